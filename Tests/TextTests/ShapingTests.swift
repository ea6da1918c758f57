import Testing
@testable import SitegenText

@Suite struct ShapingTests {
    static let pangram = "The quick brown fox jumps over the lazy dog, 1234567890."

    @Test func matchesTheReferenceWidth() {
        // FIDELITY.md: HarfBuzz gives 447.5682 px, Chromium lays out 447.578125 px.
        let prepared = Fixtures.paragraph(Self.pangram)
        let shaped = prepared.shapedRanges[0]
        let px = Double(shaped.advance(from: 0, to: prepared.text.utf16.count)) / 65536
        #expect(abs(px - 447.5682) < 0.01)
        #expect(prepared.maxContentWidth == LayoutUnit(rawValue: 28645))
        #expect(prepared.maxContentWidth.px == 447.578125)
    }

    @Test func usesFreeTypeAdvances() {
        // Noto Sans CJK's ideographs are 1000 of 1000 units: FreeType's rounded scale makes
        // each 16.0000305 px at 16 px, so two of them snap up to 32 + 1/64, as in Chromium.
        let prepared = Fixtures.paragraph("中文", language: "zh-CN")
        #expect(prepared.maxContentWidth == LayoutUnit(rawValue: 32 * 64 + 1))
    }

    @Test func quantizesFontSizesAsChromium() {
        #expect(HarfBuzzFont.freeTypeSize(16) == 1024)
        #expect(HarfBuzzFont.freeTypeSize(12.25) == 784)
        #expect(HarfBuzzFont.freeTypeSize(13.125) == 839)
        #expect(HarfBuzzFont.freeTypeSize(13.1) == 838)
    }

    @Test func fallsBackToTheCJKFacePerCharacter() {
        let mixed = Fixtures.paragraph("中文English中文", language: "zh-CN")
        // Chromium: 118.09375 px.
        #expect(mixed.maxContentWidth.px == 118.09375)
        #expect(mixed.uncoveredCharacters.isEmpty)
        // Curly quotes are Inter's, so they are narrower than the CJK face's.
        let quoted = Fixtures.paragraph("中文，标点。“引号”（括号）", language: "zh-CN")
        #expect(quoted.maxContentWidth.px == 204.1875)
    }

    @Test func reportsCharactersNoFaceHas() {
        let prepared = Fixtures.paragraph("Private \u{F0000} and \u{10FFFD} use, an emoji \u{1F680} drawn!")
        #expect(prepared.uncoveredCharacters == ["\u{F0000}", "\u{10FFFD}"])
    }

    @Test func shapesRunsWholeBecauseContextCrossesSpaces() {
        // Inter's contextual alternates look across spaces: "2 x 3" sets a multiplication
        // sign, so words shaped apart would measure wrong.
        func width(_ string: String) -> Int64 {
            let text = Array(string.utf16)
            let glyphs = text.withUnsafeBufferPointer {
                Shaper.shapeWithFallback(
                    $0, faces: [Fixtures.fonts.bodyRegular], faceIndex: 0, size: 16, script: ScriptCode("Latn"),
                    language: "en"
                ).glyphs
            }
            return glyphs.reduce(0) { $0 + Int64($1.advance) }
        }
        #expect(width("2 x 3") != width("2 ") + width("x ") + width("3"))
        #expect(width("a x b") == width("a ") + width("x ") + width("b"))
    }

    @Test func splitsScriptRunsAsChromium() {
        func runs(_ string: String) -> [String] {
            let text = Array(string.utf16)
            return text.withUnsafeBufferPointer { buffer in
                ScriptRuns.split(buffer).map { "\($0.script):" + String(decoding: text[$0.range], as: UTF16.self) }
            }
        }
        // Common characters join the run they follow; leading ones the first script.
        #expect(runs("2024年 in Swift") == ["Hani:2024年 ", "Latn:in Swift"])
        // A closing bracket takes its opening bracket's script.
        #expect(runs("中文 (English) 中文") == ["Hani:中文 (", "Latn:English", "Hani:) 中文"])
        // Ideographic punctuation continues a Han run.
        #expect(runs("中文，标点。") == ["Hani:中文，标点。"])
        #expect(runs("1234 5678") == ["Zyyy:1234 5678"])
    }

    @Test func splitsASCIIAsTheFullIteratorDoes() {
        // Every pair and a sample of triples of ASCII characters, and longer mixes.
        let ascii = (0..<128).map { UInt16($0) }
        var texts: [[UInt16]] = ascii.flatMap { first in ascii.map { [first, $0] } }
        for first in ascii where first % 3 == 0 {
            for second in ascii where second % 5 == 0 { for third in ascii { texts.append([first, second, third]) } }
        }
        texts += ["(1) [a] {b}", "x = f(2) + [3]", "--- 42 ---", "\"quoted\" (and) 'single'", "a\tb\nc"].map { Array($0.utf16) }
        var mismatches: [String] = []
        for text in texts {
            text.withUnsafeBufferPointer { buffer in
                let fast = ScriptRuns.split(buffer).map { "\($0.range) \($0.script)" }
                let full = ScriptRuns.splitCharacterByCharacter(buffer).map { "\($0.range) \($0.script)" }
                if fast != full { mismatches.append("\(text): \(fast) vs \(full)") }
            }
        }
        #expect(texts.count > 20_000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func cachesShapedRuns() {
        let typesetter = Typesetter(fonts: Fixtures.fonts)
        let text = StyledText("A run in English, 然后是中文。", style: .regular(16))
        _ = typesetter.prepare(text, style: Fixtures.style())
        // The Latin run's four words are shaped one by one through the cache; the Han run
        // is drawn by the CJK face's uniform ideographs, without it.
        #expect(typesetter.cacheStatistics.misses == 4)
        #expect(typesetter.cachedRunCount == 4)
        _ = typesetter.prepare(text, style: Fixtures.style())
        #expect(typesetter.cacheStatistics.misses == 4)
        #expect(typesetter.cacheStatistics.hits == 4)
        // Words recur across paragraphs: only "Another " is new.
        _ = typesetter.prepare(StyledText("Another run in English, ", style: .regular(16)), style: Fixtures.style())
        #expect(typesetter.cacheStatistics.misses == 5)
        #expect(typesetter.cacheStatistics.hits == 7)
        // A Han run holding a dash Inter draws is shaped whole, with fallback, through the cache.
        let dashed = StyledText("中文——英文", style: .regular(16))
        _ = typesetter.prepare(dashed, style: Fixtures.style())
        _ = typesetter.prepare(dashed, style: Fixtures.style())
        #expect(typesetter.cacheStatistics.misses == 6)
        #expect(typesetter.cacheStatistics.hits == 8)
        typesetter.clearCache()
        #expect(typesetter.cachedRunCount == 0)
    }
}
