import Foundation
import Glibc

/// A reply as read off the socket.
struct RawReply {
    var statusLine: String
    var status: Int
    /// Header names lower-cased; values as sent.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.name == name.lowercased() }?.value
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A deliberately small HTTP/1.1 client on a plain socket, so tests can send exactly the
/// bytes they mean (URL types would normalize `..` and reject NUL before sending).
final class RawHTTPConnection {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(port: Int, timeout: Double = 5) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ClientError.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        // On Linux the send timeout also bounds connect(): a server whose listen queue is full never hangs a test.
        var connectTimeout = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &connectTimeout, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw ClientError.socket(errno)
        }
        setTimeout(timeout)
    }

    deinit { close(descriptor) }

    func setTimeout(_ seconds: Double) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - Double(Int(seconds))) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw ClientError.closed }
            sent += count
        }
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Reads one response; `bodyExpected` false for HEAD and for replies whose body is never sent.
    func readReply(bodyExpected: Bool = true) throws -> RawReply {
        let headerEnd = try readUntil([13, 10, 13, 10])
        let head = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let status = Int(parts[1]) else { throw ClientError.malformed(statusLine) }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var reply = RawReply(statusLine: statusLine, status: status, headers: headers, body: [])
        guard bodyExpected, status != 304, status != 204 else { return reply }
        if let length = reply.header("content-length").flatMap({ Int($0) }) {
            try fill(length)
            reply.body = Array(buffer[..<length])
            buffer.removeFirst(length)
        } else if reply.header("transfer-encoding")?.lowercased() == "chunked" {
            while let chunk = try readChunk() { reply.body += chunk }
        } else {
            while (try? fill(buffer.count + 1)) != nil {}
            reply.body = buffer
            buffer = []
        }
        return reply
    }

    /// One chunk of a chunked body; nil at the last (empty) chunk.
    func readChunk() throws -> [UInt8]? {
        let lineEnd = try readUntil([13, 10])
        let sizeText = String(decoding: buffer[..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
        buffer.removeFirst(lineEnd + 2)
        guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
            throw ClientError.malformed("chunk size \(sizeText)")
        }
        try fill(size + 2)
        let chunk = Array(buffer[..<size])
        buffer.removeFirst(size + 2)
        return size == 0 ? nil : chunk
    }

    /// True when the server closed the connection (read returns 0) before `seconds` passed.
    func isClosedByServer(within seconds: Double) -> Bool {
        setTimeout(seconds)
        var byte: UInt8 = 0
        while true {
            let count = recv(descriptor, &byte, 1, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
            buffer.append(byte)
        }
    }

    private func readUntil(_ marker: [UInt8]) throws -> Int {
        var searchFrom = 0
        while true {
            if buffer.count >= marker.count {
                for index in searchFrom...(buffer.count - marker.count) where buffer[index..<(index + marker.count)].elementsEqual(marker) {
                    return index
                }
                searchFrom = max(0, buffer.count - marker.count + 1)
            }
            try receiveMore()
        }
    }

    private func fill(_ count: Int) throws {
        while buffer.count < count { try receiveMore() }
    }

    private func receiveMore() throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { throw ClientError.closed }
        if count < 0 { throw errno == EAGAIN ? ClientError.timeout : ClientError.socket(errno) }
        buffer += chunk[..<count]
    }

    enum ClientError: Error {
        case socket(Int32)
        case closed
        case timeout
        case malformed(String)
    }
}

/// One request on a fresh connection.
func request(
    port: Int, _ target: String, method: String = "GET", host: String? = "localhost",
    headers: [String] = [], version: String = "HTTP/1.1"
) throws -> RawReply {
    var text = "\(method) \(target) \(version)\r\n"
    if let host { text += "Host: \(host)\r\n" }
    for header in headers { text += header + "\r\n" }
    text += "\r\n"
    let connection = try RawHTTPConnection(port: port)
    try connection.send(text)
    return try connection.readReply(bodyExpected: method != "HEAD")
}

/// Raw bytes on a fresh connection; the reply, or nil when the server closed without one.
func rawRequest(port: Int, _ bytes: [UInt8]) throws -> RawReply? {
    let connection = try RawHTTPConnection(port: port)
    try connection.send(bytes)
    do {
        return try connection.readReply()
    } catch RawHTTPConnection.ClientError.closed {
        return nil
    }
}
