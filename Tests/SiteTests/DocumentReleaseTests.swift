import SitegenTestSupport
import Foundation
import SitegenCore
import SitegenMarkdown
import Testing
@testable import SitegenSite

/// A one-off build lets each page's document go as soon as it is read, keeping what the
/// steps before measuring need of it (`DocumentExtract`), and reads the page again where it
/// is measured: the site comes out byte for byte as when every document is kept.
@Suite struct DocumentReleaseTests {
    /// The bundled site (search, remote-free images, callouts, code, two languages of strings)
    /// built as `sitegen build` does, and with `--check`, which keeps every document for the
    /// link check: the same files with the same bytes.
    @Test func aBuildThatLetsDocumentsGoWritesTheSameSite() throws {
        let released = TestPaths.temporaryFolder("released"), kept = TestPaths.temporaryFolder("kept")
        defer {
            try? FileManager.default.removeItem(atPath: released)
            try? FileManager.default.removeItem(atPath: kept)
        }
        var options = BuildOptions(siteRoot: TestPaths.repositoryRoot)
        options.outputPath = released
        let releasing = try SiteBuilder(options: options).run(cache: nil)
        options.outputPath = kept
        options.checksLinks = true
        let keeping = try SiteBuilder(options: options).run(cache: nil)

        let articles = releasing.plan.pages.filter { $0.source != nil }
        #expect(articles.count > 10)
        #expect(articles.allSatisfy { $0.document == nil && $0.extract != nil })
        #expect(keeping.plan.pages.filter { $0.source != nil }.allSatisfy { $0.document != nil })

        let files = StagedOutput.files(below: released).keys.sorted()
        #expect(files == StagedOutput.files(below: kept).keys.sorted())
        #expect(files.contains("search/index.json"))
        for file in files {
            #expect(FileManager.default.contents(atPath: released + "/" + file)
                        == FileManager.default.contents(atPath: kept + "/" + file), "\(file) differs")
        }
    }

    /// A page read again gives the document first read; one changed or removed since is an
    /// error at its file, not a page made from other text than the rest of the site saw.
    @Test func aPageReadAgainMustBeThePageRead() throws {
        let site = try TemporarySite()
        try site.write("Content/guide.md", "---\ntitle: Guide\n---\n# Start\n\nSome ![logo](https://example.org/a.png) text.\n")
        let environment = BuildEnvironment(options: BuildOptions(siteRoot: site.root.path), siteRoot: site.root.path,
                                           outputPath: site.output.path)
        var pipeline = BuildPipeline(environment)
        let config = try pipeline.run(LoadConfigStep())
        let files = try pipeline.run(DiscoverContentStep())
        let kept = try pipeline.run(ReadPagesStep(files: files, config: config)).pages
        let released = try pipeline.run(ReadPagesStep(files: files, config: config, keepsDocuments: false)).pages
        let page = try #require(released.first)
        #expect(page.document == nil && page.hasMarkdown)
        #expect(ReadRemoteImageSizesStep.remoteImages(of: page).map(\.source) == ["https://example.org/a.png"])
        let options = MarkdownOptions(unsafeHTML: config.unsafe)
        #expect(try DocumentRereading.document(of: page, options: options).get() == kept.first?.document)

        try site.write("Content/guide.md", "---\ntitle: Guide\n---\n# Start\n\nOther text.\n")
        let changed = DocumentRereading.document(of: page, options: options)
        guard case .failure(let problems) = changed else { Issue.record("a changed page was read"); return }
        #expect(problems.errors.map(\.location.file) == ["Content/guide.md"])
        #expect(problems.errors.first?.message.contains("changed while the site was built") == true)

        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/guide.md"))
        guard case .failure(let gone) = DocumentRereading.document(of: page, options: options) else {
            Issue.record("a removed page was read"); return
        }
        #expect(gone.errors.first?.message.contains("removed") == true)
    }
}
