import Glibc
import Synchronization

/// One accepted connection: its socket, and whether and since when it waits for headers.
final class TrackedConnection: Sendable {
    let descriptor: Int32
    /// Waiting for headers since this monotonic time in nanoseconds (≥ 0), or one of the states below.
    let state: Atomic<Int64>

    static let answering: Int64 = -1
    static let streaming: Int64 = -2
    /// Shut down by the registry or being closed by the daemon; it never leaves this state.
    static let closing: Int64 = -3

    init(descriptor: Int32) {
        self.descriptor = descriptor
        state = Atomic(Self.now())
    }

    /// `CLOCK_MONOTONIC` in nanoseconds.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
