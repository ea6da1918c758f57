import Dispatch
import Foundation
import SitegenSite
import Synchronization

/// Ctrl-C and `kill` during a build: remove the half-written staging folder, say so, and exit.
///
/// The previous output is never touched before the final swap, so there is nothing to restore;
/// only the staging folder is removed, once the writes under way have finished (a `kill -9`
/// leaves it, and the next build sweeps it away).
enum InterruptHandler {
    /// Where the build is, so that a signal and the build's own end never both exit the process.
    private enum Phase { case building, interrupting, finished }

    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let phase = Mutex<Phase>(.building)

    static func install(on terminal: Terminal) {
        for (signalNumber, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { interrupt(on: terminal, status: status) }
            source.resume()
            sources.append(source)
        }
    }

    /// Called once the build has ended, well or not: a signal from then on is let go, as the
    /// process is about to exit with the build's own status and message.
    ///
    /// If a signal came first, its handler is removing the staging folder and exits next;
    /// this thread waits for that exit rather than racing it.
    static func buildEnded() {
        let interrupting = phase.withLock { phase in
            if phase == .interrupting { return true }
            phase = .finished
            return false
        }
        if interrupting {
            while true { pause() }
        }
    }

    private static func interrupt(on terminal: Terminal, status: Int32) {
        let proceeds = phase.withLock { phase in
            guard phase == .building else { return false }
            phase = .interrupting
            return true
        }
        guard proceeds else { return }
        let swappedIn = StagedOutput.discardActiveBeforeExit()
        terminal.lastMessage(swappedIn ? "Interrupted after the new output was written in whole."
                                   : "Interrupted; the previous output is unchanged.")
        exit(status)
    }
}
