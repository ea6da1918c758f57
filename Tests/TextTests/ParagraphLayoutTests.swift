import Testing
@testable import SitegenText

@Suite struct ParagraphLayoutTests {
    static let sentence =
        "The quick brown fox jumps over the lazy dog, 1234567890. The quick brown fox jumps over the lazy dog again and again."

    @Test func breaksWhereChromiumBreaks() {
        // Lines and widths Chromium 156 gives this sentence at 300 px (Inter 16/24).
        let prepared = Fixtures.paragraph(Self.sentence)
        let layout = prepared.layout(availableWidth: LayoutUnit(300))
        #expect(layout.lines.map(\.range.upperBound) == [35, 67, 101, 117])
        #expect(layout.lines.map(\.width.px) == [269.953125, 251.640625, 260.046875, 123.640625])
        #expect(layout.height == LayoutUnit(96))
        #expect(layout.lines.map(\.top) == [0, 24, 48, 72].map { LayoutUnit($0) })
    }

    @Test func fitsWithinOneSixtyFourthOfAPixel() {
        let prepared = Fixtures.paragraph(ShapingTests.pangram)
        let width = prepared.maxContentWidth
        #expect(prepared.layout(availableWidth: width).lines.count == 1)
        // Chromium lets a line overflow by 1/64 px.
        #expect(prepared.layout(availableWidth: width - .epsilon).lines.count == 1)
        #expect(prepared.layout(availableWidth: width - .epsilon * 2).lines.count == 2)
    }

    @Test func leavesHangingSpacesOut() {
        let prepared = Fixtures.paragraph("aaaa aaaa")
        let first = Fixtures.paragraph("aaaa").maxContentWidth
        let layout = prepared.layout(availableWidth: first)
        #expect(Fixtures.lines(layout, of: prepared) == ["aaaa ", "aaaa"])
        #expect(layout.lines[0].width == first)
    }

    @Test func honoursForcedBreaks() {
        var text = StyledText()
        text.append("First line ", style: .regular(16))
        text.appendLineBreak(style: .regular(16))
        text.appendLineBreak(style: .regular(16))
        text.append(" second", style: .bold(16))
        text.appendLineBreak(style: .regular(16))
        let prepared = Fixtures.typesetter.prepare(text, style: Fixtures.style())
        let layout = prepared.layout(availableWidth: LayoutUnit(700))
        // The space before a break goes, the one after it too; a break at the end adds no line.
        #expect(Fixtures.lines(layout, of: prepared) == ["First line\n", "\n", "second\n"])
        #expect(layout.height == LayoutUnit(72))
        #expect(layout.lines[1].width == .zero)
    }

    @Test func cutsLongWordsAnywhere() {
        let url = "https://example.com/very/deeply/nested/path/with/many/segments/that/never/seem/to/end"
        let prepared = Fixtures.paragraph("See " + url + " now.")
        let available = LayoutUnit(280)
        let layout = prepared.layout(availableWidth: available)
        let lines = Fixtures.lines(layout, of: prepared)
        // The URL moves to its own line first, then is cut between graphemes.
        #expect(lines[0] == "See ")
        #expect(lines.count > 3)
        #expect(layout.lines.allSatisfy { $0.width <= available + .epsilon })
        #expect(lines.joined() == prepared.text.string)

        let normal = Fixtures.paragraph("See " + url + " now.", overflowWrap: .normal).layout(availableWidth: available)
        #expect(normal.lines.count == 3)
        #expect(normal.lines[1].width > available)
    }

    @Test func setsChineseWithoutSpaces() {
        let prepared = Fixtures.paragraph(
            "清晨的渡船在雾中离岸，等雾散开时，小镇已经只剩下身后一条灰色的线。", language: "zh-CN")
        let layout = prepared.layout(availableWidth: LayoutUnit(200))
        let lines = Fixtures.lines(layout, of: prepared)
        // 12 ideographs of 16 px fit in 200 px; no line starts with a comma or full stop.
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { !["，", "。"].contains($0.first.map(String.init) ?? "") })
        #expect(layout.lines.allSatisfy { $0.width <= LayoutUnit(200) })
    }

    @Test func growsLinesHoldingSmallerMonospace() {
        // Inline code at 14 px in 16/24 text: its box reaches 2 px lower than the strut's,
        // so a line holding it is 26 px. Chromium 156: 74 px in all, the code's box at 32.75 px.
        var text = StyledText()
        text.append("Call ", style: .regular(16))
        let code = text.append("layout()", style: .monospace(14), edges: InlineEdges(start: LayoutUnit(4), end: LayoutUnit(4)))
        text.append(" to set a paragraph in lines of the width you give it, as often as needed.", style: .regular(16))
        let prepared = Fixtures.typesetter.prepare(text, style: Fixtures.style())
        let layout = prepared.layout(availableWidth: LayoutUnit(300))
        #expect(layout.lines.map(\.height) == [LayoutUnit(26), LayoutUnit(24), LayoutUnit(24)])
        #expect(layout.height == LayoutUnit(74))
        // The code's box edges count in the line's width.
        let fragment = layout.lines[0].fragments[1]
        #expect(fragment.runIndex == 1)
        #expect(fragment.x - LayoutUnit(4) == LayoutUnit(roundingPx: 32.75))
        #expect(prepared.position(ofOffset: code.lowerBound, in: layout)?.x == fragment.x)
    }

    @Test func placesOffsets() {
        let prepared = Fixtures.paragraph(Self.sentence)
        let layout = prepared.layout(availableWidth: LayoutUnit(300))
        #expect(prepared.position(ofOffset: 0, in: layout)?.line == 0)
        #expect(prepared.position(ofOffset: 0, in: layout)?.x == .zero)
        let second = layout.lines[1].range.lowerBound
        #expect(prepared.position(ofOffset: second, in: layout)?.line == 1)
        #expect(prepared.position(ofOffset: second, in: layout)?.x == .zero)
        // Chromium 156 puts "quick" at 33.53125 px: inside a run, positions are floored.
        #expect(prepared.position(ofOffset: 4, in: layout)?.x == LayoutUnit(roundingPx: 33.53125))
        #expect(prepared.position(ofOffset: 10_000, in: layout) == nil)
    }

    @Test func laysOutEmptyText() {
        let layout = Fixtures.typesetter.layout(StyledText(), style: Fixtures.style(), availableWidth: LayoutUnit(300))
        #expect(layout.lines.isEmpty)
        #expect(layout.height == .zero)
    }
}
