import Foundation
import SitegenTestSupport
@testable import SitegenServer

/// A running preview server over a folder, stopped when released.
final class RunningServer {
    let server: PreviewServer
    var port: Int { server.port }

    /// `configure` changes anything else of the configuration (limits, timeouts).
    init(root: URL, allowedHosts: [String] = [], liveReload: Bool = true,
         heartbeat: Duration = .seconds(15), threads: Int = 2,
         configure: (inout PreviewServer.Configuration) -> Void = { _ in }) throws {
        var configuration = PreviewServer.Configuration(
            root: root, port: 0, allowedHosts: allowedHosts, liveReload: liveReload,
            threadCount: threads, heartbeatInterval: heartbeat)
        configure(&configuration)
        server = PreviewServer(configuration: configuration)
        try server.start()
    }

    deinit { server.stop() }

    func get(_ target: String, headers: [String] = []) throws -> RawReply {
        try request(port: port, target, headers: headers)
    }
}
