import SitegenTestSupport
import Foundation
import Testing

/// `sitegen build` on the `basic` fixture: what lands where, and that it is reproducible.
@Suite struct BuildCommandTests {
    @Test func buildsEveryPageWithCleanURLs() throws {
        let site = try TemporarySite(fixture: "basic")
        let outcome = try SitegenProcess.run(["build", "--source", site.root.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let summary = try #require(outcome.stderr.split(separator: "\n").last)
        // 16 pages of content, the list of tags, one page for each of the 3 tags, and 404.html.
        #expect(summary.hasPrefix("Built 21 pages and copied 1 file in "), "\(summary)")
        for page in ["index.html", "docs/index.html", "docs/install/index.html", "docs/no-front-matter/index.html",
                     "blog/index.html", "blog/first-post/index.html", "blog/the-second/index.html",
                     "zh/安装指南/index.html", "zh/index.html", "edge/index.html", "docs/images/diagram.svg",
                     "tags/index.html", "tags/news/index.html", "tags/guide/index.html", "tags/setup/index.html",
                     "404.html", "sitemap.xml", "feed.xml", "robots.txt"] {
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(page).path), "\(page)")
        }
        #expect(HashedAssets.file(for: "theme.css", in: site.output.appendingPathComponent("assets")) != nil)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/draft-post").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/second-post").path))
    }

    @Test func draftsArePublishedOnRequest() throws {
        let site = try TemporarySite(fixture: "basic")
        let outcome = try SitegenProcess.run(["build", "--drafts"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/draft-post/index.html").path))
    }

    @Test func titlesComeFromFrontMatterHeadingOrFileName() throws {
        let site = try TemporarySite(fixture: "basic")
        try SitegenProcess.run(["build"], in: site.root)
        #expect(try site.read("public/docs/install/index.html").contains("<title>Installing · Fixture site</title>"))
        #expect(try site.read("public/docs/no-front-matter/index.html").contains("<title>Title from the heading · Fixture site</title>"))
        #expect(try site.read("public/docs/plain-name/index.html").contains("<title>plain-name · Fixture site</title>"))
        #expect(try site.read("public/edge/bom/index.html").contains("<title>With BOM · "))
        #expect(try site.read("public/edge/crlf/index.html").contains("<title>With CRLF · "))
        #expect(try site.read("public/edge/cr/index.html").contains("<title>With CR · "))
        #expect(try site.read("public/edge/empty/index.html").contains("<title>empty · "))
    }

    @Test func sectionIDsAreSlugsExplicitOrNumbered() throws {
        let site = try TemporarySite(fixture: "basic")
        try SitegenProcess.run(["build"], in: site.root)
        let install = try site.read("public/docs/install/index.html")
        for id in ["installing-the-tool", "reqs", "steps", "steps-1"] {
            #expect(install.contains("id=\"\(id)\""), "missing id \(id)")
        }
        #expect(!install.contains("{#reqs}"))
        let chinese = try site.read("public/zh/安装指南/index.html")
        #expect(chinese.contains("id=\"安装指南\""))
        #expect(chinese.contains("id=\"config\""))
    }

    @Test func rawHTMLIsStrippedUnlessUnsafe() throws {
        let site = try TemporarySite(fixture: "basic")
        try SitegenProcess.run(["build"], in: site.root)
        #expect(!(try site.read("public/docs/install/index.html")).contains("<div class=\"raw\">"))
        try site.write("sitegen.yml", "title: Fixture site\nunsafe: true\n")
        try SitegenProcess.run(["build"], in: site.root)
        #expect(try site.read("public/docs/install/index.html").contains("<div class=\"raw\">"))
    }

    @Test func gfmExtensionsAreOn() throws {
        let site = try TemporarySite(fixture: "basic")
        try SitegenProcess.run(["build"], in: site.root)
        let html = try site.read("public/docs/install/index.html")
        #expect(html.contains("<table>"))
        #expect(html.contains("<del>strike</del>"))
        #expect(html.contains("<a href=\"https://example.org/auto\">"))
        #expect(html.contains("type=\"checkbox\""))
        #expect(html.contains("footnote"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let site = try TemporarySite(fixture: "basic")
        let first = site.root.deletingLastPathComponent().appendingPathComponent("first")
        let second = site.root.deletingLastPathComponent().appendingPathComponent("second")
        #expect(try SitegenProcess.run(["build", "--output", first.path], in: site.root).status == 0)
        #expect(try SitegenProcess.run(["build", "--output", second.path], in: site.root).status == 0)
        let a = TemporarySite.digest(first)
        #expect(!a.isEmpty)
        #expect(a == TemporarySite.digest(second))
    }

    @Test func noStaleFilesSurviveASuccessfulBuild() throws {
        let site = try TemporarySite(fixture: "basic")
        try SitegenProcess.run(["build"], in: site.root)
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/first-post/index.html").path))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/blog/first-post.md"))
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/first-post").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".public") }
        #expect(leftovers.isEmpty)
    }

    @Test func baseURLPrefixesLinks() throws {
        let site = try TemporarySite(fixture: "basic")
        try SitegenProcess.run(["build", "--base-url", "https://example.org/docs-site/"], in: site.root)
        let home = try site.read("public/index.html")
        #expect(home.contains("href=\"/docs-site/docs/\""))
    }
}

/// The repository's own documentation site, built as `make site` builds it.
@Suite struct BundledSiteTests {
    static var repositoryRoot: URL {
        TemporarySite.fixtures.deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test func twoBuildsOfTheBundledSiteAreByteIdentical() throws {
        let scratch = try TemporarySite()
        let first = scratch.root.appendingPathComponent("first")
        let second = scratch.root.appendingPathComponent("second")
        let root = Self.repositoryRoot.path
        let a = try SitegenProcess.run(["build", "--source", root, "--output", first.path])
        #expect(a.status == 0, "\(a.stderr)")
        let b = try SitegenProcess.run(["build", "--source", root, "--output", second.path])
        #expect(b.status == 0, "\(b.stderr)")
        let digest = TemporarySite.digest(first)
        #expect(digest.split(separator: "\n").count > 10)
        #expect(digest == TemporarySite.digest(second))
    }
}
