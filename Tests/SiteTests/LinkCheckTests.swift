import Foundation
import SitegenCore
import SitegenMarkdown
import Testing
@testable import SitegenSite

/// The link check's rules, on sites taken through the real pipeline (`PlannedSite`).
@Suite struct LinkCheckTests {
    /// The link check's findings on a planned site, as `file:line:col: message` lines.
    static func findings(_ files: [String: String]) throws -> [String] {
        try check(files).findings
    }

    static func check(_ files: [String: String]) throws -> (findings: [String], linkCount: Int) {
        let site = try PlannedSite(files)
        var diagnostics = DiagnosticList()
        let result = CheckLinksStep(plan: site.plan, files: site.files, templates: site.templates)
            .run(in: site.environment, diagnostics: &diagnostics)
        return (result.findings.sorted().map { "\($0.location): \($0.message)" }, result.linkCount)
    }

    @Test func everyKindOfLinkPointsAtItsFirstCharacter() throws {
        let line = "A [link](a.md), ![image](b.png), <https://example.org/a>, www.example.org and https://example.org/b."
        let document = try DocumentReader.read(bytes: Array("---\ntitle: T\n---\n\(line)\n".utf8), file: "a.md")
        let references = LinkReference.all(in: document)
        let columns = references.map(\.location.column)
        // The column of each link's first character: `[`, `!`, `<`, `w`, `h`.
        let starts = ["[link]", "![image]", "<https", "www.", "https://example.org/b"].map { marker in
            line.distance(from: line.startIndex, to: line.range(of: marker)!.lowerBound) + 1
        }
        #expect(columns == starts)
        #expect(references.allSatisfy { $0.location.line == 4 })
        #expect(references.map(\.isImage) == [false, true, false, false, false])
    }

    @Test func linksInEveryKindOfBlockAreFound() throws {
        let text = """
            # Title [a](a.md)

            > [b](b.md)

            - [c](c.md)

            | h [d](d.md) |
            |---|
            | [e](e.md) |

            Text.[^n] [![f](f.png)](g.md)

            [^n]: [h](h.md)
            """
        let document = try DocumentReader.read(bytes: Array(text.utf8), file: "a.md")
        #expect(LinkReference.all(in: document).map(\.destination) == ["a.md", "b.md", "c.md", "d.md", "e.md", "g.md", "f.png", "h.md"])
    }

    @Test func validLinksOfEveryShapeAreAccepted() throws {
        let (findings, linkCount) = try Self.check([
            "sitegen.yml": "title: T\nbaseURL: https://example.org/sub/\nunsafe: true\n",
            "Content/docs/b.md": "# B\n\n## Sec\n\nNote.[^注]\n\n[^注]: Text.\n",
            "Content/docs/a.md": """
                ---
                title: A
                tags: [x]
                ---

                [1](/docs/b) [2](/docs/b/index.html) [3](b.md?x=1#sec) [4](#sg-content) [5](#TOP) [6](#raw-id)
                [7](b.md#fn-注) [8](/docs/b/#fn-%E6%B3%A8) [9](/sitemap.xml) [10](/assets/theme.css) [11](../)
                [12](./) [13](//cdn.example.org/x.js) [14](mailto:a@b.org) [15](/tags/x/) [16](#) [17](/404.html)
                [18](b.md#fnref-注) [19](/) [20](/docs/)

                <div id="raw-id">Raw.</div>
                """,
        ])
        #expect(findings.isEmpty, "\(findings)")
        #expect(linkCount == 20)
    }

    @Test func brokenLinksSuggestTheClosestName() throws {
        let findings = try Self.findings([
            "Content/docs/install.md": "# Install\n\n## Steps\n",
            "Content/blog/post.md": """
                [1](../docs/Install.md) [2](/docs/install.md) [3](/docs/install/#step)
                [4](../docs/instal/) [5](../docs/nothing-like-it.md)
                """,
        ])
        #expect(findings == [
            "Content/blog/post.md:1:1: no page Content/docs/Install.md; did you mean ../docs/install.md?",
            "Content/blog/post.md:1:25: no page at /docs/install.md; did you mean /docs/install/?",
            "Content/blog/post.md:1:47: no section #step on /docs/install/; did you mean #steps?",
            "Content/blog/post.md:2:1: no page at /docs/instal/; did you mean /docs/install/?",
            "Content/blog/post.md:2:22: no page Content/docs/nothing-like-it.md",
        ])
    }

    @Test func relativePathsAreWrittenFromTheLinkingFile() {
        #expect(LinkCheck.relativePath(from: "docs/blog", to: "docs/guides/a.md") == "../guides/a.md")
        #expect(LinkCheck.relativePath(from: "docs", to: "docs/a.md") == "a.md")
        #expect(LinkCheck.relativePath(from: "", to: "docs/a.md") == "docs/a.md")
        #expect(LinkCheck.relativePath(from: "a/b", to: "c.md") == "../../c.md")
    }

    @Test func suggestionsNeedASmallEditDistance() {
        #expect(Suggestion.editDistance(Array("instal"), Array("install")) == 1)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.closest(to: "instal", among: ["build", "install"]) == "install")
        #expect(Suggestion.closest(to: "Install", among: ["install"]) == "install")
        #expect(Suggestion.closest(to: "zzz", among: ["install", "build"]) == nil)
    }

    @Test func idsAreFoundInRawHTML() {
        #expect(HTMLElementIDs.scan("<div id=\"a\"><span ID='b'>x</span><p id=c>y</p></div>") == ["a", "b", "c"])
        #expect(HTMLElementIDs.scan("text id=\"not-in-a-tag\" <p class=\"x\">") == [])
    }
}
