import Foundation
import Glibc
import Synchronization

/// Connections that never finish a request, as a slow or hostile client holds them: a third
/// send nothing, a third send a request line a byte at a time, a third send a request line
/// and then a header a byte at a time. A thread of its own sends the next byte on each.
final class SlowClientSwarm: Sendable {
    enum Kind: CaseIterable {
        case silent, requestLine, headers
    }

    /// The connected sockets; `refusedCount` could not connect within the timeout.
    let descriptors: [Int32]
    let refusedCount: Int
    /// Shared with the trickling thread, which must not keep the swarm alive.
    private let control = TrickleControl()

    /// Opens `count` connections to `port`, trickling a byte on each every `interval` seconds.
    init(port: Int, count: Int, interval: Double = 1.0, kinds: [Kind] = Kind.allCases) {
        var descriptors: [Int32] = []
        var trickles: [(Int32, [UInt8])] = []
        var refused = 0
        for index in 0..<count {
            guard let descriptor = Self.connect(port: port) else {
                refused += 1
                continue
            }
            descriptors.append(descriptor)
            switch kinds[index % kinds.count] {
            case .silent:
                break
            case .requestLine:
                trickles.append((descriptor, Array(("GET /" + String(repeating: "a", count: 4000)).utf8)))
            case .headers:
                Self.send(descriptor, Array("GET / HTTP/1.1\r\nHost: localhost\r\n".utf8))
                trickles.append((descriptor, Array(("X-Slow: " + String(repeating: "a", count: 4000)).utf8)))
            }
        }
        self.descriptors = descriptors
        refusedCount = refused
        let plan = trickles
        let control = control
        Thread.detachNewThread { Self.trickle(plan, interval: interval, control: control) }
    }

    deinit {
        stop()
        for descriptor in descriptors { close(descriptor) }
    }

    /// Stops trickling and waits until the thread has sent its last byte.
    func stop() {
        control.stopped.store(true, ordering: .relaxed)
        while !control.finished.load(ordering: .acquiring) { usleep(5_000) }
    }

    /// How many connections the server has closed or answered (which ends them too).
    func endedByServerCount() -> Int {
        var ended = 0
        var byte: UInt8 = 0
        for descriptor in descriptors {
            let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK))
            if count >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { ended += 1 }
        }
        return ended
    }

    private final class TrickleControl: Sendable {
        let stopped = Atomic(false)
        let finished = Atomic(false)
    }

    private static func trickle(_ plan: [(Int32, [UInt8])], interval: Double, control: TrickleControl) {
        var offset = 0
        while !control.stopped.load(ordering: .relaxed) {
            for (descriptor, bytes) in plan where offset < bytes.count {
                send(descriptor, [bytes[offset]])
            }
            offset += 1
            let wake = Date().addingTimeInterval(interval)
            while !control.stopped.load(ordering: .relaxed), Date() < wake { usleep(10_000) }
        }
        control.finished.store(true, ordering: .releasing)
    }

    private static func send(_ descriptor: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
    }

    /// A connected socket, or nil when connecting takes longer than two seconds (a full listen queue).
    private static func connect(port: Int) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
