import SitegenComposition
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

/// What composing a page decides that its HTML must repeat: the body without the title's
/// heading, the sizes of the images it shows.
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

    /// The height a table of `rows` one-line rows takes in the standard theme (16 px text).
    func oneLineRows(_ rows: Int, lineHeight: Int = 26) -> LayoutUnit {
        let theme = ThemeGeometry.standard
        return LayoutUnit(roundingPx: Double(rows) * (Double(lineHeight) + theme.tableCellPaddingVertical * 2 + theme.tableRowBorder))
    }

    @Test func tableCellsNeverBreakInsideWordsWhileTheTableFits() throws {
        // The words that broke under the old shares ("Signe/d", "requi/red") on every phone.
        let table = "| Type | Signed | Unsigned |\n|:---:|---:|---|\n| Int | required | Hugo |\n| UInt8 | optional | Zola |\n"
        let composed = try compose(table + "\n## After\n")
        #expect(composed.warnings.isEmpty)
        let theme = ThemeGeometry.standard
        let gap = LayoutUnit(roundingPx: max(theme.tableSpacing, theme.heading(2).marginTop))
        for variant in composed.measured.variants {
            #expect(variant.anchors["after"]?.rect.minY == oneLineRows(3) + gap, "\(variant.variant.name)")
        }
    }

    @Test func aTableTooWideForTheColumnScrollsInsteadOfGrowingTaller() throws {
        // Four columns of long words: wider than a phone's column, each cell still one line.
        let table = "| Internationalization | Telecommunications | Interdisciplinary | Counterrevolutionary |\n"
            + "|---|---|---|---|\n| a | b | c | d |\n"
        let composed = try compose(table + "\n## After\n")
        let theme = ThemeGeometry.standard
        let gap = LayoutUnit(roundingPx: max(theme.tableSpacing, theme.heading(2).marginTop))
        for variant in composed.measured.variants {
            #expect(variant.anchors["after"]?.rect.minY == oneLineRows(2) + gap, "\(variant.variant.name)")
            #expect(!variant.isUnverified)
        }
    }

    @Test func tablesInFootnotesQuotesAndStepsAreSetInTheirOwnTextSize() throws {
        let table = "| a | b c d e f |\n|---|---|\n| x y | z |\n"
        let indented = table.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        let markdown = "Text.[^1]\n\n" + table + "\n> | q | quoted table cell |\n> |---|---|\n> | 1 | 2 |\n\n"
            + "```steps\n- title: S\n  detail: |\n    | wide detail cell | d |\n    |---|---|\n    | 1 | 2 |\n```\n\n"
            + "[^1]: Note.\n\n" + indented + "\n"
        let composed = try compose(markdown)
        #expect(composed.warnings.isEmpty)
        #expect(composed.measured.variants.allSatisfy { !$0.isUnverified })
    }

    @Test func charactersOfTheFallbackFontsAreMeasuredAndOnesOfNoFontMarkWhatFollows() throws {
        // Mathematical bold digits and emoji are in the fallback fonts: measured, verified.
        let shipped = try compose("## Before\n\n```\n𝟏𝟐𝟑 😀 ⇒ ┌─┐\n```\n\n| 𝟏 | 😀 |\n|---|---|\n| ⇒ | ★ |\n\n## After\n")
        #expect(shipped.warnings.isEmpty)
        #expect(shipped.measured.variants.allSatisfy { $0.anchors["after"]?.isUnverified == false && !$0.isUnverified })
        // A private-use character is in no font: in a code block, a table or a heading, it
        // is warned about at its line and what follows is not verified.
        for block in ["```\nx \u{F0000} y\n```", "| a | \u{F0000} |\n|---|---|\n| b | c |", "## Odd \u{F0000}"] {
            let composed = try compose("## Before\n\n" + block + "\n\n## After\n")
            #expect(composed.warnings.count == 1 && composed.warnings.first?.message.contains("U+F0000") == true, "\(block)")
            for variant in composed.measured.variants {
                #expect(variant.anchors["before"]?.isUnverified == false, "\(block)")
                #expect(variant.anchors["after"]?.isUnverified == true, "\(block)")
                #expect(variant.isUnverified, "\(block)")
            }
        }
    }

    @Test func imageSizesAreKeptForEveryImageShownEvenInsideText() throws {
        let images = ["a.png": ImageDimensions(width: 640, height: 480), "b.png": ImageDimensions(width: 20, height: 10),
                      "c.png": ImageDimensions(width: 1, height: 2)]
        let composed = try compose("![A](a.png)\n\nSee ![b](b.png) here.\n\n![missing](nowhere.png)\n", images: images)
        #expect(composed.composition.imageSizes == ["a.png": images["a.png"]!, "b.png": images["b.png"]!])
        #expect(composed.warnings.count == 2, "the inline image and the one of unknown size: \(composed.warnings)")
    }
}
