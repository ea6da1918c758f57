import Mustache
import SitegenMarkdown
import Testing
@testable import SitegenSite

/// What templates get to render: tables of contents, neighbours, dates, reading time, tags.
@Suite struct TemplateDataTests {
    @Test func tocNestsSectionsByLevel() throws {
        let site = try PlannedSite([
            "Content/guide.md": """
                ---
                title: Guide
                ---
                ## Install
                ### On Linux
                ### On macOS {#mac}
                ## Use
                #### Deep
                ## 配置
                """,
        ])
        let toc = try site.pageValue("/guide/").at("toc")?.items ?? []
        #expect(toc.map { $0.at("title")?.text } == ["Install", "Use", "配置"])
        #expect(toc.map { $0.at("id")?.text } == ["install", "use", "配置"])
        #expect(toc[0].at("level") == 2)
        #expect(toc[0].at("hasChildren") == true)
        let children = toc[0].at("children")?.items ?? []
        #expect(children.map { $0.at("id")?.text } == ["on-linux", "mac"])
        #expect(children.map { $0.at("level") } == [3, 3])
        #expect(toc[1].at("children")?.items.map { $0.at("level") } == [4])
        #expect(toc[2].at("hasChildren") == false)
        #expect(try site.pageValue("/guide/").at("hasToc") == true)
    }

    @Test func aTitleHeadingBecomesThePageTitleOnce() throws {
        let site = try PlannedSite([
            "Content/a.md": "# The Title\n\nIntro.\n\n## Part\n\nText.\n",
            "Content/b.md": "---\ntitle: Own title\n---\n# A heading\n\n## Part\n",
        ])
        let a = try site.pageValue("/a/")
        #expect(a.at("title")?.text == "The Title")
        #expect(a.at("titleID")?.text == "the-title")
        #expect(a.at("content")?.text?.contains("<h1") == false)
        #expect(a.at("content")?.text?.contains("<h2 id=\"part\">Part</h2>") == true)
        #expect(a.at("toc")?.items.map { $0.at("id")?.text } == ["part"])
        // A title from front matter leaves the content's own heading where it is.
        let b = try site.pageValue("/b/")
        #expect(b.at("titleID") == .null)
        #expect(b.at("content")?.text?.contains("<h1 id=\"a-heading\">A heading</h1>") == true)
        #expect(b.at("toc")?.items.map { $0.at("id")?.text } == ["a-heading"])
    }

    @Test func previousAndNextFollowTheListingOrder() throws {
        let site = try PlannedSite([
            "Content/docs/one.md": "---\ntitle: One\nweight: 1\n---\n",
            "Content/docs/two.md": "---\ntitle: Two\nweight: 2\n---\n",
            "Content/docs/three.md": "---\ntitle: Three\nweight: 3\n---\n",
            "Content/blog/old.md": "---\ntitle: Old\ndate: 2026-01-01\n---\n",
            "Content/blog/new.md": "---\ntitle: New\ndate: 2026-02-01\n---\n",
        ])
        let two = try site.pageValue("/docs/two/")
        #expect(two.at("prev.title")?.text == "One")
        #expect(two.at("prev.url")?.text == "/docs/one/")
        #expect(two.at("next.title")?.text == "Three")
        #expect(two.at("hasPager") == true)
        #expect(try site.pageValue("/docs/one/").at("prev") == .null)
        #expect(try site.pageValue("/docs/three/").at("next") == .null)
        // Newest first: the newer post comes before the older one.
        #expect(try site.pageValue("/blog/new/").at("next.title")?.text == "Old")
        #expect(try site.pageValue("/blog/new/").at("prev") == .null)
        #expect(try site.pageValue("/").at("hasPager") == false)
        // Breadcrumbs and the sidebar see the same folder.
        #expect(two.at("breadcrumbs")?.items.map { $0.at("title")?.text } == ["Docs"])
        #expect(two.at("sidebar.title")?.text == "Docs")
        let sidebar = two.at("sidebar.pages")?.items ?? []
        #expect(sidebar.map { $0.at("title")?.text } == ["One", "Two", "Three"])
        #expect(sidebar.map { $0.at("current") } == [false, true, false])
    }

    @Test func aLargeFolderShowsAWindowOfTheSidebar() throws {
        var files: [String: String] = [:]
        for number in 1 ... 60 {
            files["Content/many/p\(number).md"] = "---\ntitle: P\(number)\nweight: \(number)\n---\n"
        }
        let site = try PlannedSite(files)
        let sidebar = try site.pageValue("/many/p60/").at("sidebar")
        let pages = sidebar?.at("pages")?.items ?? []
        #expect(pages.count == TemplateData.sidebarLimit)
        #expect(pages.last?.at("title")?.text == "P60")
        #expect(pages.last?.at("current") == true)
        #expect(sidebar?.at("more") == .int(60 - TemplateData.sidebarLimit))
        #expect(try site.pageValue("/many/p1/").at("sidebar.pages")?.items.first?.at("title")?.text == "P1")
    }

