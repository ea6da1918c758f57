import Glibc

/// What to send back: status, headers and a body the daemon knows how to transmit.
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case empty
        /// Bytes kept in memory and handed to the daemon without copying.
        case bytes(SharedBytes)
        /// Part of such bytes (the answer to a range request).
        case bytesPart(SharedBytes, Range<Int>)
        /// `count` bytes from `offset` of an open file, which the daemon sends with `sendfile` and then closes.
        case file(descriptor: Int32, offset: Int, count: Int)
        /// A never-ending Server-Sent Events stream.
        case eventStream(EventStream)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body

    init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .empty) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short UTF-8 body with the given content type.
    static func text(_ status: Int, _ text: String, contentType: String = "text/plain; charset=utf-8",
                     headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [("Content-Type", contentType), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]
                + headers,
            body: .bytes(SharedBytes(Array(text.utf8))))
    }
}

extension HTTPResponse.Body {
    /// The bytes of `range` of this body (a file or bytes; other bodies have no parts).
    func part(_ range: Range<Int>) -> HTTPResponse.Body {
        switch self {
        case .bytes(let bytes):
            return .bytesPart(bytes, range)
        case .bytesPart(let bytes, let whole):
            return .bytesPart(bytes, (whole.lowerBound + range.lowerBound)..<(whole.lowerBound + range.upperBound))
        case .file(let descriptor, let offset, _):
            return .file(descriptor: descriptor, offset: offset + range.lowerBound, count: range.count)
        case .empty, .eventStream:
            return self
        }
    }

    /// Closes the file of a body that will not be sent.
    func closeFile() {
        if case .file(let descriptor, _, _) = self { _ = close(descriptor) }
    }
}
