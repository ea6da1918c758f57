import SitegenComposition
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

/// What composing a page decides that its HTML must repeat: the body without the title's
/// heading, each table's columns in walk order, the sizes of the images it shows.
@Suite struct PageCompositionTests {
    static let typesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())

    func compose(_ markdown: String, images: [String: ImageDimensions] = [:], language: String = "en") throws -> ComposedPage {
        let typesetter = try #require(Self.typesetter)
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "Content/t.md")
        return PageComposer(theme: .standard, typesetter: typesetter, language: language) { images[$0] }.compose(document)
    }

    @Test func theTitlesHeadingLeavesTheBodyAndGivesItsID() throws {
        let composition = try compose("# Guide {#top}\n\nIntro.\n\n## Part\n\nText.\n").composition
        #expect(composition.titleID == "top")
        #expect(composition.body.sections.map(\.id) == ["part"])
        #expect(composition.body.preamble.count == 1)
        let kept = try compose("Intro first.\n\n# Guide\n\nText.\n").composition
        #expect(kept.titleID == nil && kept.body.sections.map(\.id) == ["guide"])
    }

    @Test func widerContentGetsAWiderColumnAndSharesSumToAHundred() throws {
        let composition = try compose(
            "| a | b | c |\n|---|---|---|\n| x | a much longer cell than the others | y |\n\n| only |\n|---|\n| one |\n").composition
        #expect(composition.tableColumns.count == 2)
        let shares = composition.tableColumns[0]
        #expect(shares.count == 3)
        #expect(abs(shares.reduce(0, +) - 100) < 1e-9)
        #expect(shares[1] > shares[0] && shares[1] > shares[2])
        // No column gets less than half an equal share.
        #expect(shares.allSatisfy { $0 >= 50.0 / 3 - 0.01 })
        #expect(composition.tableColumns[1] == [100])
    }

    @Test func tablesAreDecidedInWalkOrderWithTheirOwnTextSize() throws {
        // Footnotes are set at 14 px, the body at 16 px: the same table's columns differ;
        // a table inside a quote and one inside a timeline's detail come in document order.
        let table = "| a | b c d e f |\n|---|---|\n| x y | z |\n"
        let indented = table.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        let markdown = "Text.[^1]\n\n" + table + "\n> | q | quoted table cell |\n> |---|---|\n> | 1 | 2 |\n\n"
            + "```steps\n- title: S\n  detail: |\n    | wide detail cell | d |\n    |---|---|\n    | 1 | 2 |\n```\n\n"
            + "[^1]: Note.\n\n" + indented + "\n"
        let composed = try compose(markdown)
        #expect(composed.warnings.isEmpty)
        let columns = composed.composition.tableColumns
        #expect(columns.count == 4)
        #expect(columns[0] != columns[3], "the footnote's table is set smaller")
        #expect(columns[1][1] > columns[1][0] && columns[2][0] > columns[2][1])
    }

    @Test func imageSizesAreKeptForEveryImageShownEvenInsideText() throws {
        let images = ["a.png": ImageDimensions(width: 640, height: 480), "b.png": ImageDimensions(width: 20, height: 10),
                      "c.png": ImageDimensions(width: 1, height: 2)]
        let composed = try compose("![A](a.png)\n\nSee ![b](b.png) here.\n\n![missing](nowhere.png)\n", images: images)
        #expect(composed.composition.imageSizes == ["a.png": images["a.png"]!, "b.png": images["b.png"]!])
        #expect(composed.warnings.count == 2, "the inline image and the one of unknown size: \(composed.warnings)")
    }
}
