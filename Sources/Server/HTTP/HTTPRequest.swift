/// One HTTP request as the daemon received it, before any interpretation.
///
/// `target` is the request target exactly as sent (not decoded, query included), so the
/// router sees every traversal trick in its original form.
struct HTTPRequest: Sendable {
    var method: String
    var target: String
    /// `HTTP/1.1`, `HTTP/1.0`.
    var version: String
    /// The request line held a raw NUL byte inside the target (`target` stops before it).
    var targetHadNUL: Bool
    /// How many `Host` headers were sent (more than one is malformed).
    var hostCount: Int
    var host: String?
    var origin: String?
    var ifNoneMatch: String?
    /// `Range` and `If-Range`, as sent.
    var range: String?
    var ifRange: String?

    init(method: String, target: String, version: String = "HTTP/1.1", targetHadNUL: Bool = false,
         hostCount: Int? = nil, host: String? = nil, origin: String? = nil, ifNoneMatch: String? = nil,
         range: String? = nil, ifRange: String? = nil) {
        self.method = method
        self.target = target
        self.version = version
        self.targetHadNUL = targetHadNUL
        self.hostCount = hostCount ?? (host == nil ? 0 : 1)
        self.host = host
        self.origin = origin
        self.ifNoneMatch = ifNoneMatch
        self.range = range
        self.ifRange = ifRange
    }
}
