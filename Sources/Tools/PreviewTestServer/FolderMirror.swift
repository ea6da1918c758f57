import Foundation
import SitegenServer

/// The benchmark's stand-in for a build: copies changed files from the source folder into
/// the served folder and names the URL paths they serve (`docs/a/index.html` → `/docs/a/`).
/// A file containing `{{broken` fails the "build" with a `file:line:col` diagnostic, so the
/// error page and its recovery can be tried by hand.
struct FolderMirror: Sendable {
    let source: String
    let destination: String

    func update(_ changes: FileChanges) -> RebuildOutcome {
        let broken = brokenFiles()
        if !broken.isEmpty { return .failed(diagnostics: broken) }
        switch changes {
        case .everything:
            try? FileManager.default.removeItem(atPath: destination)
            try? FileManager.default.copyItem(atPath: source, toPath: destination)
            return .succeededChangingEverything
        case .paths(let paths):
            var urls: [String] = []
            for path in paths where path.hasPrefix(source + "/") {
                let relative = String(path.dropFirst(source.count + 1))
                let target = destination + "/" + relative
                try? FileManager.default.removeItem(atPath: target)
                if FileManager.default.fileExists(atPath: path) {
                    try? FileManager.default.createDirectory(
                        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try? FileManager.default.copyItem(atPath: path, toPath: target)
                }
                urls.append("/" + (relative.hasSuffix("index.html") ? String(relative.dropLast(10)) : relative))
            }
            return .succeeded(changedPaths: urls)
        }
    }

    private func brokenFiles() -> [String] {
        var diagnostics: [String] = []
        let files = (FileManager.default.enumerator(atPath: source)?.allObjects as? [String] ?? []).sorted()
        for relative in files {
            guard let text = try? String(contentsOfFile: source + "/" + relative, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let range = line.range(of: "{{broken") {
                    let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                    diagnostics.append("\(relative):\(index + 1):\(column): error: unclosed tag '{{broken'")
                }
            }
        }
        return diagnostics
    }
}
