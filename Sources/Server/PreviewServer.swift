import Foundation
import Synchronization

/// The preview HTTP server: serves the built site from a folder, with live reload.
///
/// Thread-safe: requests are answered on the daemon's threads while the builder calls
/// `publish` and `setRoot` from its own.
public final class PreviewServer: Sendable {
    public let configuration: Configuration

    private struct Running: Sendable {
        var daemon: MicroHTTPDaemon
        var socket: ListeningSocket
        var budget: ConnectionBudget
    }

    private let running = Mutex<Running?>(nil)
    private let root: SiteRoot
    private let hub = LiveReloadHub()
    private let cache = StaticFileCache()

    public init(configuration: Configuration) {
        self.configuration = configuration
        root = SiteRoot(configuration.root.path)
    }

    /// Binds the address and starts answering. Throws `PreviewServerError` (busy port, bad host…).
    public func start() throws(PreviewServerError) {
        try running.withLock { (running: inout Running?) throws(PreviewServerError) in
            guard running == nil else { throw .alreadyRunning }
            // Every connection is a descriptor: the common soft limit of 1,024 would cap the server there.
            let budget = ConnectionBudget(
                pageConnections: configuration.connectionLimit, eventStreams: configuration.eventStreamLimit,
                descriptorLimit: ConnectionBudget.raiseDescriptorLimit())
            let socket = try ListeningSocket.open(host: configuration.host, port: configuration.port)
            let router = PreviewRouter(
                hostPolicy: HostPolicy(
                    boundHost: socket.urlHost, isWildcard: socket.isWildcard, extraHosts: configuration.allowedHosts),
                root: root, hub: hub, cache: cache, liveReload: configuration.liveReload)
            let settings = MicroHTTPDaemon.Settings(
                threadCount: configuration.threadCount,
                memoryLimitPerConnection: configuration.connectionMemoryLimit,
                connectionTimeoutSeconds: configuration.connectionTimeoutSeconds,
                headerTimeout: configuration.requestHeaderTimeout,
                budget: budget)
            let daemon = try MicroHTTPDaemon(socket: socket, settings: settings) { router.respond(to: $0) }
            hub.reopen(streamLimit: budget.eventStreams)
            if configuration.liveReload { hub.startHeartbeat(every: configuration.heartbeatInterval) }
            running = Running(daemon: daemon, socket: socket, budget: budget)
        }
    }

    /// Ends the event streams, closes every connection and releases the port. Safe to call twice.
    public func stop() {
        guard let stopping = running.withLock({ running -> Running? in
            defer { running = nil }
            return running
        }) else { return }
        // libmicrohttpd must not be stopped while a connection is parked: wake and end every stream first.
        let streams = hub.closeAll()
        let deadline = ContinuousClock.now + .seconds(2)
        while streams.contains(where: { !$0.isDetached }), ContinuousClock.now < deadline {
            usleep(2_000)
        }
        stopping.daemon.stop()
    }

    deinit { stop() }

    /// The port being listened on (the kernel's choice when configured with 0); 0 when stopped.
    public var port: Int { running.withLock { $0?.socket.port ?? 0 } }

    /// `http://127.0.0.1:8080/`, the address to print and open; nil when stopped.
    public var url: String? {
        running.withLock { running in running.map { "http://\($0.socket.urlHost):\($0.socket.port)/" } }
    }

    /// Serves another folder from the next request on.
    public func setRoot(_ url: URL) {
        root.current = url.path
        cache.removeAll()
    }

    /// After a successful build: reload the open pages whose URL paths (`/docs/a/`) changed.
    /// A build that changed no page (a save the first of two builds already took in) tells
    /// no page to reload: it only ends a failure the pages show.
    public func publish(changedPaths: [String]) {
        cache.removeAll()
        guard !changedPaths.isEmpty else {
            clearBuildFailure()
            return
        }
        hub.publishReload(paths: changedPaths, all: false)
    }

    /// After a successful build that may have changed every page (templates, theme, config).
    public func publishEverythingChanged() {
        cache.removeAll()
        hub.publishReload(paths: [], all: true)
    }

    /// After a failed build: HTML requests get an error page listing `diagnostics`
    /// (`file:line:col: error: message`) until the next successful build.
    public func publish(buildFailure diagnostics: [String]) {
        hub.publishFailure(diagnostics)
    }

    /// Leaves the failed state without a new build; open error pages reload.
    public func clearBuildFailure() {
        guard hub.failure != nil else { return }
        hub.publishReload(paths: [], all: false)
    }

    /// Event streams currently open (for tests and diagnostics).
    public var liveReloadConnectionCount: Int { hub.openStreamCount }

    /// Requests whose bookkeeping is alive inside the daemon (0 when idle; for leak tests).
    var requestsInFlight: Int { running.withLock { $0?.daemon.requestsInFlight ?? 0 } }

    /// The limits in force (the configured ones, lowered to fit the descriptor limit); nil when stopped.
    var budget: ConnectionBudget? { running.withLock { $0?.budget } }

    /// The daemon's open connections (for tests and diagnostics); nil when stopped.
    var connections: ConnectionRegistry? { running.withLock { $0?.daemon.connections } }
}
