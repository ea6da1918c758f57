import Foundation

extension PreviewServer {
    /// How the preview server listens and what it serves.
    public struct Configuration: Sendable {
        /// The output folder to serve (the builder may replace it, or `setRoot` may move it).
        public var root: URL
        /// An IP address or `localhost`; loopback unless told otherwise.
        public var host: String
        /// 0 picks a free port; read the chosen one from `PreviewServer.port`.
        public var port: Int
        /// Extra `Host` names to answer (for tunnels and forwarded ports); an entry starting
        /// with `.` allows every name ending with it.
        public var allowedHosts: [String]
        /// Inject the live-reload script into HTML and serve the event stream.
        public var liveReload: Bool
        /// Polling threads of the HTTP daemon.
        public var threadCount: Int
        /// Memory per connection; a request line plus headers larger than about half of it is refused.
        public var connectionMemoryLimit: Int
        /// Seconds of silence after which a connection is closed (open event streams excepted).
        public var connectionTimeoutSeconds: Int
        /// How long a client may take to send a request's headers (and any body a GET carries),
        /// counted from the moment it connects or its previous response was sent, however
        /// steadily it trickles bytes. Idle keep-alive connections are closed after it too.
        public var requestHeaderTimeout: Duration
        /// Connections held at once other than event streams; at the limit a new one closes the
        /// connection that has waited longest for its headers, or gets a 503 if none is waiting.
        /// Lowered at start when the process may not open that many files.
        public var connectionLimit: Int
        /// Live-reload event streams held at once, apart from `connectionLimit`; more get a 503
        /// (the page's script retries later).
        public var eventStreamLimit: Int
        /// How often idle event streams get a comment line, so proxies keep them open.
        public var heartbeatInterval: Duration

        public init(
            root: URL,
            host: String = "127.0.0.1",
            port: Int = 8080,
            allowedHosts: [String] = [],
            liveReload: Bool = true,
            threadCount: Int = PreviewServer.defaultThreadCount,
            connectionMemoryLimit: Int = 32 * 1024,
            connectionTimeoutSeconds: Int = 30,
            requestHeaderTimeout: Duration = .seconds(10),
            connectionLimit: Int = 4096,
            eventStreamLimit: Int = 1024,
            heartbeatInterval: Duration = .seconds(15)
        ) {
            self.root = root
            self.host = host
            self.port = port
            self.allowedHosts = allowedHosts
            self.liveReload = liveReload
            self.threadCount = threadCount
            self.connectionMemoryLimit = connectionMemoryLimit
            self.connectionTimeoutSeconds = connectionTimeoutSeconds
            self.requestHeaderTimeout = requestHeaderTimeout
            self.connectionLimit = connectionLimit
            self.eventStreamLimit = eventStreamLimit
            self.heartbeatInterval = heartbeatInterval
        }
    }

    /// One polling thread per core, at most four: a preview server shares the machine with the builder.
    public static var defaultThreadCount: Int {
        min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
