import Dispatch
import Glibc
import Synchronization

/// Every open connection of the daemon and what it is doing, with the two rules that keep
/// slow or idle clients from starving the others.
///
/// A connection waits for a request from the moment it is accepted and again after each
/// response (an idle keep-alive connection); it is answering from the moment the request is
/// whole (request line, headers, and any body a GET carries) until its response is sent;
/// it is streaming while it carries a live-reload event stream.
///
/// - Deadline: a connection still waiting after `headerTimeout` is closed, however slowly
///   it keeps sending (libmicrohttpd's own timeout only counts silence, so a client sending
///   a byte a second would hold its connection forever).
/// - Page cap: connections that are not streams are capped at `pageLimit`. A new one over
///   the cap makes room by closing the connection that has waited longest for its headers;
///   when every page connection is answering, the new one gets a 503 and is closed. Clients
///   that send nothing, or too little, can therefore not lock out a client that sends a
///   whole request, nor a browser opening its event stream.
///
/// Event streams are capped by the live-reload hub and never count as page connections, so
/// open tabs cannot use up page connections. The registry shuts sockets down (`shutdown`)
/// only while holding its lock, and libmicrohttpd closes a socket only after `remove`,
/// which takes that lock: a shut-down descriptor is never one that has been reused.
final class ConnectionRegistry: Sendable {
    let pageLimit: Int
    let headerTimeout: Duration
    private let members = Mutex<[ObjectIdentifier: TrackedConnection]>([:])
    private let streams = Atomic<Int>(0)
    private let timer = Mutex<DeadlineTimer?>(nil)
    /// Connections closed for missing the deadline, closed to make room, and refused (503).
    let expiredCount = Atomic<Int>(0)
    let evictedCount = Atomic<Int>(0)
    let refusedCount = Atomic<Int>(0)

    init(pageLimit: Int, headerTimeout: Duration) {
        self.pageLimit = pageLimit
        self.headerTimeout = headerTimeout
    }

    // MARK: - Called by the daemon

    /// A connection was accepted: tracks it, making room or refusing it (503, closed) over the cap.
    func admit(_ connection: TrackedConnection) {
        members.withLock { members in
            if members.count - streams.load(ordering: .relaxed) >= pageLimit {
                // Counted before the socket is shut down, so that whoever sees it closed sees the count.
                guard let longest = Self.longestWaiting(in: members) else {
                    refusedCount.add(1, ordering: .relaxed)
                    Self.refuse(connection.descriptor)
                    return
                }
                evictedCount.add(1, ordering: .relaxed)
                Self.shutDown(longest)
            }
            members[ObjectIdentifier(connection)] = connection
        }
    }

    /// libmicrohttpd is about to close the connection's socket.
    func remove(_ connection: TrackedConnection) {
        members.withLock { members in
            _ = members.removeValue(forKey: ObjectIdentifier(connection))
            if connection.state.exchange(TrackedConnection.closing, ordering: .acquiringAndReleasing)
                == TrackedConnection.streaming {
                streams.subtract(1, ordering: .relaxed)
            }
        }
    }

    /// The request has been received whole and is being answered: the deadline no longer applies.
    func requestArrived(_ connection: TrackedConnection) {
        _ = Self.move(connection, to: TrackedConnection.answering)
    }

    /// The response is an event stream: the connection leaves the page connections.
    func becameStream(_ connection: TrackedConnection) {
        let previous = Self.move(connection, to: TrackedConnection.streaming)
        if previous != TrackedConnection.closing && previous != TrackedConnection.streaming {
            streams.add(1, ordering: .relaxed)
        }
    }

    /// The response has been sent (or the stream ended): the connection waits for another request.
    func responseFinished(_ connection: TrackedConnection) {
        if Self.move(connection, to: TrackedConnection.now()) == TrackedConnection.streaming {
            streams.subtract(1, ordering: .relaxed)
        }
    }

    // MARK: - The deadline

    /// Closes every connection that has waited `headerTimeout` or longer for its headers.
    func closeOverdue(now: Int64 = TrackedConnection.now()) {
        let timeout = Self.nanoseconds(headerTimeout)
        members.withLock { members in
            for connection in members.values {
                let since = connection.state.load(ordering: .acquiring)
                guard since >= 0, now - since >= timeout,
                      connection.state.compareExchange(
                        expected: since, desired: TrackedConnection.closing, ordering: .acquiringAndReleasing).exchanged
                else { continue }
                expiredCount.add(1, ordering: .relaxed)
                shutdown(connection.descriptor, Int32(SHUT_RDWR))
            }
        }
    }

    /// Checks the deadline several times per timeout, from a timer of its own.
    func startDeadlineTimer() {
        let period = max(20, min(250, Int(Self.nanoseconds(headerTimeout) / 4_000_000)))
        let source = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        source.schedule(deadline: .now() + .milliseconds(period), repeating: .milliseconds(period))
        source.setEventHandler { [weak self] in self?.closeOverdue() }
        timer.withLock { $0?.source.cancel(); $0 = DeadlineTimer(source: source) }
        source.resume()
    }

    func stopDeadlineTimer() {
        timer.withLock { $0?.source.cancel(); $0 = nil }
    }

    // MARK: - Counts (for tests and diagnostics)

    var openCount: Int { members.withLock { $0.count } }
    var streamCount: Int { streams.load(ordering: .relaxed) }

    // MARK: - Private

    /// Dispatch sources are thread-safe but not marked Sendable.
    private struct DeadlineTimer: @unchecked Sendable {
        let source: DispatchSourceTimer
    }

    /// Sets the state unless the connection is already closing; returns the state it had.
    private static func move(_ connection: TrackedConnection, to next: Int64) -> Int64 {
        var current = connection.state.load(ordering: .acquiring)
        while current != TrackedConnection.closing {
            let (exchanged, original) = connection.state.compareExchange(
                expected: current, desired: next, ordering: .acquiringAndReleasing)
            if exchanged { return original }
            current = original
        }
        return current
    }

    private static func longestWaiting(in members: [ObjectIdentifier: TrackedConnection]) -> TrackedConnection? {
        var found: TrackedConnection?
        var oldest = Int64.max
        for connection in members.values {
            let since = connection.state.load(ordering: .relaxed)
            if since >= 0, since < oldest {
                oldest = since
                found = connection
            }
        }
        return found
    }

    /// Shuts a waiting connection down; libmicrohttpd sees the end of the stream and closes it.
    private static func shutDown(_ connection: TrackedConnection) {
        connection.state.store(TrackedConnection.closing, ordering: .releasing)
        shutdown(connection.descriptor, Int32(SHUT_RDWR))
    }

    private static let refusal: [UInt8] = {
        let body = "503 Service Unavailable: the preview server holds as many connections as it can; try again.\n"
        return Array(("HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nRetry-After: 1\r\nConnection: close\r\n\r\n" + body).utf8)
    }()

    /// Answers a just-accepted connection with a 503 and shuts it down; the daemon then closes it.
    private static func refuse(_ descriptor: Int32) {
        _ = refusal.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
