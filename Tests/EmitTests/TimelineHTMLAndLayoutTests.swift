import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

/// Timelines as the HTML renderer writes them and the layout measures them.
@Suite struct TimelineHTMLAndLayoutTests {
    @Test func htmlHasADotPerItemAndAConnectorBetweenConsecutiveDots() throws {
        let markdown = "Intro.\n\n```steps\n- title: One\n  detail: First `step`.\n- title: Two\n- title: Three\n```\n"
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "Content/page.md")
        let html = HTMLRenderer().render(document)
        #expect(html.contains("<div class=\"sg-steps\" id=\"tl-3\">"))
        #expect(html.contains("<span class=\"sg-tl-dot\" id=\"tl-3-dot-0\">1</span><span class=\"sg-tl-line\" id=\"tl-3-line-0\"></span>"))
        #expect(html.contains("<span class=\"sg-tl-dot\" id=\"tl-3-dot-2\">3</span>\n"))
        #expect(!html.contains("tl-3-line-2"))
        #expect(html.contains("<code>step</code>"))
    }

    @Test func layoutReportsDotsAndConnectors() throws {
        let typesetter = try #require(try? Typesetter(fonts: ThemeGeometry.standard.loadFonts()))
        let theme = ThemeGeometry.standard
        let good = "```timeline\n- date: 2026\n  title: A\n- date: 2027\n  title: B\n```\n"
        let document = try DocumentReader.read(bytes: Array(good.utf8), file: "Content/page.md")
        let (root, warnings) = DocumentLayoutBuilder(theme: theme, typesetter: typesetter, language: "en").build(document)
        #expect(warnings.isEmpty)
        let data = PageLayoutData(measuring: root, theme: theme)
        for variant in data.variants {
            let dot0 = try #require(variant.anchors["tl-1-dot-0"]).rect
            let dot1 = try #require(variant.anchors["tl-1-dot-1"]).rect
            let line = try #require(variant.anchors["tl-1-line-0"]).rect
            #expect(dot0.width == LayoutUnit(16) && dot1.width == LayoutUnit(12))
            #expect(line.minY == dot0.maxY && line.maxY == dot1.minY && line.midX == dot0.midX)
        }
    }
}
