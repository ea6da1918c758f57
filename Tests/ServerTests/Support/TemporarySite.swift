import Foundation
@testable import SitegenServer

/// A scratch folder under the system temporary directory, removed when released.
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init(_ label: String = "sitegen-server-tests") throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        url = base.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` at `relative`, creating folders; returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> String {
        try write(relative, Data(contents.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    func subfolder(_ relative: String) -> URL {
        url.appendingPathComponent(relative, isDirectory: true)
    }
}

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
