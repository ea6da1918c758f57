import SitegenComposition
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

/// Timelines as a page's composition lays them out.
@Suite struct TimelineCompositionTests {
    @Test func layoutReportsDotsAndConnectors() throws {
        let typesetter = try #require(try? Typesetter(fonts: ThemeGeometry.standard.loadFonts()))
        let theme = ThemeGeometry.standard
        let good = "```timeline\n- date: 2026\n  title: A\n- date: 2027\n  title: B\n```\n"
        let document = try DocumentReader.read(bytes: Array(good.utf8), file: "Content/page.md")
        let composed = PageComposer(theme: theme, typesetter: typesetter, language: "en").compose(document)
        #expect(composed.warnings.isEmpty)
        let data = composed.measured
        for variant in data.variants {
            let dot0 = try #require(variant.anchors["tl-1-dot-0"]).rect
            let dot1 = try #require(variant.anchors["tl-1-dot-1"]).rect
            let line = try #require(variant.anchors["tl-1-line-0"]).rect
            #expect(dot0.width == LayoutUnit(16) && dot1.width == LayoutUnit(12))
            #expect(line.minY == dot0.maxY && line.maxY == dot1.minY && line.midX == dot0.midX)
        }
    }
}
