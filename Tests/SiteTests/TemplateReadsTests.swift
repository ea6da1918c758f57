import Foundation
import Mustache
import Testing
@testable import SitegenSite

/// What the incremental rebuild learns from the templates' tags: which `site` values each
/// layout reaches through its partials and parents, and which summary fields lists can show.
@Suite struct TemplateReadsTests {
    @Test func defaultThemeLayoutsReadSiteValuesThroughTheirPartialsAndParents() throws {
        let (templates, diagnostics) = TemplateSet.load(siteRoot: NSTemporaryDirectory() + "sitegen-no-site-\(UUID().uuidString)")
        #expect(!diagnostics.hasErrors)
        let reads = TemplateReads(library: templates.library)
        #expect(reads.reads("sitemap.xml", anyOf: ["allPages"]))
        #expect(reads.reads("feed.xml", anyOf: ["recent"]))
        #expect(reads.reads("home", anyOf: ["latest"]))
        // The footer, through `base`, shows the year of the newest page on every page.
        #expect(reads.reads("article", anyOf: ["updated"]))
        #expect(!reads.reads("article", anyOf: ["pages", "recent", "latest", "tags"]))
        #expect(!reads.reads("list", anyOf: ["pages", "recent"]))
        #expect(reads.shownFields.isSuperset(of: ["title", "url", "date", "summary", "tags", "content"]))
        #expect(!reads.shownFields.contains("wordCount"))
    }

    @Test func aTagNamingSiteItselfReadsEverythingAndUnknownLayoutsAreAssumedToo() throws {
        let library = try TemplateLibrary(parsing: [
            "page": "{{> nav}}{{page.title}}",
            "nav": "{{#site}}{{#pages}}{{wordCount}}{{/pages}}{{/site}}",
            "plain": "{{site.title}}",
        ])
        let reads = TemplateReads(library: library)
        #expect(reads.reads("page", anyOf: ["recent"]))
        #expect(!reads.reads("plain", anyOf: ["recent"]))
        #expect(reads.reads("missing", anyOf: ["recent"]))
        #expect(!reads.reads("page", anyOf: []))
        #expect(reads.shownFields.contains("wordCount"))
    }
}
