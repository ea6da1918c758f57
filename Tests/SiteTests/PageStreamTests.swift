import SitegenTestSupport
import Foundation
import Testing
@testable import SitegenSite

/// Pages written as they are rendered: their links to the theme's hashed files are patched in
/// place, and the site comes out byte for byte as when every page is held and rewritten.
@Suite struct PageStreamTests {
    static let repositoryRoot = TestPaths.repositoryRoot

    static func temporaryFolder(_ name: String) -> String { TestPaths.temporaryFolder(name) }

    static func read(_ path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "(missing)"
    }

    /// Under a base path that is percent-encoded, each link gets its own file's digits, a page
    /// without links and a feed are written as they came, and the result is what
    /// `ByteReplacement` makes of the page held in memory.
    @Test func linksGetTheirHashesInPlace() throws {
        let folder = Self.temporaryFolder("stream")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let basePath = "/my docs/"
        let theme = Route.file(["assets", "theme.css"]), layout = Route.file(["assets", "layout.css"])
        let output = try StagedOutput(outputPath: folder + "/public")
        let stream = PageStream(output: output, hashedRoutes: [theme, layout]) {
            PublishedTheme.quotedURL($0, basePath: basePath)
        }
        let page = #"<link href="/my%20docs/assets/theme.css"><link href="/my%20docs/assets/layout.css">"#
            + #"<a href="/my%20docs/assets/theme.css.map">map</a><script src="/my%20docs/assets/theme.css"></script>"#
        let feed = #"<link href="/my%20docs/assets/theme.css"/>"#
        let written = [
            try stream.write(Array(page.utf8), to: "docs/index.html", isHTML: true),
            try stream.write(Array("<p>no links</p>".utf8), to: "plain/index.html", isHTML: true),
            try stream.write(Array(feed.utf8), to: "feed.xml", isHTML: false),
        ]
        #expect(written.map(\.places.count) == [3, 0, 0])
        #expect(Self.read(output.stagingPath + "/docs/index.html").contains("theme.00000000.css"))

        try stream.fillHashes(written, hashes: [theme: "0123abcd", layout: "89abcdef"])
        let expected = ByteReplacement.replacing([
            (Array(#""/my%20docs/assets/theme.css""#.utf8), Array(#""/my%20docs/assets/theme.0123abcd.css""#.utf8)),
            (Array(#""/my%20docs/assets/layout.css""#.utf8), Array(#""/my%20docs/assets/layout.89abcdef.css""#.utf8)),
        ], in: Array(page.utf8))
        #expect(Self.read(output.stagingPath + "/docs/index.html") == String(decoding: expected, as: UTF8.self))
        #expect(Self.read(output.stagingPath + "/plain/index.html") == "<p>no links</p>")
        #expect(Self.read(output.stagingPath + "/feed.xml") == feed)
    }

    /// A file never named by its hash cannot be patched: the build stops rather than publish
    /// pages whose links lead nowhere.
    @Test func aMissingHashIsAnError() throws {
        let folder = Self.temporaryFolder("stream")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = Route.file(["assets", "theme.css"])
        let stream = PageStream(output: try StagedOutput(outputPath: folder + "/public"), hashedRoutes: [theme]) {
            PublishedTheme.quotedURL($0, basePath: "/")
        }
        let written = try stream.write(Array(#"<link href="/assets/theme.css">"#.utf8), to: "index.html", isHTML: true)
        #expect(throws: OutputError.self) { try stream.fillHashes([written], hashes: [:]) }
    }

    /// The bundled site built as `sitegen build` does (pages streamed to disk) and with
    /// `--precompress` (pages held in memory, then written): every file of the first is in
    /// the second with the same bytes.
    @Test func streamedBuildEqualsTheBuildHeldInMemory() throws {
        let streamed = Self.temporaryFolder("streamed"), held = Self.temporaryFolder("held")
        defer {
            try? FileManager.default.removeItem(atPath: streamed)
            try? FileManager.default.removeItem(atPath: held)
        }
        var options = BuildOptions(siteRoot: Self.repositoryRoot)
        options.outputPath = streamed
        let report = try SiteBuilder(options: options).build()
        options.outputPath = held
        options.precompresses = true
        let heldReport = try SiteBuilder(options: options).build()
        #expect(report.pageCount == heldReport.pageCount && report.pageCount > 10)

        let files = StagedOutput.files(below: streamed).keys.sorted()
        let heldFiles = StagedOutput.files(below: held).keys.filter { !$0.hasSuffix(".gz") && !$0.hasSuffix(".br") }.sorted()
        #expect(files == heldFiles)
        #expect(files.contains { $0.hasPrefix("assets/theme.") && $0.hasSuffix(".css") })
        for file in files {
            #expect(FileManager.default.contents(atPath: streamed + "/" + file)
                        == FileManager.default.contents(atPath: held + "/" + file), "\(file) differs")
        }
    }
}
