import SitegenTestSupport
import Foundation
@testable import SitegenSite

/// A fixture site copied to a temporary folder, built once by a `PreviewBuilder`, to edit
/// and rebuild; and a fresh full build of the same sources to compare the preview with.
final class PreviewSite {
    let root: String
    let builder: PreviewBuilder
    private var freshBuilds = 0

    /// Copies `Tests/Fixtures/<fixture>` and builds it once, in full.
    init(fixture: String) throws {
        let fixtures = URL(fileURLWithPath: TestPaths.repositoryRoot).appendingPathComponent("Tests/Fixtures")
        root = NSTemporaryDirectory() + "sitegen-preview-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(fixture).path) {
            try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent(fixture).appendingPathComponent(name).path,
                                             toPath: root + "/" + name)
        }
        builder = try PreviewBuilder(options: BuildOptions(siteRoot: root), outputPath: root + "/preview")
        _ = try builder.rebuild().get()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var outputPath: String { builder.outputPath }

    func path(_ relative: String) -> String { root + "/" + relative }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Writes `text` to `relative` as an editor saves: a new file renamed over the old one.
    func write(_ relative: String, _ text: String) throws {
        let target = path(relative)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let temporary = target + ".saving"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, target) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Replaces the first `old` in `relative` by `new`; returns the file's absolute path.
    @discardableResult
    func edit(_ relative: String, replacing old: String, with new: String) throws -> String {
        let text = try read(relative)
        guard let range = text.range(of: old) else { throw CocoaError(.fileReadCorruptFile) }
        try write(relative, text.replacingCharacters(in: range, with: new))
        return path(relative)
    }

    /// Rebuilds after `changed` (paths below the site) changed. The changed URLs leave out
    /// the search index's files (`/search/…`), which change with any page's text; the
    /// comparison with a full build covers them.
    func rebuild(_ changed: String...) -> Result<(report: BuildReport, changedURLs: [String]), BuildFailure> {
        builder.rebuild(changedPaths: changed.map(path)).map { result in
            (result.report, result.changedURLs.filter { !$0.hasPrefix("/search/") })
        }
    }

    /// Rebuilds after `changed` changed; every changed URL, the search index's included.
    func rebuildReportingEverything(_ changed: String...) -> Result<(report: BuildReport, changedURLs: [String]), BuildFailure> {
        builder.rebuild(changedPaths: changed.map(path))
    }

    /// The errors (`file:line:col: error: message`) a full build of the sources reports.
    func fullBuildErrors() -> [String] {
        var options = BuildOptions(siteRoot: root)
        options.outputPath = root + "/fresh-failed"
        do {
            _ = try SiteBuilder(options: options).build()
            return []
        } catch let failure as BuildFailure {
            return failure.diagnostics.sorted.filter { $0.severity == .error }.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// Every file below `folder`, by relative path, with its bytes.
    static func tree(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
            }
        }
        return files
    }

    /// The files where the preview's output differs from a fresh full build of the same
    /// sources in a new process-like state (no cache): sorted paths, empty when equal.
    func differencesFromFullBuild() throws -> [String] {
        freshBuilds += 1
        var options = BuildOptions(siteRoot: root)
        options.outputPath = root + "/fresh-\(freshBuilds)"
        _ = try SiteBuilder(options: options).build()
        let fresh = try Self.tree(root + "/fresh-\(freshBuilds)")
        let preview = try Self.tree(outputPath)
        try FileManager.default.removeItem(atPath: root + "/fresh-\(freshBuilds)")
        return Set(fresh.keys).union(preview.keys).filter { fresh[$0] != preview[$0] }.sorted()
    }
}
