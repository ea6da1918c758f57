import Foundation

/// Where the Site tests find the repository and its fixture sites, and make scratch folders.
enum TestPaths {
    /// The repository's root (above `Tests/`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// `Tests/Fixtures/<name>`: a whole fixture site.
    static func fixture(_ name: String) -> String {
        repositoryRoot + "/Tests/Fixtures/" + name
    }

    /// A fresh path under the system's temporary folder (not created).
    static func temporaryFolder(_ name: String) -> String {
        NSTemporaryDirectory() + "sitegen-\(name)-\(UUID().uuidString)"
    }
}
