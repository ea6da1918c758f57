/// What to send back: status, headers and a body the daemon knows how to transmit.
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case empty
        /// Bytes kept in memory and handed to the daemon without copying.
        case bytes(SharedBytes)
        /// An open file the daemon sends with `sendfile` and then closes.
        case file(descriptor: Int32, size: Int)
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
