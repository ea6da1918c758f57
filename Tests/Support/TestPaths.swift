import Foundation

/// Where tests find the repository and its fixture sites, and make scratch folders.
public enum TestPaths {
    /// The repository's root (above `Tests/`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// `Tests/Fixtures/<name>`: a whole fixture site.
    public static func fixture(_ name: String) -> String {
        repositoryRoot + "/Tests/Fixtures/" + name
    }

    /// A fresh path under the system's temporary folder (not created).
    public static func temporaryFolder(_ name: String) -> String {
        NSTemporaryDirectory() + "sitegen-\(name)-\(UUID().uuidString)"
    }
}
