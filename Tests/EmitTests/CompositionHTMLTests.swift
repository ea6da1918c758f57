import SitegenComposition
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

/// A page's HTML written from its composition says what the layout decided.
@Suite struct CompositionHTMLTests {
    static let typesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())

    @Test func tablesGetTheirScrollBoxesAndImagesTheirSizes() throws {
        let typesetter = try #require(Self.typesetter)
        let table = "| a | b c d e f |\n|---|---|\n| x y | z |\n"
        let markdown = "# Title\n\nText.[^1] ![pic](p.png)\n\n" + table + "\n[^1]: Note.\n\n"
            + table.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "t.md")
        let composer = PageComposer(theme: .standard, typesetter: typesetter, language: "en") {
            $0 == "p.png" ? ImageDimensions(width: 30, height: 20) : nil
        }
        let composition = composer.compose(document).composition
        let html = HTMLRenderer().render(composition)
        // Each table in the box it scrolls in; the columns are the browser's own (auto layout).
        #expect(html.components(separatedBy: "<div class=\"sg-table\"><table>").count == 3)
        #expect(html.components(separatedBy: "</table></div>").count == 3 && !html.contains("<colgroup>"))
        #expect(html.contains("<img src=\"p.png\" alt=\"pic\" width=\"30\" height=\"20\" />"))
        #expect(!html.contains("<h1"), "the title's heading is the template's")
        let plain = HTMLRenderer().render(document)
        #expect(!plain.contains("sg-table") && !plain.contains("width=\"30\"") && plain.contains("<h1 id=\"title\">"))
    }
}
