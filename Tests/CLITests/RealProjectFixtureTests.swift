import Foundation
import SitegenTestSupport
import Testing

/// Two projects laid out as their authors would lay them out, built with the real binary: a
/// book in mdBook's layout (`book`: SUMMARY.md with parts, nesting and a draft chapter,
/// numbered files, raw `<img>` figures) and a newsletter of 400 numbered issues with images
/// (`newsletter`, its issues written by `NewsletterFixture`). A reader must be able to follow
/// them: the home page lists what there is, sidebars and previous/next go in the book's
/// order, issues in their numbers' order, every image is there, and no date is made up.
@Suite struct RealProjectFixtureTests {
    /// The book's chapters in SUMMARY.md's order, as URLs (the draft chapter has none).
    static let bookOrder = ["/00-foreword/", "/01-intro/", "/quick-reference/", "/02-input/", "/02-input/01-files/",
                            "/02-input/02-streams/", "/02-input/10-encodings/", "/03-output/", "/04-errors/",
                            "/05-packaging/", "/99-afterword/"]

    @Test func theBookBuildsIntoSummaryOrder() throws {
        let site = try TemporarySite(fixture: "book")
        let outcome = try SitegenProcess.run(["build", "--source", site.root.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = (outcome.stdout + outcome.stderr).split(separator: "\n")
        #expect(lines.count <= 40 && !lines.contains { $0.contains("error:") }, "\(outcome.stderr)")

        let home = try html(site, "/")
        #expect(Self.hrefs(in: Self.section(of: home, from: "class=\"home-contents\"", to: "</ul>")) == Self.bookOrder)
        #expect(home.contains("<span class=\"sidebar-draft\">Testing</span>"))
        for page in Self.bookOrder {
            let sidebar = Self.section(of: try html(site, page), from: "class=\"sidebar-list\"", to: "</ul>")
            #expect(Self.hrefs(in: sidebar) == Self.bookOrder, "sidebar of \(page)")
            #expect(sidebar.contains("<li class=\"sidebar-part\">Part one: the basics</li>"))
        }
        #expect(try Self.followingNext(from: Self.bookOrder[0], in: site) == Self.bookOrder)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("SUMMARY").path))
        try expectImagesResolve(site)
        try expectNoMadeUpDate(site)
    }

    @Test func theNewsletterListsIssuesInNumberOrder() throws {
        let site = try TemporarySite(fixture: "newsletter")
        try NewsletterFixture.writeIssues(into: site)
        let outcome = try SitegenProcess.run(["build", "--source", site.root.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = (outcome.stdout + outcome.stderr).split(separator: "\n")
        #expect(lines.count <= 40 && !lines.contains { $0.contains("error:") }, "\(outcome.stderr)")

        let numbers = (1...NewsletterFixture.issueCount).map { "/issues/\($0)/" }
        // The folder's list, 50 issues a page, page after page.
        let listed = try (1...8).flatMap { page in
            let url = page == 1 ? "/issues/" : "/issues/page/\(page)/"
            return Self.hrefs(in: Self.section(of: try html(site, url), from: "id=\"sg-list\"", to: "</ul>"))
        }
        #expect(listed == numbers)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("issues/page/9").path))
        let home = Self.section(of: try html(site, "/"), from: "class=\"home-contents\"", to: "</ul>")
        #expect(Self.hrefs(in: home) == ["/about/", "/issues/"] + numbers.prefix(10) + ["/issues/"])
        let ninth = try html(site, "/issues/9/")
        #expect(ninth.contains("href=\"/issues/8/\" rel=\"prev\"") && ninth.contains("href=\"/issues/10/\" rel=\"next\""))
        let sidebar = Self.hrefs(in: Self.section(of: try html(site, "/issues/100/"), from: "class=\"sidebar-list\"", to: "</ul>"))
        // A window of 50 around the page: 25 before it.
        #expect(sidebar == Array(numbers[74..<124]))
        try expectImagesResolve(site)
        try expectNoMadeUpDate(site)
    }

    @Test func summaryProblemsAreLocatedErrorsAndKeepThePreviousOutput() throws {
        let site = try TemporarySite(fixture: "book")
        #expect(try SitegenProcess.run(["build", "--source", site.root.path]).status == 0)
        let before = TemporarySite.snapshot(site.output).map(\.0)
        var summary = try site.read("Content/SUMMARY.md")
        summary += "\n- [Missing](06-missing.md)\n- [Again](01-intro.md)\n"
        try site.write("Content/SUMMARY.md", summary)
        try site.write("Content/02-input/_nav.yml", "- 02-streams.md\n- ../\n")
        let outcome = try SitegenProcess.run(["build", "--source", site.root.path])
        #expect(outcome.status != 0)
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
        let missingLine = try #require(lines.firstIndex { $0.contains("06-missing") }) + 1
        #expect(outcome.stderr.contains("Content/SUMMARY.md:\(missingLine):3: error: '06-missing.md' is not a page of the site"))
        #expect(outcome.stderr.contains("Content/SUMMARY.md:\(missingLine + 1):3: error: '01-intro.md' is listed twice"))
        #expect(outcome.stderr.contains("Content/02-input/_nav.yml:2:3: error: '../' is not a name in this folder"))
        #expect(TemporarySite.snapshot(site.output).map(\.0) == before)
    }

    @Test func aFolderFileOrdersItsFolder() throws {
        let site = try TemporarySite(fixture: "newsletter")
        try NewsletterFixture.writeIssues(into: site, count: 12)
        try site.write("Content/issues/_nav.yml", "- 12\n- 3.md\n")
        #expect(try SitegenProcess.run(["build", "--source", site.root.path]).status == 0)
        let list = Self.hrefs(in: Self.section(of: try html(site, "/issues/"), from: "id=\"sg-list\"", to: "</ul>"))
        #expect(list == ["/issues/12/", "/issues/3/"] + [1, 2, 4, 5, 6, 7, 8, 9, 10, 11].map { "/issues/\($0)/" })
    }

    // MARK: Reading the output

    func html(_ site: TemporarySite, _ url: String) throws -> String {
        try String(contentsOf: site.output.appendingPathComponent(url + "index.html"), encoding: .utf8)
    }

    /// The text from the first `start` to the next `end` after it; empty when `start` is not there.
    static func section(of html: String, from start: String, to end: String) -> String {
        guard let open = html.range(of: start), let close = html[open.upperBound...].range(of: end) else { return "" }
        return String(html[open.upperBound..<close.lowerBound])
    }

    static func hrefs(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    /// The pages met following each page's `rel="next"` link from `url`.
    static func followingNext(from url: String, in site: TemporarySite) throws -> [String] {
        var seen = [url]
        var current = url
        while seen.count < 100 {
            let page = try String(contentsOf: site.output.appendingPathComponent(current + "index.html"), encoding: .utf8)
            let pager = section(of: page, from: "class=\"pager\"", to: "</nav>")
            guard let next = pager.components(separatedBy: "<a ").first(where: { $0.contains("rel=\"next\"") })
                .flatMap({ hrefs(in: $0).first }) else { break }
            seen.append(next)
            current = next
        }
        return seen
    }

    /// Every `<img src>` of every page names a file of the output.
    func expectImagesResolve(_ site: TemporarySite) throws {
        var checked = 0
        for (path, data) in TemporarySite.snapshot(site.output) where path.hasSuffix(".html") {
            let text = String(decoding: data, as: UTF8.self)
            for piece in text.components(separatedBy: "<img ").dropFirst() {
                let source = try #require(Self.section(of: piece, from: "src=\"", to: "\"").removingPercentEncoding)
                #expect(FileManager.default.fileExists(atPath: site.output.path + source), "\(path): \(source)")
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    /// No file of the output says 1970 (the epoch's year, shown for a date nobody gave).
    func expectNoMadeUpDate(_ site: TemporarySite) throws {
        for (path, data) in TemporarySite.snapshot(site.output) where !path.hasSuffix(".woff2") {
            #expect(!String(decoding: data, as: UTF8.self).contains("1970"), "\(path)")
        }
    }
}
