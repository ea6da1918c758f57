import Dispatch
import Foundation
import SitegenSite

/// Ctrl-C and `kill` during a build: remove the half-written staging folder, say so, and exit.
///
/// The previous output is never touched before the final swap, so there is nothing to restore;
/// only the staging folder is removed, once the writes under way have finished (a `kill -9`
/// leaves it, and the next build sweeps it away).
enum InterruptHandler {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install(on terminal: Terminal) {
        for (signalNumber, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                let swappedIn = StagedOutput.discardActiveBeforeExit()
                terminal.clearProgress()
                terminal.message(swappedIn ? "Interrupted after the new output was written in whole."
                                           : "Interrupted; the previous output is unchanged.")
                exit(status)
            }
            source.resume()
            sources.append(source)
        }
    }
}
