import Foundation

/// A small built site in a new temporary folder, and beside it a file no request may reach.
struct SampleSite {
    /// The site's root, as the server is given it.
    let root: String
    /// Bytes only the file outside the root holds.
    static let secret = Array("SECRET-OUTSIDE-THE-SITE".utf8)

    static func make() -> SampleSite {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-fuzz-\(getpid())").path
        let root = base + "/public"
        let files: [(String, String)] = [
            ("index.html", "<!doctype html><title>Home</title><p>Home</p>"),
            ("404.html", "<!doctype html><title>Not found</title>"),
            ("docs/index.html", "<!doctype html><title>Docs</title>"),
            ("docs/guide.txt", String(repeating: "guide ", count: 2000)),
            ("css/site.css", "body{margin:0}"),
            ("media/clip.mp4", String(repeating: "0123456789", count: 1000)),
            ("with space/é.html", "<p>named</p>"),
        ]
        let manager = FileManager.default
        try? manager.removeItem(atPath: base)
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try? manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        try? Data(secret).write(to: URL(fileURLWithPath: base + "/secret.txt"))
        try? manager.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        try? manager.createSymbolicLink(atPath: root + "/escape.txt", withDestinationPath: "../secret.txt")
        try? manager.createSymbolicLink(atPath: root + "/outside", withDestinationPath: "..")
        try? manager.createSymbolicLink(atPath: root + "/loop", withDestinationPath: "loop")
        return SampleSite(root: root)
    }
}
