import Testing
@testable import SitegenText

@Suite struct LineBreakOpportunityTests {
    /// The pieces between break opportunities.
    func pieces(_ string: String, language: String = "en") -> [String] {
        let text = Array(string.utf16)
        let breaks = LineBreakOpportunities(text, language: language)
        var result: [String] = []
        var start = 0
        for offset in 1...text.count where breaks.canBreak[offset] {
            result.append(String(decoding: text[start..<offset], as: UTF16.self))
            start = offset
        }
        return result
    }

    @Test func breaksAfterSpaceRuns() {
        #expect(pieces("one two  three") == ["one ", "two  ", "three"])
    }

    /// The table's constant masks hold exactly the characters its documentation lists.
    @Test func asciiTableMasksAreTheirCharacters() {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        typealias ASCII = AsciiBreakTable.ASCIISet
        #expect(AsciiBreakTable.opening == ASCII("(<[{"))
        #expect(AsciiBreakTable.beforeOpening == ASCII("!\"#%&)*+,.:;=>\\]|}~"))
        #expect(AsciiBreakTable.afterHyphen == ASCII("\"#%&'(*+-<=>@" + letters + "[\\^_`{|~\u{7F}"))
        #expect(AsciiBreakTable.afterQuestion == ASCII("#$%&(*+-0123456789<=>@" + letters + "[\\^_`{|~"))
        #expect(AsciiBreakTable.opening != ASCII("(<["))
    }

    @Test func followsChromiumsAsciiTable() {
        // Never after "/", after "-" and "?", before "(" only after some punctuation.
        #expect(pieces("and/or") == ["and/or"])
        #expect(pieces("well-known") == ["well-", "known"])
        #expect(pieces("why?not") == ["why?", "not"])
        #expect(pieces("f(x)") == ["f(x)"])
        #expect(pieces("a,(b)") == ["a,", "(b)"])
        #expect(pieces("C++") == ["C++"])
        // A hyphen before a digit breaks only after a letter or digit.
        #expect(pieces("A-1 1-2 -3 (-4)") == ["A-", "1 ", "1-", "2 ", "-3 ", "(-4)"])
    }

    @Test func breaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        #expect(pieces("中文，标点。", language: "zh-CN") == ["中", "文，", "标", "点。"])
        #expect(pieces("「引号」", language: "zh-CN") == ["「引", "号」"])
    }

    @Test func treatsChineseQuotesAsBrackets() {
        // zh: “ opens and ” closes (ICU's Chinese rules, which Chromium picks for zh).
        #expect(pieces("说：“你好”。", language: "zh-CN") == ["说：", "“你", "好”。"])
        // Elsewhere, quotation marks are ambiguous; Unicode 15.1 rules let East Asian
        // text break before an opening one.
        #expect(pieces("说：“你好”。", language: "en") == ["说：", "“你", "好”。"])
        #expect(pieces("文“中", language: "zh-CN") == ["文", "“中"])
    }

    @Test func breaksSmallKanaInNormalStrictness() {
        // line-break: normal (Chromium's auto) lets a line start with a small kana.
        #expect(pieces("あァ") == ["あ", "ァ"])
    }

    @Test func neverBreaksAroundNoBreakSpace() {
        #expect(pieces("100\u{00A0}km away") == ["100\u{00A0}km ", "away"])
    }
}

@Suite struct GraphemeBoundaryTests {
    /// Grapheme boundaries found pair by pair in ASCII and window by window elsewhere must
    /// be ICU's for the whole text: controls and CR LF, combining marks, emoji sequences,
    /// flags and Indic conjuncts, across windows, from any boundary to any later one.
    @Test func graphemeBoundariesAreICUs() {
        var samples: [[UInt16]] = [[0x0D, 0x0A], [0x0A, 0x0D], [0x61, 0x0D, 0x0A, 0x62], [0x0D, 0x0D, 0x0A, 0x0A], [0x41]]
        samples.append(Array(0..<128))
        samples.append(Array((0..<128).reversed()))
        let pieces = ["a", "Z", "\r\n", "\r", "\n", "\t", "\u{1B}", "e\u{301}", "a\u{308}\u{323}", "👩‍👩‍👧", "👍🏽", "🇫🇷", "🇩🇪",
                      "\u{200D}", "\u{301}", "नमस्ते", "क्ष", "中", "\u{600}1", "각", "\u{1100}\u{1161}\u{11A8}", "x"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        for length in 1...60 {
            var text: [UInt16] = []
            for _ in 0..<length {
                // Mostly printable, with CR, LF and other controls now and then.
                let pick = random(128)
                text.append(pick < 8 ? [0x0D, 0x0A, 0x09, 0x00, 0x1B, 0x7F, 0x0D, 0x0A][pick] : UInt16(0x20 + random(95)))
            }
            samples.append(text)
        }
        for count in [10, 100, 300, 1_000, 3_000] {
            for _ in 0..<8 {
                var text = ""
                while text.utf16.count < count {
                    // Long stretches of one piece, so some clusters outgrow a window.
                    let piece = pieces[random(pieces.count)]
                    text += String(repeating: piece, count: random(4) == 0 ? 1 + random(200) : 1)
                }
                samples.append(Array(text.utf16))
            }
        }
        var compared = 0
        for text in samples {
            let whole = ICU.boundaries(in: text, rules: .grapheme)
            for start in [0] + whole.filter({ _ in random(6) == 0 }) where start < text.count {
                let end = whole.filter { $0 > start }.randomElement() ?? text.count
                var boundaries = GraphemeBoundaries(text, from: start, to: end)
                var found: [Int] = []
                while let boundary = boundaries.next() { found.append(boundary) }
                #expect(found == whole.filter { $0 > start && $0 <= end }, "\(start)..<\(end) of \(text)")
                compared += 1
            }
        }
        #expect(compared > 300)
    }
}
