import SitegenTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `sitegen build` with templates: the default theme, a site's overrides, broken templates,
/// and the files the theme generates (tag pages, 404, sitemap, feed, robots.txt, fonts).
@Suite struct TemplateTests {
    @Test func everyPageHasTheLayoutDataContract() throws {
        let site = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let withContent = ["index.html", "docs/install/index.html"]
        for page in withContent + ["blog/index.html", "tags/index.html", "tags/news/index.html", "404.html"] {
            let html = try site.read("public/" + page)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(page)")
            #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"), "\(page)")
            // The generated stylesheet comes after the theme's, so that its geometry wins.
            // Under content-hashed names.
            let assets = site.output.appendingPathComponent("assets")
            let theme = try #require(HashedAssets.file(for: "theme.css", in: assets))
            let layout = try #require(HashedAssets.file(for: "layout.css", in: assets))
            #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/\(theme)\">\n<link rel=\"stylesheet\" href=\"/assets/\(layout)\">"),
                    "\(page)")
            #expect(html.contains("<a class=\"skip-link\" href=\"#sg-main\">"), "\(page)")
            #expect(html.components(separatedBy: "<main id=\"sg-main\">").count == 2, "\(page)")
            // `#sg-content` and the layout data only where the page has content of its own.
            let expected = withContent.contains(page) ? 2 : 1
            #expect(html.components(separatedBy: "id=\"sg-content\"").count == expected, "\(page)")
            #expect(html.components(separatedBy: "<script type=\"application/json\" id=\"sg-layout\">{\"version\":1,").count == expected,
                    "\(page)")
        }
        // `#sg-content` holds the page's tag chips (the engine places them) and its content,
        // nothing else: the title, the meta line, the inline table of contents and the pager
        // are outside it.
        let install = try site.read("public/docs/install/index.html")
        let start = try #require(install.range(of: "<div class=\"prose\" id=\"sg-content\">\n"))
        let end = try #require(install.range(of: "</div>\n<script type=\"application/json\" id=\"sg-layout\">"))
        let content = String(install[start.upperBound..<end.lowerBound])
        #expect(content.hasPrefix("<ul class=\"chips sg-chips\" aria-label=\"Tags\"><li id=\"sg-tag-guide\"><a class=\"chip sg-chip\" href=\"/tags/guide/\">guide</a></li>"))
        #expect(content.contains("</ul>\n<h1 id=\"installing-the-tool\">Installing the tool</h1>\n<p>Some text with"))
        #expect(content.contains("<h2 id=\"reqs\">Requirements</h2>"))
        for outside in ["page-title", "article-meta", "toc-inline", "pager"] {
            #expect(!content.contains(outside), "\(outside)")
        }
        // The data measures that content: its chips and headings are anchors, the first chip
        // at the top, the first heading below the chips.
        let json = String(install[end.upperBound...].prefix { $0 != "<" })
        #expect(json.contains("\"sg-tag-guide\":{\"x\":0,\"y\":0,"))
        #expect(json.contains("\"installing-the-tool\":{\"x\":0,"))
        #expect(!json.contains("\"installing-the-tool\":{\"x\":0,\"y\":0,"))
        #expect(json.contains("\"reqs\":{\"x\":0,"))
        // A title taken from the page's first heading is written above the content with that
        // heading's id: neither the content nor the data holds the heading again.
        let titled = try site.read("public/docs/no-front-matter/index.html")
        #expect(titled.contains("<h1 class=\"page-title\" id=\"title-from-the-heading\">Title from the heading</h1>"))
        #expect(titled.components(separatedBy: "title-from-the-heading").count == 2)
        #expect(titled.contains("<div class=\"prose\" id=\"sg-content\">\n<p>A page without front matter"))
    }

    @Test func theDefaultThemeShowsNavigationListsAndTags() throws {
        let site = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let install = try site.read("public/docs/install/index.html")
        // Header navigation with the current section, the sidebar with the current page,
        // the table of contents, tags, and the content.
        #expect(install.contains("<a href=\"/docs/\" aria-current=\"true\">Documentation</a>"))
        #expect(install.contains("<li><a href=\"/docs/install/\" aria-current=\"page\">Installing</a></li>"))
        #expect(install.contains("<a href=\"#reqs\">Requirements</a>"))
        #expect(install.contains("<li id=\"sg-tag-setup\"><a class=\"chip sg-chip\" href=\"/tags/setup/\">setup</a></li>"))
        #expect(install.contains("<h2 id=\"reqs\">Requirements</h2>"))
        let blog = try site.read("public/blog/index.html")
        // Lists of pages: rows in columns the engine chose (the page's own <style>), by year.
        #expect(blog.contains("<span class=\"sg-cell sg-cell-date\"><time datetime=\"2026-01-15\">15 January 2026</time></span>"))
        #expect(blog.contains("<p class=\"sg-row-summary\">The first post.</p>"))
        #expect(blog.contains("<h2 class=\"sg-group-title year-title\" id=\"year-2026\">2026</h2>"))
        #expect(blog.contains("<style>@media (1024px <= width) { #sg-list .sg-row { grid-template-columns: "))
        #expect(blog.contains("<script type=\"application/json\" id=\"sg-list-layout\">{\"version\":1,"))
        let news = try site.read("public/tags/news/index.html")
        #expect(news.contains("<a class=\"sg-row-title\" href=\"/blog/first-post/\">First post</a>"))
        #expect(news.contains("id=\"year-2026\""))
        let notFound = try site.read("public/404.html")
        #expect(notFound.contains("<a class=\"button\" href=\"/\">Go to the home page</a>"))
    }

    /// `/tags/` names each tag with its count and links to its page; it lists no page, so that
    /// it does not grow with the site.
    @Test func theTagsPageListsTagsWithCountsOnly() throws {
        let site = try TemporarySite(fixture: "basic")
        for index in 0 ..< 30 {
            try site.write("Content/notes/note-\(index).md", "---\ntitle: Note \(index)\ntags: [news]\n---\n\nA note.\n")
        }
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let tags = try site.read("public/tags/index.html")
        let newsCount = try site.read("public/tags/news/index.html").components(separatedBy: "class=\"sg-row-title\"").count - 1
        #expect(newsCount > 30)
        #expect(tags.contains("<a class=\"chip\" href=\"/tags/news/\">news<span class=\"chip-count\">\(newsCount)</span></a>"))
        #expect(tags.contains("href=\"/tags/setup/\""))
        #expect(!tags.contains("/notes/note-"))
        #expect(!tags.contains("class=\"card\""))
    }

    @Test func aSiteOverridesTemplatesAndTheStylesheet() throws {
        let site = try TemporarySite(fixture: "theme-override")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The site's article template, with a free front-matter key.
        let article = try site.read("public/docs/page/index.html")
        #expect(article.contains("<p class=\"site-article-marker\">Article template of the site; mood: cheerful.</p>"))
        #expect(article.contains("<body class=\"site-article\">"))
        // The default list template, with the site's footer partial inside it.
        let list = try site.read("public/docs/index.html")
        #expect(list.contains("<body class=\"layout-list\">"))
        #expect(list.contains("<footer class=\"site-footer-override\">Footer of the site.</footer>"))
        #expect(!list.contains("class=\"site-footer\""))
        // `layout: plain` picks Templates/plain.mustache.
        #expect(try site.read("public/docs/plain/index.html").contains("<p class=\"plain-marker\">Plain layout.</p>"))
        // The site's stylesheet loads no fonts: only the generated stylesheet's are published
        // (the content is measured with them), and no CJK font, as no page needs one.
        let assets = site.output.appendingPathComponent("assets")
        let theme = try #require(HashedAssets.file(for: "theme.css", in: assets))
        // Published without its comment: the site's own rule, as written.
        #expect(try site.read("public/assets/" + theme) == "body { font-family: serif; }\n")
        let layoutCSS = try site.read("public/assets/" + #require(HashedAssets.file(for: "layout.css", in: assets)))
        let fonts = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("assets/fonts").path).sorted()
        let expected = ["Inter-Bold.otf", "Inter-BoldItalic.otf", "Inter-Italic.otf", "Inter-Regular.otf", "JetBrainsMono-Regular.ttf"]
        #expect(fonts.count == expected.count)
        for (font, name) in zip(fonts, expected) { #expect(HashedAssets.matches(font, name, newExtension: "woff2"), "\(font)") }
        for name in fonts { #expect(layoutCSS.contains("url(\"/assets/fonts/\(name)\") format(\"woff2\")"), "\(name)") }
    }

    @Test func brokenTemplatesAreReportedWhereTheyAre() throws {
        let site = try TemporarySite(fixture: "bad-templates")
        let good = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build", "--output", site.output.path], in: good.root).status == 0)
        let before = TemporarySite.digest(site.output)

        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        for line in [
            "Templates/unclosed.mustache:2:1: error: section 'items' is never closed",
            "Templates/mismatched.mustache:2:28: error: closing tag 'things' does not match section 'items'",
            "Templates/missing-partial.mustache:2:3: error: no partial named 'nowhere'",
            "Templates/missing-parent.mustache:1:1: error: no parent template named 'nobase'",
            "Content/page.md:3:9: error: no template for layout 'no-such-layout'",
        ] {
            #expect(outcome.stderr.contains(line), "missing \(line)\n\(outcome.stderr)")
        }
        #expect(outcome.stderr.contains("Build failed with 5 errors"), "\(outcome.stderr)")
        #expect(TemporarySite.digest(site.output) == before)
    }

    @Test func partialRecursionStopsWithAnErrorAtTheTag() throws {
        let site = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let before = TemporarySite.digest(site.output)
        try site.write("Templates/footer.mustache", "<footer>\n  {{> footer}}\n</footer>\n")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        let errors = outcome.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        // Every page hits it, but it is one mistake in one place: reported once.
        #expect(errors.count == 1, "\(outcome.stderr)")
        #expect(errors.first?.hasPrefix("Templates/footer.mustache:2:3: error: ") == true, "\(outcome.stderr)")
        #expect(errors.first?.contains("nests deeper than") == true)
        #expect(TemporarySite.digest(site.output) == before)
    }

    @Test func aBrokenDefaultTemplateOverrideIsNamedByItsPath() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("Templates/header.mustache", "<header>{{#site.sections}}{{title}}</header>\n")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Templates/header.mustache:1:9: error: section 'site.sections' is never closed"),
                "\(outcome.stderr)")
        // The default theme's templates that use the header are not blamed for it.
        #expect(!outcome.stderr.contains("(default theme)"), "\(outcome.stderr)")
    }

    @Test func pageContentIsNeverRunAsATemplate() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("Content/docs/curly.md", """
            ---
            title: "Curly {{ site.title }}"
            summary: "{{> header}}"
            ---

            Hello {{ title }}, {{{ page.content }}} and {{#site}}x{{/site}} and {{> footer}}.

            ```
            {{ page.title }}
            ```
            """)
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let html = try site.read("public/docs/curly/index.html")
        #expect(html.contains("<p>Hello {{ title }}, {{{ page.content }}} and {{#site}}x{{/site}} and {{&gt; footer}}.</p>"))
        #expect(html.contains("<code>{{ page.title }}\n</code>"))
        #expect(html.contains("<title>Curly {{ site.title }} · Fixture site</title>"))
        #expect(try site.read("public/docs/index.html").contains("<p class=\"sg-row-summary\">{{&gt; header}}</p>"))
    }

    @Test func sitemapFeedAndRobotsAreWellFormed() throws {
        let site = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)

        let robots = try site.read("public/robots.txt")
        #expect(robots.contains("User-agent: *\n"))
        #expect(robots.contains("\nSitemap: https://example.org/sitemap.xml\n"))

        let sitemap = try XMLTree(contentsOf: site.output.appendingPathComponent("sitemap.xml"))
        #expect(sitemap.rootName == "urlset")
        let locations = sitemap.texts(of: "loc")
        // Every page of content (16) and every tag page (the list and 3 tags).
        #expect(locations.count == 20, "\(locations)")
        #expect(locations.allSatisfy { $0.hasPrefix("https://example.org/") })
        #expect(locations.contains("https://example.org/zh/%E5%AE%89%E8%A3%85%E6%8C%87%E5%8D%97/"))
        #expect(locations.contains("https://example.org/tags/news/"))
        #expect(sitemap.texts(of: "lastmod").sorted() == ["2026-01-15", "2026-03-01"])

        let feed = try XMLTree(contentsOf: site.output.appendingPathComponent("feed.xml"))
        #expect(feed.rootName == "feed")
        #expect(feed.texts(of: "id").first == "https://example.org/")
        // Entries are the dated pages, newest first; the feed's date is the newest page's.
        #expect(feed.texts(of: "title") == ["Fixture site", "Second post", "First post"])
        #expect(feed.texts(of: "updated") == ["2026-03-01T10:30:00+01:00", "2026-03-01T10:30:00+01:00", "2026-01-15T00:00:00Z"])
        #expect(feed.texts(of: "id").dropFirst() == ["https://example.org/blog/the-second/", "https://example.org/blog/first-post/"])
        #expect(feed.texts(of: "content").last == "<p>Hello.</p>\n")
        // A summary from front matter, else the start of the first paragraph.
        #expect(feed.texts(of: "summary") == ["Again.", "The first post."])
    }

    @Test func anUndatedSiteTakesTheFeedDateFromSourceDateEpoch() throws {
        let site = try TemporarySite(fixture: "theme-override")
        let outcome = try SitegenProcess.run(["build"], in: site.root, environment: ["SOURCE_DATE_EPOCH": "1764374400"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let feed = try XMLTree(contentsOf: site.output.appendingPathComponent("feed.xml"))
        #expect(feed.texts(of: "updated") == ["2025-11-29T00:00:00Z"])
    }

    @Test func fontsArePublishedAndCJKOnlyWhenNeeded() throws {
        let site = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let fonts = site.output.appendingPathComponent("assets/fonts")
        let withChinese = try FileManager.default.contentsOfDirectory(atPath: fonts.path).sorted()
        #expect(withChinese.contains { HashedAssets.matches($0, "Inter-Regular.otf", newExtension: "woff2") })
        #expect(withChinese.contains { HashedAssets.matches($0, "JetBrainsMono-Regular.ttf", newExtension: "woff2") })
        #expect(withChinese.contains { HashedAssets.matches($0, "NotoSansCJK-Regular.ttc", newExtension: "woff2") })
        // Every font is one the generated stylesheet loads (the theme's own loads none).
        let assets = site.output.appendingPathComponent("assets")
        let css = try site.read("public/assets/" + #require(HashedAssets.file(for: "layout.css", in: assets)))
        for name in withChinese { #expect(css.contains("url(\"/assets/fonts/\(name)\")"), "\(name)") }

        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/zh"))
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let latinOnly = try FileManager.default.contentsOfDirectory(atPath: fonts.path).sorted()
        #expect(latinOnly.contains { HashedAssets.matches($0, "Inter-Regular.otf", newExtension: "woff2") })
        #expect(!latinOnly.contains { $0.contains("CJK") }, "\(latinOnly)")

        // A symbol the text font lacks (◎) is drawn with the CJK font, as the engine measured it.
        try site.write("Content/docs/symbols.md", "---\ntitle: Symbols\n---\n\nA double circle: ◎.\n")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let withSymbol = try FileManager.default.contentsOfDirectory(atPath: fonts.path).sorted()
        #expect(withSymbol.contains { HashedAssets.matches($0, "NotoSansCJK-Regular.ttc", newExtension: "woff2") }, "\(withSymbol)")
    }

    @Test func generatedPagesClaimTheirURLs() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("Content/tags/_index.md", "---\ntitle: My tags\n---\n")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Content/tags/_index.md:1:1: error: /tags/ is also the output of the generated list of tags"),
                "\(outcome.stderr)")
    }
}

/// A parsed XML file, read with Foundation's XML parser: parsing fails on a malformed file.
struct XMLTree {
    let rootName: String
    private let elements: [(name: String, text: String)]

    init(contentsOf url: URL) throws {
        let collector = Collector()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = collector
        parser.shouldProcessNamespaces = true
        guard parser.parse(), let root = collector.rootName else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        rootName = root
        elements = collector.elements
    }

    /// The text of every element named `name`, in document order.
    func texts(of name: String) -> [String] {
        elements.filter { $0.name == name }.map(\.text)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var rootName: String?
        var elements: [(name: String, text: String)] = []
        private var open: [(name: String, text: String)] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if rootName == nil { rootName = name }
            open.append((name, ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !open.isEmpty { open[open.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let element = open.popLast() { elements.append(element) }
        }
    }
}
