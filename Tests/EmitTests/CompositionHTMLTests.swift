import SitegenComposition
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

/// A page's HTML written from its composition says what the layout decided.
@Suite struct CompositionHTMLTests {
    static let typesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())

    @Test func tablesGetTheirComposedColumnsAndImagesTheirSizes() throws {
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
        let columns = html.components(separatedBy: "<colgroup>").dropFirst().map { $0.components(separatedBy: "</colgroup>")[0] }
        #expect(columns == composition.tableColumns.map { $0.map { "<col style=\"width: \($0)%\">" }.joined() })
        #expect(columns.count == 2 && columns[0] != columns[1])
        #expect(html.contains("<img src=\"p.png\" alt=\"pic\" width=\"30\" height=\"20\" />"))
        #expect(!html.contains("<h1"), "the title's heading is the template's")
        let plain = HTMLRenderer().render(document)
        #expect(!plain.contains("<colgroup>") && !plain.contains("width=\"30\"") && plain.contains("<h1 id=\"title\">"))
    }
}
