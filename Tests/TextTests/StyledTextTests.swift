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

    @Test func collapsesAsCharacterByCharacterForRandomRunsAndSpaces() {
        // What `append` does, one UTF-16 unit at a time: the reference its bulk ASCII path
        // must match, across runs, with spaces preserved or not.
        func reference(_ pieces: [(String, Bool)]) -> (units: [UInt16], ranges: [Range<Int>]) {
            var units: [UInt16] = []
            var ranges: [Range<Int>] = []
            for (piece, preserving) in pieces {
                let start = units.count
                var previousIsSpace = units.last.map { $0 == 0x20 || $0 == 0x0A } ?? true
                for unit in piece.utf16 {
                    let isSpace = unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0C
                    if !isSpace {
                        units.append(unit)
                    } else if !previousIsSpace || preserving {
                        units.append(0x20)
                    }
                    previousIsSpace = isSpace
                }
                ranges.append(start..<units.count)
            }
            return (units, ranges)
        }
        let alphabet: [Character] = ["a", "b", "Z", "1", ".", " ", " ", " ", "\t", "\n", "\r", "\u{0C}", "é", "中", "😀", "\u{A0}"]
        var generator = SystemRandomNumberGenerator()
        var failures: [String] = []
        for _ in 0..<2_000 {
            let pieces = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }),
                 Bool.random(using: &generator))
            }
            var text = StyledText()
            let ranges = pieces.map { text.append($0.0, style: .regular(16), preservingSpaces: $0.1) }
            let expected = reference(pieces)
            if text.utf16 != expected.units || ranges != expected.ranges, failures.count < 3 {
                failures.append("\(pieces)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
