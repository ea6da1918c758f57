import Synchronization

/// One open Server-Sent Events connection: the live-reload hub queues bytes, the daemon drains them.
///
/// The daemon parks the connection (`suspend`) when nothing is queued and the stream wakes
/// it (`resume`) when bytes arrive; both happen under the stream's lock, so a wake-up can
/// never be lost between "nothing to send" and "parked", and never reaches a connection
/// that was not parked or has already been freed.
final class EventStream: Sendable {
    enum ReadResult: Equatable {
        case bytes(Int)
        /// Nothing queued; the connection has been parked until `send` or `close`.
        case waiting
        case finished
    }

    private struct State {
        var pending: [UInt8]
        var readOffset = 0
        var closed = false
        var parked = false
        var detached = false
        var resume: (@Sendable () -> Void)?
    }

    private let state: Mutex<State>
    private let onDetach: @Sendable (EventStream) -> Void

    /// `initial` is sent first; `onDetach` runs once, when the daemon has let go of the stream.
    init(initial: [UInt8], onDetach: @escaping @Sendable (EventStream) -> Void) {
        state = Mutex(State(pending: initial))
        self.onDetach = onDetach
    }

    /// Called by the daemon once the stream belongs to a connection: how to wake that connection.
    func attach(resume: @escaping @Sendable () -> Void) {
        state.withLock { $0.resume = resume }
    }

    /// Copies queued bytes into `buffer`; when none are queued, calls `park` (still under the lock).
    func read(into buffer: UnsafeMutableRawBufferPointer, park: () -> Void) -> ReadResult {
        state.withLock { state in
            let available = state.pending.count - state.readOffset
            if available == 0 {
                if state.closed { return .finished }
                state.parked = true
                park()
                return .waiting
            }
            let count = min(available, buffer.count)
            let offset = state.readOffset
            state.pending.withUnsafeBytes { source in
                guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                to.copyMemory(from: from + offset, byteCount: count)
            }
            state.readOffset += count
            if state.readOffset == state.pending.count {
                state.pending.removeAll(keepingCapacity: true)
                state.readOffset = 0
            }
            return .bytes(count)
        }
    }

    /// Queues `bytes` and wakes the connection if it is parked.
    func send(_ bytes: [UInt8]) {
        state.withLock { state in
            guard !state.closed else { return }
            state.pending.append(contentsOf: bytes)
            Self.wake(&state)
        }
    }

    /// Ends the stream once the queued bytes are sent.
    func close() {
        state.withLock { state in
            state.closed = true
            Self.wake(&state)
        }
    }

    /// Called by the daemon when it has freed the connection's response; nothing may wake it after this.
    func detach() {
        let first = state.withLock { state -> Bool in
            defer { state.detached = true }
            state.closed = true
            state.resume = nil
            return !state.detached
        }
        if first { onDetach(self) }
    }

    /// Whether the daemon still holds this stream (for tests and shutdown).
    var isDetached: Bool { state.withLock { $0.detached } }

    private static func wake(_ state: inout State) {
        guard state.parked, !state.detached, let resume = state.resume else { return }
        state.parked = false
        resume()
    }
}
