import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

@Suite struct TimelineBlockTests {
    let fence = SourceLocation(file: "Content/log.md", line: 7, column: 1)

    @Test func readsDatesTitlesAndMarkdownDetail() throws {
        let yaml = "- date: 2026-11-20\n  title: First\n  detail: Some *emphasis*.\n- date: 2026-11-29\n  title: Second\n"
        let block = try TimelineBlock.parse(style: .timeline, literal: yaml, location: fence).get()
        #expect(block.id == "tl-7")
        #expect(block.dotID(1) == "tl-7-dot-1" && block.lineID(0) == "tl-7-line-0")
        #expect(block.items.map(\.title) == ["First", "Second"])
        #expect(block.items.map(\.label) == ["2026-11-20", "2026-11-29"])
        #expect(block.items[0].detail.count == 1 && block.items[1].detail.isEmpty)
        #expect(TimelineBlock.style(ofInfo: "steps extra") == .steps && TimelineBlock.style(ofInfo: "yaml") == nil)
    }

    @Test func aBlockReadAgainGivesTheSameAnswerAndAnotherPlaceItsOwn() throws {
        // The layout and the HTML both read a block; the second read is the kept answer,
        // which must be the block's own: the same text elsewhere (another line, another
        // file, the other style) is read for itself.
        let yaml = "- date: 2026-11-20\n  title: Kept\n  detail: Once **only**.\n"
        let first = try TimelineBlock.parse(style: .timeline, literal: yaml, location: fence).get()
        #expect(try TimelineBlock.parse(style: .timeline, literal: yaml, location: fence).get() == first)
        let moved = SourceLocation(file: "Content/log.md", line: 30, column: 1)
        #expect(try TimelineBlock.parse(style: .timeline, literal: yaml, location: moved).get().id == "tl-30")
        guard case .failure(let problems) = TimelineBlock.parse(
            style: .steps, literal: yaml, location: SourceLocation(file: "Content/other.md", line: 7, column: 1)) else {
            Issue.record("steps take no date")
            return
        }
        #expect(problems.errors.first?.location.file == "Content/other.md")
        for _ in 0..<2 {
            guard case .failure(let again) = TimelineBlock.parse(style: .steps, literal: yaml, location: fence) else {
                Issue.record("steps take no date")
                return
            }
            #expect(again.errors.map(\.message) == ["unknown key 'date' in a steps item (expected title, detail)"])
            #expect(again.errors.first?.location.line == 8)
        }
    }

    @Test func errorsNameTheirLineAndColumnInsideTheBlock() {
        // Line 1 of the literal is line 8 of the file (the fence is on line 7).
        let cases: [(String, TimelineBlock.Style, Int, Int, String)] = [
            ("- date: 2026\n  title: A\n  colour: red\n", .timeline, 10, 3, "unknown key 'colour'"),
            ("- date: 2026\n  title: A\n- title: B\n", .timeline, 10, 3, "needs 'date'"),
            ("- title: A\n- [x, y]\n", .steps, 9, 3, "an item is a mapping"),
            ("title: A\n", .steps, 8, 1, "a YAML list of items"),
            ("- title: [unclosed\n", .steps, 9, 1, ""),
        ]
        for (yaml, style, line, column, message) in cases {
            guard case .failure(let problems) = TimelineBlock.parse(style: style, literal: yaml, location: fence) else {
                Issue.record("no error for \(yaml)")
                continue
            }
            let first = problems.errors.first
            #expect(first?.location.file == "Content/log.md")
            #expect(first?.location.line == line, "\(yaml): \(String(describing: first))")
            if !message.isEmpty {
                #expect(first?.location.column == column, "\(yaml): \(String(describing: first))")
                #expect(first?.message.contains(message) == true, "\(String(describing: first))")
            }
        }
    }

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

    @Test func layoutReportsDotsAndConnectorsAndAWrongBlockIsAnErrorShownAsCode() throws {
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
        let bad = "```timeline\n- title: A\n```\n"
        let badDocument = try DocumentReader.read(bytes: Array(bad.utf8), file: "Content/page.md")
        let badWarnings = DocumentLayoutBuilder(theme: theme, typesetter: typesetter, language: "en").build(badDocument).warnings
        #expect(badWarnings.map(\.severity) == [.error])
        #expect(badWarnings.first?.location.line == 2)
        #expect(HTMLRenderer().render(badDocument).contains("<pre><code class=\"language-timeline\">"))
    }
}