    @Test func datesAreFormattedWithoutLocales() throws {
        let date = PageDate(year: 2026, month: 11, day: 29)
        #expect(InterfaceStrings(language: "en").human(date) == "29 November 2026")
        #expect(DateText.day(date) == "2026-11-29")
        #expect(DateText.rfc3339(date) == "2026-11-29T00:00:00Z")
        let timed = PageDate(year: 2026, month: 3, day: 1, time: .init(hour: 10, minute: 30), offsetMinutes: 60)
        #expect(DateText.rfc3339(timed) == "2026-03-01T10:30:00+01:00")
        #expect(InterfaceStrings(language: "en").human(timed) == "1 March 2026")
        #expect(DateText.rfc3339(PageDate(year: 2026, month: 3, day: 1, time: .init(hour: 8, minute: 0))) == "2026-03-01T08:00:00Z")
    }

    @Test(arguments: [
        (0, "1970-01-01T00:00:00Z"), (1_764_374_400, "2025-11-29T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"), (253_402_300_799, "9999-12-31T23:59:59Z"), (1_700_000_123, "2023-11-14T22:15:23Z"),
    ])
    func epochSecondsBecomeUTCDates(seconds: Int, expected: String) {
        #expect(DateText.date(fromEpoch: seconds).iso8601 == expected)
    }

    @Test func pageDatesHaveEveryForm() throws {
        let site = try PlannedSite(["Content/post.md": "---\ntitle: Post\ndate: 2026-11-29\n---\n"])
        let date = try site.pageValue("/post/").at("date")
        #expect(date?.at("human")?.text == "29 November 2026")
        #expect(date?.at("iso")?.text == "2026-11-29")
        #expect(date?.at("rfc3339")?.text == "2026-11-29T00:00:00Z")
        #expect(date?.at("year") == 2026)
    }

    @Test(arguments: [(0, 1), (1, 1), (220, 1), (221, 2), (440, 2), (1_000, 5)])
    func readingTimeRoundsUpToWholeMinutes(words: Int, minutes: Int) {
        #expect(TemplateData.readingTime(words: words) == minutes)
    }

    @Test func readingTimeCountsThePageWords() throws {
        let words = Array(repeating: "word", count: 500).joined(separator: " ")
        let site = try PlannedSite(["Content/long.md": "---\ntitle: Long\n---\n\(words)\n"])
        #expect(try site.pageValue("/long/").at("wordCount") == 500)
        #expect(try site.pageValue("/long/").at("readingTime") == 3)
    }

    @Test func tagsAreMergedBySlugSortedAndCounted() throws {
        let site = try PlannedSite([
            "Content/a.md": "---\ntitle: A\ndate: 2026-01-01\ntags: [Swift, web]\n---\n",
            "Content/b.md": "---\ntitle: B\ndate: 2026-02-01\ntags: [swift, 写作, \"🎉\"]\n---\n",
        ])
        let tags = site.plan.tags
        #expect(tags.map(\.name) == ["Swift", "web", "写作", "🎉"])
        let swift = try #require(tags.first { $0.slug == "swift" })
        #expect(swift.name == "Swift")
        #expect(swift.pages.map(\.title) == ["B", "A"])
        #expect(tags.contains { $0.slug == "u1f389" })
        let siteTags = try site.siteValue("/a/").at("tags")?.items ?? []
        let swiftValue = try #require(siteTags.first { $0.at("slug")?.text == "swift" })
        #expect(swiftValue.at("count") == 2)
        #expect(swiftValue.at("url")?.text == "/tags/swift/")
        #expect(swiftValue.at("countLabel")?.text == "2 pages")
        // A page's own tags keep their spelling and link to the merged tag's page.
        let bTags = try site.pageValue("/b/").at("tags")?.items ?? []
        #expect(bTags.map { $0.at("name")?.text } == ["swift", "写作", "🎉"])
        #expect(bTags.map { $0.at("url")?.text } == ["/tags/swift/", "/tags/%E5%86%99%E4%BD%9C/", "/tags/u1f389/"])
        #expect(site.plan.generated.map(\.route.urlPath).contains("/tags/写作/"))
    }

    @Test func freeKeysAreReachableButNeverShadowSitegensOwn() throws {
        let site = try PlannedSite([
            "Content/p.md": "---\ntitle: P\nhero: true\nurl: nope\ncolors: [red, blue]\nauthor: {name: Ann, age: 7}\n---\n",
        ])
        let page = try site.pageValue("/p/")
        #expect(page.at("hero") == true)
        #expect(page.at("extra.hero") == true)
        #expect(page.at("url")?.text == "/p/")
        #expect(page.at("extra.url")?.text == "nope")
        #expect(page.at("colors") == ["red", "blue"])
        #expect(page.at("author.name")?.text == "Ann")
        #expect(page.at("author.age") == 7)
    }

