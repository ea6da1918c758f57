import Foundation
import Glibc

/// One Server-Sent Event as the browser would see it.
struct ReceivedEvent: Equatable {
    var name: String
    var data: String

    /// The `data` parsed as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any] ?? [:]
    }

    var paths: [String] { json["paths"] as? [String] ?? [] }
}

/// Reads `/_sitegen/events` over a raw socket, like EventSource does.
final class EventStreamClient {
    let connection: RawHTTPConnection
    let reply: RawReply
    private var text = ""
    /// Comment lines seen (`: ping`), for heartbeat tests.
    private(set) var comments: [String] = []

    /// `host` is the `Host` header (`localhost:PORT` when nil); `target` replaces `/_sitegen/events` (absolute form).
    init(port: Int, query: String = "", origin: String? = nil, host: String? = nil, target: String? = nil) throws {
        connection = try RawHTTPConnection(port: port)
        var request = "GET \(target ?? "/_sitegen/events")\(query) HTTP/1.1\r\nHost: \(host ?? "localhost:\(port)")\r\n"
            + "Accept: text/event-stream\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try connection.send(request + "\r\n")
        reply = try connection.readReply(bodyExpected: false)
    }

    /// The next event, waiting at most `timeout` seconds; comments are collected, not returned.
    func next(timeout: Double = 5) throws -> ReceivedEvent? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let range = text.range(of: "\n\n") {
                let block = String(text[..<range.lowerBound])
                text.removeSubrange(..<range.upperBound)
                var name = "message"
                var data: [String] = []
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix(":") {
                        comments.append(line.trimmingCharacters(in: .whitespaces))
                    } else if line.hasPrefix("event: ") {
                        name = String(line.dropFirst(7))
                    } else if line.hasPrefix("data: ") {
                        data.append(String(line.dropFirst(6)))
                    }
                }
                if data.isEmpty { continue }
                return ReceivedEvent(name: name, data: data.joined(separator: "\n"))
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            connection.setTimeout(remaining)
            do {
                guard let chunk = try connection.readChunk() else { return nil }
                text += String(decoding: chunk, as: UTF8.self)
            } catch RawHTTPConnection.ClientError.timeout {
                return nil
            }
        }
    }

    /// Events until one named `name` arrives (returned), or nil after `timeout`.
    func next(named name: String, timeout: Double = 5) throws -> ReceivedEvent? {
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            guard let event = try next(timeout: deadline.timeIntervalSinceNow) else { return nil }
            if event.name == name { return event }
        }
        return nil
    }
}
