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
    /// ASCII text skips ICU where a word overflows its line: the boundaries must be ICU's,
    /// controls and CR LF included; other text goes to ICU.
    @Test func asciiBoundariesAreICUs() {
        var samples: [[UInt16]] = [[0x0D, 0x0A], [0x0A, 0x0D], [0x61, 0x0D, 0x0A, 0x62], [0x0D, 0x0D, 0x0A, 0x0A], [0x41]]
        samples.append(Array(0..<128))
        samples.append(Array((0..<128).reversed()))
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 1...60 {
            var text: [UInt16] = []
            for _ in 0..<length {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                // Mostly printable, with CR, LF and other controls now and then.
                let pick = Int(seed >> 57)
                text.append(pick < 8 ? [0x0D, 0x0A, 0x09, 0x00, 0x1B, 0x7F, 0x0D, 0x0A][pick] : UInt16(0x20 + Int(seed >> 40) % 95))
            }
            samples.append(text)
        }
        for text in samples {
            #expect(PreparedParagraph.asciiGraphemeBoundaries(text) == ICU.boundaries(in: text, rules: .grapheme), "\(text)")
        }
        #expect(PreparedParagraph.asciiGraphemeBoundaries(Array("naïve".utf16)) == nil)
        #expect(PreparedParagraph.asciiGraphemeBoundaries([]) == [])
    }
}
