import Testing
@testable import SitegenText

/// Lines measured incrementally (`LineMeasurer`) and long words cut window by window
/// (`graphemeEnd`) must break exactly where measuring every candidate in full does
/// (`ReferenceLineBreaker`): the same lines, widths and fragments, on random mixed-script
/// text in styled runs, at widths from under one grapheme to wider than a window.
@Suite struct LinearLineBreakingTests {
    /// A deterministic generator (SplitMix64), so a failure names a case that reproduces.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Pieces text is made of: words of several scripts, clusters of several code units
    /// (combining marks, emoji sequences, flags), punctuation Chromium's ASCII table decides,
    /// and spaces.
    static let pieces = [
        "a", "word", "Wave", "AVATAR", "office", "ffi", "1234", "x", "2 x 3", "->", "!=", "-", "/", "?", ".", ",",
        "(", ")", "[", "{", "\"", "'", "https://example.org/a/b?c=d", "Qm9vdHN0cmFw+/=", "ελληνικά", "текст",
        "中文字", "。", "「引」", "ｆｕｌｌ", "e\u{301}", "a\u{308}\u{301}", "👍🏽", "👩‍👩‍👧", "🇫🇷🇩🇪", "नमस्ते", "مرحبا",
        "\u{200B}", "\u{00A0}", " ", " ", "  ", " ",
    ]

    static func randomText(_ random: inout Random, units: Int) -> String {
        var text = ""
        while text.utf16.count < units {
            if Int.random(in: 0..<12, using: &random) == 0 {
                // A long word: a piece repeated past one window of segmenting.
                let piece = pieces[Int.random(in: 0..<(pieces.count - 4), using: &random)]
                text += String(repeating: piece, count: Int.random(in: 20...400, using: &random) / piece.utf16.count + 1)
            } else {
                text += pieces.randomElement(using: &random)!
            }
        }
        return text
    }

    static let styles: [(TextStyle, InlineEdges)] = [
        (.regular(16), .none), (.bold(16), .none), (.italic(16), .none), (.regular(28.5), .none),
        (.monospace(14), InlineEdges(start: LayoutUnit(roundingPx: 5.5), end: LayoutUnit(roundingPx: 5.5))),
        (.monospace(14), .none), (.boldItalic(16), InlineEdges(start: .zero, end: LayoutUnit(3))),
    ]

    /// A paragraph of random runs, forced breaks among them now and then; with
    /// `preservingSpaces`, set as a code block is.
    static func randomParagraph(_ random: inout Random, units: Int, preservingSpaces: Bool = false) -> PreparedParagraph {
        var text = StyledText()
        while text.utf16.count < units {
            let (style, edges) = preservingSpaces ? (TextStyle.monospace(14), InlineEdges.none)
                : styles.randomElement(using: &random)!
            let piece = Int.random(in: 0..<20, using: &random) == 0 ? ""
                : randomText(&random, units: Int.random(in: 1...(units / 4 + 1), using: &random))
            text.append(piece, style: style, edges: piece.isEmpty ? styles[4].1 : edges, preservingSpaces: preservingSpaces)
            if Int.random(in: 0..<10, using: &random) == 0 { text.appendLineBreak(style: .regular(16)) }
        }
        let wrap: ParagraphStyle.OverflowWrap = Int.random(in: 0..<5, using: &random) == 0 ? .normal : .anywhere
        return Fixtures.typesetter.prepare(text, style: Fixtures.style(size: 16, lineHeight: 24, overflowWrap: wrap))
    }

    static let widths = [1, 30, 90, 343, 720, 1_500, 4_000]

