import SitegenTestSupport
import Foundation
import Testing
@testable import SitegenSite

/// Editors' scratch and backup files beside the sources: never read as content, never
/// published, never a warning; and files that vanish between listing and reading are gone.
struct EditorFilesBuildTests {
    static let scratchNames = [
        "x.tmp", "4913", ".install.md.swp", "install.md~", "#install.md#", "install.md___jb_tmp___",
        ".goutputstream-Q7T2ZB", ".install.md.kate-swp", "install.md.crswap", "broken.md.tmp",
    ]

    @Test func scratchFilesAreNeitherReadNorPublished() throws {
        let site = try TemporarySite(fixture: "basic")
        // Each would fail the build if it were read as a page (bad front matter) or be published as an asset.
        for name in Self.scratchNames {
            try site.write("Content/docs/" + name, "---\ntitle: [unclosed\n---\n")
        }
        try site.write("Templates/footer.mustache.tmp", "{{#unclosed}}")
        try site.write("Templates/footer.mustache~", "{{#unclosed}}")
        var options = BuildOptions(siteRoot: site.root.path)
        options.outputPath = site.root.path + "/public"
        let report = try SiteBuilder(options: options).build()
        let published = FileManager.default.enumerator(atPath: site.root.path + "/public")?.allObjects as? [String] ?? []
        let scratch = Set(Self.scratchNames + ["footer.mustache.tmp", "footer.mustache~"])
        #expect(published.filter { scratch.contains(($0 as NSString).lastPathComponent) } == [])
        let mentioned = report.warnings.filter { warning in scratch.contains { warning.description.contains($0) } }
        #expect(mentioned.isEmpty, "\(mentioned)")
    }

    @Test func aPageDeletedBeforeItIsReadIsNoPageAndNoError() {
        let file = ContentFile(kind: .page, relativePath: "docs/gone.md", displayPath: "Content/docs/gone.md",
                               absolutePath: NSTemporaryDirectory() + "sitegen-gone-\(UUID().uuidString).md")
        guard case .done(.failure(let problems)) = ReadPagesStep.start(file, options: .init(), cache: nil) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(problems.isEmpty)
    }

    @Test func aFileDeletedBeforeItIsCopiedIsLeftOut() throws {
        let folder = TestPaths.temporaryFolder("copy-gone")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try StagedOutput(outputPath: folder + "/public")
        try output.copy(from: folder + "/no-such-image.png", to: "docs/no-such-image.png")
        try output.commit()
        #expect(!FileManager.default.fileExists(atPath: folder + "/public/docs/no-such-image.png"))
    }
}
