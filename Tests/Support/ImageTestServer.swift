import Foundation
import Synchronization

/// An HTTP server on 127.0.0.1 that serves images as remote sites do, and misbehaves as some
/// of them do, for the tests of remote images: a real socket, real requests.
///
/// Paths: `/WxH.png` and `/WxH.jpg` an image of that size; `/WxH.svg` an SVG; `/hang/…`
/// accepts the connection and never answers; `/loop/…` redirects to itself; `/huge/WxH.png` a
/// PNG whose body never ends (2 GB announced); `/missing/…` answers 404.
public final class ImageTestServer: @unchecked Sendable {
    public let port: UInt16
    private let listener: Int32
    private let state = Mutex(State())

    private struct State {
        var requests: [String] = []
        var bodyBytesSent = 0
        var open: [Int32] = []
        var stopped = false
    }

    public init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 64) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The request paths received so far, in order.
    public var requests: [String] { state.withLock { $0.requests } }
    /// The body bytes sent so far, over every request.
    public var bodyBytesSent: Int { state.withLock { $0.bodyBytesSent } }

    /// Closes the listener and every connection; once only (a closed descriptor's number may
    /// belong to another file by the second time). The connections are shut down under the
    /// lock that `finish` closes them under, so that no number is shut down once reused.
    public func stop() {
        let stopping = state.withLock { state -> Bool in
            guard !state.stopped else { return false }
            state.stopped = true
            for connection in state.open { shutdown(connection, Int32(SHUT_RDWR)) }
            return true
        }
        // The accept loop closes the listener: closed here, its number could be reused by
        // another test's socket while that loop still accepts on it.
        if stopping { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    /// Closes a connection and forgets it, under the lock `stop` shuts connections down under.
    private func finish(_ connection: Int32) {
        state.withLock { state in
            state.open.removeAll { $0 == connection }
            close(connection)
        }
    }

    deinit { stop() }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            let stopped = state.withLock { state in
                if connection >= 0, !state.stopped { state.open.append(connection) }
                return state.stopped
            }
            if stopped {
                if connection >= 0 { close(connection) }
                close(listener)
                return
            }
            // A connection given up before it was accepted, or a signal: accept the next one.
            guard connection >= 0 else { usleep(1000); continue }
            Thread { [self] in answer(connection) }.start()
        }
    }

    private func answer(_ connection: Int32) {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)) {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { finish(connection); return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        state.withLock { $0.requests.append(path) }
        if path.hasPrefix("/hang/") {
            // Holds the connection until the server stops.
            while recv(connection, &buffer, buffer.count, 0) > 0 {}
        } else if path.hasPrefix("/loop/") {
            send(connection, "HTTP/1.1 302 Found\r\nLocation: \(path)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        } else if path.hasPrefix("/missing/") {
            send(connection, "HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot found")
        } else if let (width, height, kind) = Self.size(in: path) {
            let image = Self.image(kind, width: width, height: height)
            if path.hasPrefix("/huge/") {
                send(connection, "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 2147483648\r\nConnection: close\r\n\r\n")
                var sent = sendBody(connection, image)
                let zeros = [UInt8](repeating: 0, count: 65536)
                while sent, state.withLock({ !$0.stopped }) { sent = sendBody(connection, zeros) }
            } else {
                send(connection, "HTTP/1.1 200 OK\r\nContent-Type: image/\(kind == "svg" ? "svg+xml" : kind)\r\nContent-Length: \(image.count)\r\nConnection: close\r\n\r\n")
                _ = sendBody(connection, image)
            }
        } else {
            send(connection, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        }
        finish(connection)
    }

    private func send(_ connection: Int32, _ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Foundation.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    private func sendBody(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        let sent = bytes.withUnsafeBytes { Foundation.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent > 0 else { return false }
        state.withLock { $0.bodyBytesSent += sent }
        return sent == bytes.count
    }

    /// `WxH.kind` at the end of `path`.
    static func size(in path: String) -> (Int, Int, String)? {
        guard let name = path.split(separator: "/").last else { return nil }
        let parts = name.split(separator: ".")
        guard parts.count == 2 else { return nil }
        let size = parts[0].split(separator: "x")
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]) else { return nil }
        return (width, height, String(parts[1]))
    }

    /// A file of `kind` whose header gives the size: enough for any reader of sizes.
    public static func image(_ kind: String, width: Int, height: Int) -> [UInt8] {
        func be(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        switch kind {
        case "jpg":
            // SOI, an APP0 segment, then a baseline frame header.
            return [0xFF, 0xD8, 0xFF, 0xE0] + be(16, 2) + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
                + [0xFF, 0xC0] + be(17, 2) + [8] + be(height, 2) + be(width, 2) + [3] + [UInt8](repeating: 0, count: 9)
                + [0xFF, 0xD9]
        case "svg":
            return Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"></svg>\n".utf8)
        default:
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13, 4) + Array("IHDR".utf8)
                + be(width, 4) + be(height, 4) + [8, 6, 0, 0, 0] + [0, 0, 0, 0] + [UInt8](repeating: 0, count: 64)
        }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
