import Testing
import SitegenText

@Suite struct StyledTextTests {
    @Test func collapsesWhiteSpaceAcrossRuns() {
        var text = StyledText()
        let first = text.append("  Hello,\t\n world ", style: .regular(16))
        let second = text.append("  bold ", style: .bold(16))
        text.append("end", style: .regular(16))
        #expect(text.string == "Hello, world bold end")
        #expect(first == 0..<13)
        #expect(second == 13..<18)
        #expect(text.runs.map(\.range) == [0..<13, 13..<18, 18..<21])
    }

    @Test func collapsesTheSameAfterTheFirstCharacterBeyondAscii() {
        // ASCII is read from the UTF-8 bytes, the rest from the UTF-16 view: the seam must not show.
        var text = StyledText()
        let range = text.append("ab  \t é  \n中文  𝄞\tz ", style: .regular(16))
        text.append(" 😀  x", style: .regular(16))
        #expect(text.string == "ab é 中文 𝄞 z 😀 x")
        #expect(range == 0..<13)  // 𝄞 is two units
        #expect(text.utf16 == Array("ab é 中文 𝄞 z 😀 x".utf16))
    }

    @Test func dropsTheSpaceBeforeAForcedBreak() {
        var text = StyledText()
        text.append("line ", style: .regular(16))
        let offset = text.appendLineBreak(style: .regular(16))
        text.append("  next", style: .regular(16))
        #expect(text.string == "line\nnext")
        #expect(offset == 4)
        #expect(text.runs.map(\.kind) == [.text, .lineBreak, .text])
    }

    @Test func keepsEmptyInlineBoxes() {
        var text = StyledText()
        text.append("a ", style: .regular(16))
        text.append(" ", style: .monospace(14), edges: InlineEdges(start: LayoutUnit(4), end: LayoutUnit(4)))
        text.append(" ", style: .regular(16))
        #expect(text.string == "a ")
        #expect(text.runs.count == 2)
        #expect(!text.isEmpty)
    }
}
