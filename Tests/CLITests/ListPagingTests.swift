import SitegenTestSupport
import Foundation
import Testing

/// Long lists split into pages a reader can load: a folder of 123 dated articles and a tag
/// on 101 of them, at the default theme's 50 rows a page.
@Suite struct ListPagingTests {
    static let articles = 123
    static let tagged = 101

    func makeSite() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("sitegen.yml", "title: Paged\nbaseURL: https://paged.example/\nlanguage: de\n")
        for number in 1...Self.articles {
            let day = String(format: "2025-%02d-%02d", (number % 12) + 1, (number % 28) + 1)
            let tags = number <= Self.tagged ? "\ntags: [common]" : ""
            try site.write("Content/posts/post-\(number).md",
                           "---\ntitle: Post number \(number)\ndate: \(day)\(tags)\n---\n\nBody of post \(number).\n")
        }
        return site
    }

    func rows(_ html: String) -> [String] {
        html.components(separatedBy: "<li class=\"sg-row\" id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    func titles(_ html: String) -> [String] {
        html.components(separatedBy: "class=\"sg-row-title\" href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func aLongFolderAndTagAreSplitIntoLinkedPages() throws {
        let site = try makeSite()
        let outcome = try SitegenProcess.run(["build", "--source", site.root.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")

        // The folder: 123 rows as 50 + 50 + 23, every article once, in the folder's order.
        let folderPages = try ["posts/index.html", "posts/page/2/index.html", "posts/page/3/index.html"].map { try site.read("public/" + $0) }
        #expect(folderPages.map { rows($0).count } == [50, 50, 23])
        #expect(folderPages.allSatisfy { rows($0).first == "sg-row-1" })
        let listed = folderPages.flatMap(titles)
        #expect(listed.count == Self.articles && Set(listed).count == Self.articles)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("posts/page/4").path))
        // Each page is measured for its own rows.
        for page in folderPages {
            let json = try #require(page.components(separatedBy: "id=\"sg-list-layout\">").dropFirst().first)
            #expect(json.components(separatedBy: "\"sg-row-").count - 1 >= rows(page).count)
            #expect(!json.contains("\"sg-row-\(rows(page).count + 1)\""))
        }

        // Linked to each other, in the head and below the list, in the site's language.
        let second = folderPages[1]
        #expect(second.contains("<link rel=\"prev\" href=\"/posts/\">"))
        #expect(second.contains("<link rel=\"next\" href=\"/posts/page/3/\">"))
        #expect(second.contains("<link rel=\"canonical\" href=\"https://paged.example/posts/page/2/\">"))
        #expect(second.contains("<title>Posts · Seite 2 · Paged</title>"))
        #expect(second.contains("aria-current=\"page\">2</span>"))
        #expect(second.contains("href=\"/posts/page/3/\" rel=\"next\">Weiter</a>"))
        #expect(folderPages[0].contains("<link rel=\"next\" href=\"/posts/page/2/\">"))
        #expect(!folderPages[0].contains("rel=\"prev\""))
        #expect(!folderPages[2].contains("rel=\"next\""))

        // The tag: 101 rows, newest first, as 50 + 50 + 1.
        let tagPages = try ["tags/common/index.html", "tags/common/page/2/index.html", "tags/common/page/3/index.html"]
            .map { try site.read("public/" + $0) }
        #expect(tagPages.map { rows($0).count } == [50, 50, 1])
        #expect(Set(tagPages.flatMap(titles)).count == Self.tagged)
        #expect(tagPages[2].contains("<link rel=\"prev\" href=\"/tags/common/page/2/\">"))

        // In the sitemap; no page over the rows a page holds.
        let sitemap = try site.read("public/sitemap.xml")
        for url in ["posts/page/2/", "posts/page/3/", "tags/common/page/2/", "tags/common/page/3/"] {
            #expect(sitemap.contains("<loc>https://paged.example/\(url)</loc>"), "\(url)")
        }
    }

    @Test func pagedListsAreTheSameOnEveryBuild() throws {
        let site = try makeSite()
        try SitegenProcess.run(["build", "--source", site.root.path])
        let first = TemporarySite.snapshot(site.output)
        try SitegenProcess.run(["build", "--source", site.root.path])
        let second = TemporarySite.snapshot(site.output)
        #expect(first.map(\.0) == second.map(\.0))
        #expect(first.map(\.1) == second.map(\.1))
    }

    @Test func aFolderNamedPageBesideAPagedListIsAReportedCollision() throws {
        let site = try makeSite()
        try site.write("Content/posts/page/2.md", "# Two\n")
        let outcome = try SitegenProcess.run(["build", "--source", site.root.path])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("Content/posts/page/2.md"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("page 2 of the list of Content/posts"), "\(outcome.stderr)")
    }
}
