import Foundation
import Synchronization
@testable import SitegenServer

/// Collects the watcher's reports so a test can wait for them.
final class ChangeRecorder: Sendable {
    private let reports = Mutex<[FileChanges]>([])
    /// When set, the callback blocks until the test signals (to let the kernel queue overflow).
    let gate = Mutex<DispatchSemaphore?>(nil)

    func record(_ changes: FileChanges) {
        reports.withLock { $0.append(changes) }
        if let gate = gate.withLock({ $0 }) { gate.wait() }
    }

    var all: [FileChanges] { reports.withLock { $0 } }

    /// Every path reported so far (ignores `.everything`).
    var paths: Set<String> {
        Set(all.flatMap { changes -> [String] in
            if case .paths(let paths) = changes { return paths }
            return []
        })
    }

    var sawEverything: Bool { all.contains(.everything) }

    /// Waits until `condition` holds, at most `timeout` seconds; returns whether it did.
    @discardableResult
    func wait(timeout: Double = 3, until condition: (ChangeRecorder) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(self) { return true }
            usleep(5_000)
        }
        return condition(self)
    }
}
