import Foundation
@testable import SitegenServer

/// A real, minimal builder standing in for the Site pipeline: `Content/<name>.html` becomes
/// `public/<name>/index.html` (`Content/index.html` becomes `public/index.html`), the output
/// folder is replaced whole by renames, and a page containing `{{broken` fails the build
/// with `file:line:col: error:`.
final class TinySiteBuilder: Sendable {
    let source: URL
    let output: URL

    init(source: URL) {
        self.source = source
        output = source.appendingPathComponent("public", isDirectory: true)
    }

    func build(_ changes: FileChanges) -> RebuildOutcome {
        let content = source.appendingPathComponent("Content")
        var pages: [(url: String, relativeOutput: String, html: String)] = []
        var diagnostics: [String] = []
        let files = (FileManager.default.enumerator(atPath: content.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".html") }.sorted()
        for relative in files {
            guard let html = try? String(contentsOfFile: content.path + "/" + relative, encoding: .utf8) else { continue }
            for (index, line) in html.components(separatedBy: "\n").enumerated() {
                if let range = line.range(of: "{{broken") {
                    let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                    diagnostics.append("Content/\(relative):\(index + 1):\(column): error: unclosed tag <{{broken>")
                }
            }
            let stem = String(relative.dropLast(5))
            if stem == "index" {
                pages.append(("/", "index.html", html))
            } else {
                pages.append(("/\(stem)/", "\(stem)/index.html", html))
            }
        }
        if !diagnostics.isEmpty { return .failed(diagnostics: diagnostics) }

        let fileManager = FileManager.default
        let staging = source.appendingPathComponent(".public-staging-\(UUID().uuidString)")
        var changed: [String] = []
        for page in pages {
            let target = staging.appendingPathComponent(page.relativeOutput)
            try? fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(page.html.utf8).write(to: target)
            let previous = try? String(contentsOf: output.appendingPathComponent(page.relativeOutput), encoding: .utf8)
            if previous != page.html { changed.append(page.url) }
        }
        let retired = source.appendingPathComponent(".public-old-\(UUID().uuidString)")
        try? fileManager.moveItem(at: output, to: retired)
        try? fileManager.moveItem(at: staging, to: output)
        try? fileManager.removeItem(at: retired)
        return .succeeded(changedPaths: changed)
    }
}
