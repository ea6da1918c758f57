import Foundation

/// A scratch folder under the system temporary directory, removed when released.
public final class TemporaryFolder {
    public let url: URL
    public var path: String { url.path }

    public init(_ label: String = "sitegen-server-tests") throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
        url = base.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` at `relative`, creating folders; returns the absolute path.
    @discardableResult
    public func write(_ relative: String, _ contents: String) throws -> String {
        try write(relative, Data(contents.utf8))
    }

    @discardableResult
    public func write(_ relative: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    public func subfolder(_ relative: String) -> URL {
        url.appendingPathComponent(relative, isDirectory: true)
    }
}
