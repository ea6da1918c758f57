import Foundation

/// A copy of a fixture site in a fresh temporary folder, removed when the test ends.
public final class TemporarySite {
    public let root: URL

    /// The repository's `Tests/Fixtures` folder.
    public static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    public init(fixture: String? = nil) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("sitegen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = base.appendingPathComponent("site")
        if let fixture {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: root)
        } else {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
    }

    deinit {
        // Tests make folders unreadable to check errors; they are made writable again, and the
        // removal waits for that, or it would race the chmod and leave them behind.
        if let chmod = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+rwX", root.deletingLastPathComponent().path]) {
            chmod.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    public var output: URL { root.appendingPathComponent("public") }

    public func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, bytes: Array(text.utf8))
    }

    public func write(_ relativePath: String, bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every file below `folder` with its bytes, as a sorted list: equal trees give equal lists.
    public static func snapshot(_ folder: URL) -> [(String, Data)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [(String, Data)] = []
        for case let path as String in enumerator {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files.append((path, (try? Data(contentsOf: url)) ?? Data()))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The snapshot reduced to comparable text: `path <bytes count> <fnv hash>` per line.
    public static func digest(_ folder: URL) -> String {
        snapshot(folder).map { path, data in
            var hash: UInt64 = 0xcbf29ce484222325
            for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            return "\(path) \(data.count) \(String(hash, radix: 16))"
        }.joined(separator: "\n")
    }
}
