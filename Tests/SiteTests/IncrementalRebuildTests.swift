import Foundation
import Testing
@testable import SitegenSite

/// The preview server's rebuilds after a save: each must write exactly what a full build of
/// the new sources writes, and the edits that only reach some outputs must render only those.
@Suite("Incremental rebuild")
struct IncrementalRebuildTests {
    @Test func bodyEditRendersThePageAgainAndEqualsAFullBuild() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/docs/install.md", replacing: "Second section with", with: "Second section, with")
        let result = try site.rebuild("Content/docs/install.md").get()
        #expect(result.report.isIncremental)
        #expect(result.changedURLs == ["/docs/install/"])
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func bodyEditUpdatesTheSearchIndexAsAFullBuildWould() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/docs/install.md", replacing: "Second section with", with: "Second section with xylophonic")
        let result = try site.rebuildReportingEverything("Content/docs/install.md").get()
        #expect(result.report.isIncremental)
        #expect(result.changedURLs.contains { $0.hasPrefix("/search/s/") })
        #expect(result.changedURLs.contains { $0.hasPrefix("/search/p/") })
        let shards = try FileManager.default.contentsOfDirectory(atPath: site.outputPath + "/search/s")
        let text = try shards.map { try String(contentsOfFile: site.outputPath + "/search/s/" + $0, encoding: .utf8) }
        #expect(text.contains { $0.contains("\"xylophonic\"") })
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func aDeferredSearchIndexFollowsThePagesAndEqualsAFullBuild() throws {
        // The preview's own rebuild: the saved page is written first, the index after it,
        // from both saves since it was last written.
        let site = try PreviewSite(fixture: "basic")
        let shardsFolder = site.outputPath + "/search/s"
        func shards() throws -> String {
            try FileManager.default.contentsOfDirectory(atPath: shardsFolder).sorted()
                .map { try String(contentsOfFile: shardsFolder + "/" + $0, encoding: .utf8) }.joined()
        }
        let before = try shards()
        #expect(site.builder.finishDeferredWork() == nil)
        try site.edit("Content/docs/install.md", replacing: "Second section with", with: "Second section with xylophonic")
        let first = try site.builder.rebuild(changedPaths: [site.path("Content/docs/install.md")], defersSearchIndex: true).get()
        #expect(first.report.isIncremental)
        #expect(first.changedURLs == ["/docs/install/"])
        #expect(try shards() == before)
        try site.edit("Content/blog/first-post.md", replacing: "Hello.", with: "Hello, quodlibetical.")
        let second = try site.builder.rebuild(changedPaths: [site.path("Content/blog/first-post.md")], defersSearchIndex: true).get()
        #expect(second.changedURLs == ["/blog/first-post/", "/feed.xml"])
        let index = try #require(site.builder.finishDeferredWork()).get()
        #expect(index.report.isIncremental)
        #expect(index.changedURLs.allSatisfy { $0.hasPrefix("/search/") } && !index.changedURLs.isEmpty)
        #expect(try shards().contains("\"xylophonic\"") && shards().contains("\"quodlibetical\""))
        #expect(site.builder.finishDeferredWork() == nil)
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func bodyEditOfARecentPageAlsoChangesTheFeed() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/blog/first-post.md", replacing: "Hello.", with: "Hello again, and more text.")
        let result = try site.rebuild("Content/blog/first-post.md").get()
        #expect(result.report.isIncremental)
        #expect(result.changedURLs == ["/blog/first-post/", "/feed.xml"])
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func titleEditReachesListingsNeighboursTagsAndFeeds() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/blog/first-post.md", replacing: "title: First post", with: "title: The first post")
        let result = try site.rebuild("Content/blog/first-post.md").get()
        #expect(result.report.isIncremental)
        // The home page lists every section's pages; the tags' index shows names and counts only.
        for url in ["/blog/first-post/", "/blog/", "/blog/the-second/", "/tags/news/", "/", "/feed.xml"] {
            #expect(result.changedURLs.contains(url), "\(url) should have changed")
        }
        #expect(!result.changedURLs.contains("/docs/install/"))
        #expect(!result.changedURLs.contains("/tags/"))
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func dateEditMovesAPageBetweenYearGroups() throws {
        let site = try PreviewSite(fixture: "toc")
        try site.edit("Content/posts/2026-09-post.md", replacing: "date: 2026-09-10", with: "date: 2024-02-10")
        let result = try site.rebuild("Content/posts/2026-09-post.md").get()
        #expect(result.report.isIncremental)
        #expect(result.changedURLs.contains("/posts/"))
        #expect(try site.differencesFromFullBuild() == [])
        // And back, once more incrementally.
        try site.edit("Content/posts/2026-09-post.md", replacing: "date: 2024-02-10", with: "date: 2026-09-10")
        #expect(try site.rebuild("Content/posts/2026-09-post.md").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func tagEditWithinTheSiteTagsIsIncremental() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/blog/first-post.md", replacing: "tags: [news]", with: "tags: [news, guide]")
        let result = try site.rebuild("Content/blog/first-post.md").get()
        #expect(result.report.isIncremental)
        #expect(result.changedURLs.contains("/tags/guide/"))
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func bodyEditRendersNoTagPageAgain() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/docs/install.md", replacing: "Second section with", with: "Second section, with")
        let result = try site.rebuild("Content/docs/install.md").get()
        #expect(result.report.isIncremental)
        #expect(result.report.renderedFiles.contains("docs/install/index.html"))
        #expect(!result.report.renderedFiles.contains { $0.hasPrefix("tags/") })
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func tagEditRendersTheTagsItTouchesOnly() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/blog/first-post.md", replacing: "tags: [news]", with: "tags: [news, guide]")
        let result = try site.rebuild("Content/blog/first-post.md").get()
        let tagPages = Set(result.report.renderedFiles.filter { $0.hasPrefix("tags/") })
        #expect(tagPages.contains("tags/news/index.html") && tagPages.contains("tags/guide/index.html"))
        #expect(!tagPages.contains("tags/setup/index.html"))
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func tagThatAppearsOrVanishesFallsBackToAFullBuild() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/blog/first-post.md", replacing: "tags: [news]", with: "tags: [news, fresh]")
        let added = try site.rebuild("Content/blog/first-post.md").get()
        #expect(!added.report.isIncremental)
        #expect(added.changedURLs.contains("/tags/fresh/"))
        #expect(try site.differencesFromFullBuild() == [])
        try site.edit("Content/blog/first-post.md", replacing: "tags: [news, fresh]", with: "tags: []")
        #expect(try !site.rebuild("Content/blog/first-post.md").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func addedAndRemovedPagesFallBackToAFullBuild() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.write("Content/blog/third-post.md", "---\ntitle: Third post\ndate: 2026-04-01\n---\n\nThird.\n")
        let added = try site.rebuild("Content/blog/third-post.md").get()
        #expect(!added.report.isIncremental)
        #expect(added.changedURLs.contains("/blog/third-post/"))
        #expect(try site.differencesFromFullBuild() == [])
        try FileManager.default.removeItem(atPath: site.path("Content/blog/third-post.md"))
        let removed = try site.rebuild("Content/blog/third-post.md").get()
        #expect(!removed.report.isIncremental)
        #expect(removed.changedURLs.contains("/blog/third-post/"))
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func templateEditFallsBackToAFullBuild() throws {
        let site = try PreviewSite(fixture: "theme-override")
        let template = try site.read("Templates/footer.mustache")
        try site.write("Templates/footer.mustache", template + "<p>Edited footer</p>\n")
        let result = try site.rebuild("Templates/footer.mustache").get()
        #expect(!result.report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
        // Pages of a site with its own templates rebuild incrementally too.
        try site.edit("Content/docs/page.md", replacing: "---\n\n", with: "---\n\nA new first line.\n\n")
        #expect(try site.rebuild("Content/docs/page.md").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func brokenEditReportsItsPlaceAndTheNextSaveRecoversIncrementally() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/blog/first-post.md", replacing: "date: 2026-01-15", with: "date: [unclosed")
        guard case .failure(let failure) = site.rebuild("Content/blog/first-post.md") else {
            Issue.record("a broken front matter should fail the rebuild")
            return
        }
        let errors = failure.diagnostics.sorted.filter { $0.severity == .error }.map(\.description)
        #expect(errors.contains { $0.hasPrefix("Content/blog/first-post.md:4:5: error: invalid YAML") })
        #expect(errors == site.fullBuildErrors())
        // Another page saved meanwhile does not hide the error.
        try site.edit("Content/docs/install.md", replacing: "Some text with", with: "Some other text with")
        guard case .failure = site.rebuild("Content/docs/install.md") else {
            Issue.record("the broken page is still broken")
            return
        }
        try site.edit("Content/blog/first-post.md", replacing: "date: [unclosed", with: "date: 2026-01-16")
        let fixed = try site.rebuild("Content/blog/first-post.md").get()
        #expect(fixed.report.isIncremental)
        #expect(fixed.changedURLs.contains("/docs/install/"))
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func folderPageBodyIsIncrementalItsTitleIsNot() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("Content/docs/_index.md", replacing: "fixture.\n", with: "fixture.\n\nAnd a second paragraph.\n")
        #expect(try site.rebuild("Content/docs/_index.md").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
        try site.edit("Content/docs/_index.md", replacing: "title: ", with: "title: All ")
        #expect(try !site.rebuild("Content/docs/_index.md").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func saveThroughATemporaryOfAnyNameIsIncremental() throws {
        let site = try PreviewSite(fixture: "basic")
        // What `sed -i` does: write `sedXXXXXX` beside the file, rename it over the file.
        let text = try site.read("Content/docs/install.md").replacingOccurrences(of: "Second section", with: "Next section")
        try Data(text.utf8).write(to: URL(fileURLWithPath: site.path("Content/docs/sedK3v9aQ")))
        #expect(rename(site.path("Content/docs/sedK3v9aQ"), site.path("Content/docs/install.md")) == 0)
        let result = try site.rebuild("Content/docs/install.md", "Content/docs/sedK3v9aQ").get()
        #expect(result.report.isIncremental)
        #expect(result.changedURLs == ["/docs/install/"])
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func unchangedSaveWritesNothing() throws {
        let site = try PreviewSite(fixture: "basic")
        let text = try site.read("Content/docs/install.md")
        try site.write("Content/docs/install.md", text)
        let result = try site.rebuild("Content/docs/install.md").get()
        #expect(result.report.isIncremental)
        #expect(result.changedURLs == [])
    }

    @Test func anythingElseIsAFullBuild() throws {
        let site = try PreviewSite(fixture: "basic")
        try site.edit("sitegen.yml", replacing: "title: Fixture site", with: "title: Fixture site renamed")
        #expect(try !site.rebuild("sitegen.yml").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
        #expect(try !site.builder.rebuild(changedPaths: nil).get().report.isIncremental)
    }

    @Test func theFontsHoldWhatTheSiteShowsNowNotWhatItOnceShowed() throws {
        let site = try PreviewSite(fixture: "basic")
        let original = try site.read("Content/docs/install.md")
        // A character no page had: the subsets grow (a full build).
        try site.write("Content/docs/install.md", original + "\nOmega: Ω, and a check: ✓.\n")
        #expect(try !site.rebuild("Content/docs/install.md").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
        // Shown twice, then once: the subsets stay, the save is incremental.
        try site.edit("Content/blog/first-post.md", replacing: "Hello.", with: "Hello Ω.")
        #expect(try site.rebuild("Content/blog/first-post.md").get().report.isIncremental)
        try site.edit("Content/blog/first-post.md", replacing: "Hello Ω.", with: "Hello.")
        #expect(try site.rebuild("Content/blog/first-post.md").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
        // No page shows them any more: the subsets of a full build are smaller.
        try site.write("Content/docs/install.md", original)
        let result = try site.rebuild("Content/docs/install.md").get()
        #expect(!result.report.isIncremental)
        #expect(result.changedURLs.contains { $0.hasPrefix("/assets/fonts/") })
        #expect(try site.differencesFromFullBuild() == [])
    }

    @Test func theCJKFontGoesWithTheLastPageThatNeedsIt() throws {
        let site = try PreviewSite(fixture: "basic")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.outputPath + "/assets/fonts").contains { $0.contains("CJK") })
        try site.write("Content/zh/安装指南.md", "---\ntitle: Install guide\n---\n\n## Install guide\n\nIn English now.\n\n## Config {#config}\n")
        #expect(try !site.rebuild("Content/zh/安装指南.md").get().report.isIncremental)
        #expect(try site.differencesFromFullBuild() == [])
        #expect(try !FileManager.default.contentsOfDirectory(atPath: site.outputPath + "/assets/fonts").contains { $0.contains("CJK") })
    }
}