    @Test func urlsCarryTheBasePathAndPermalinksTheBaseURL() throws {
        let site = try PlannedSite([
            "sitegen.yml": "title: S\nbaseURL: https://example.org/sub/\n",
            "Content/docs/安装.md": "---\ntitle: Install\n---\n",
        ])
        let page = try site.pageValue("/docs/安装/")
        #expect(page.at("url")?.text == "/sub/docs/%E5%AE%89%E8%A3%85/")
        #expect(page.at("permalink")?.text == "https://example.org/sub/docs/%E5%AE%89%E8%A3%85/")
        let siteValue = try site.siteValue("/docs/安装/")
        #expect(siteValue.at("stylesheet")?.text == "/sub/assets/theme.css")
        #expect(siteValue.at("feedPermalink")?.text == "https://example.org/sub/feed.xml")
        let sections = siteValue.at("sections")?.items ?? []
        #expect(sections.map { $0.at("current") } == [true])
        #expect(try site.siteValue("/").at("sections")?.items.map { $0.at("current") } == [false])
    }

    @Test func theFeedDateIsTheNewestPageOrTheSourceDateEpoch() throws {
        let dated = try PlannedSite([
            "Content/a.md": "---\ntitle: A\ndate: 2026-01-01\n---\n",
            "Content/b.md": "---\ntitle: B\ndate: 2026-05-01T09:00:00+02:00\n---\n",
        ], sourceDateEpoch: 0)
        #expect(try dated.siteValue("/").at("updated.rfc3339")?.text == "2026-05-01T09:00:00+02:00")
        #expect(try dated.siteValue("/").at("recent")?.items.map { $0.at("title")?.text } == ["B", "A"])
        let undated = try PlannedSite(["Content/a.md": "---\ntitle: A\n---\n"], sourceDateEpoch: 1_764_374_400)
        #expect(try undated.siteValue("/").at("updated.rfc3339")?.text == "2025-11-29T00:00:00Z")
        #expect(try undated.siteValue("/").at("hasRecent") == false)
    }

    /// `site.recent` holds the first 20 dated pages, newest first, then by title and URL:
    /// among 45 dated pages sharing 3 dates and 4 titles, and undated ones.
    @Test func recentPagesAreTheFirstTwentyInOrder() throws {
        var files: [String: String] = [:]
        var expected: [(date: Int, title: String, url: String)] = []
        for number in 0..<45 {
            let (month, title) = (1 + number * 7 % 3, "T\(number % 4)")
            files["Content/p\(number).md"] = "---\ntitle: \(title)\ndate: 2026-0\(month)-01\n---\n"
            expected.append((month, title, "/p\(number)/"))
        }
        for number in 0..<5 { files["Content/u\(number).md"] = "---\ntitle: A\n---\n" }
        let site = try PlannedSite(files)
        expected.sort { ($1.date, $0.title, $0.url) < ($0.date, $1.title, $1.url) }
        let recent = try site.siteValue("/").at("recent")?.items.map { $0.at("url")?.text } ?? []
        #expect(recent == expected.prefix(20).map(\.url))
    }

    @Test func summariesFallBackToTheFirstParagraph() throws {
        let long = Array(repeating: "lorem", count: 60).joined(separator: " ")
        // 193 characters in 579 bytes: under the limit, so kept whole.
        let chinese = String(repeating: "中文摘要測試", count: 31) + "完整保留到最後"
        #expect(chinese.count == 193 && chinese.utf8.count > Excerpt.limit)
        let site = try PlannedSite([
            "Content/a.md": "---\ntitle: A\nsummary: Given.\n---\nFirst paragraph.\n",
            "Content/b.md": "---\ntitle: B\n---\n## Heading\n\nThe *first* paragraph.\n\nSecond.\n",
            "Content/c.md": "---\ntitle: C\n---\n\(long)\n",
            "Content/d.md": "---\ntitle: D\n---\n",
            "Content/e.md": "---\ntitle: E\n---\n## One\n\n- a list\n\n### Two\n\nNested first.\n\n## Three\n\nLater.\n",
            "Content/f.md": "---\ntitle: F\n---\n\(chinese)\n",
        ])
        #expect(try site.pageValue("/a/").at("summary")?.text == "Given.")
        #expect(try site.pageValue("/b/").at("summary")?.text == "The first paragraph.")
        let excerpt = try #require(try site.pageValue("/c/").at("summary")?.text)
        #expect(excerpt.hasSuffix("…") && excerpt.count <= Excerpt.limit + 1)
        #expect(try site.pageValue("/d/").at("summary") == .null)
        // The first paragraph in document order, under a heading nested in one without any.
        #expect(try site.pageValue("/e/").at("summary")?.text == "Nested first.")
        #expect(try site.pageValue("/f/").at("summary")?.text == chinese)
    }
}