    @Test func breaksAsMeasuringEveryCandidateInFull() {
        var random = Random(state: 30)
        var compared = 0
        var cutWords = 0
        for number in 0..<96 {
            let prepared = Self.randomParagraph(&random, units: [40, 300, 900, 1_500][number % 4],
                                                preservingSpaces: number % 7 == 6)
            let canBreak = prepared.breaks.canBreak
            for width in Self.widths {
                let layout = prepared.layout(availableWidth: LayoutUnit(width))
                let reference = ReferenceLineBreaker.layout(prepared, width: LayoutUnit(width))
                #expect(layout == reference, "case \(number) at \(width) px: \(prepared.text.string.prefix(120))")
                #expect(prepared.height(availableWidth: LayoutUnit(width)) == reference.height)
                cutWords += zip(layout.lines, layout.lines.dropFirst()).filter { line, next in
                    !canBreak[line.range.upperBound] && prepared.text.utf16[next.range.lowerBound - 1] != 0x0A
                }.count
                compared += 1
            }
        }
        #expect(compared == 96 * Self.widths.count)
        // Cut words are common in these cases, so the emergency breaks are exercised.
        #expect(cutWords > 30_000)
    }

    /// Words cut in lines longer than a window of segmenting: clusters of several code
    /// units in a word a few windows long, at widths that hold most of a window.
    @Test func cutsWordsAcrossWindowsAsWholeWordSegmenting() {
        var random = Random(state: 3_030)
        let clusters = ["a", "e\u{301}", "a\u{308}\u{301}\u{323}", "👩‍👩‍👧", "🇫🇷", "🇩🇪", "👍🏽", "नम", "स्ते", "中", "\u{200D}", "\u{301}"]
        for number in 0..<60 {
            var word = ""
            for _ in 0..<Int.random(in: 300...1_500, using: &random) { word += clusters.randomElement(using: &random)! }
            let prepared = Fixtures.paragraph(word)
            for width in [37, 300, 900, 1_700, 2_900] {
                let lines = ReferenceLineBreaker.lines(prepared, width: LayoutUnit(width)).map(\.range)
                var breaks: [Range<Int>] = []
                prepared.breakLines(availableWidth: LayoutUnit(width)) { line, _ in breaks.append(line) }
                #expect(breaks == lines, "case \(number) at \(width) px")
            }
        }
    }

    /// Every end asked in order gives `measure`'s width, and whether a line fits is
    /// whether that width is within the limit, also where the measurer stops early.
    @Test func aMeasurerMeasuresAsMeasure() {
        var random = Random(state: 300)
        var early = 0
        for number in 0..<150 {
            let prepared = Self.randomParagraph(&random, units: [60, 600, 2_000][number % 3])
            let count = prepared.text.utf16.count
            for _ in 0..<6 {
                let start = Int.random(in: 0..<count, using: &random)
                let wrapped = Bool.random(using: &random)
                var widths = LineMeasurer(prepared, start: start, wrapped: wrapped)
                var ends = Array(Set((0..<12).map { _ in Int.random(in: (start + 1)...count, using: &random) })).sorted()
                ends.append(count)
                for end in ends {
                    let expected = prepared.measure(start..<end, wrapped: wrapped).width
                    let width = widths.width(to: end)
                    #expect(width == expected, "case \(number), \(start)..<\(end)")
                }
                for end in ends {
                    let expected = prepared.measure(start..<end, wrapped: wrapped).width
                    for slack in [-65, -1, 0, 1, 64] {
                        let limit = LayoutUnit(rawValue: max(0, expected.rawValue / Int.random(in: 1...40, using: &random) + slack))
                        var measurer = LineMeasurer(prepared, start: start, wrapped: wrapped)
                        let fits = measurer.fits(to: end, limit: limit)
                        #expect(fits == (expected <= limit), "case \(number), \(start)..<\(end)")
                        if expected > limit { early += 1 }
                    }
                    var atWidth = LineMeasurer(prepared, start: start, wrapped: wrapped)
                    let fitsAtWidth = atWidth.fits(to: end, limit: expected)
                    #expect(fitsAtWidth)
                }
            }
        }
        #expect(early > 1_000)
    }
}
