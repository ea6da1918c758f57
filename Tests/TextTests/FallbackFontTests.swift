import Testing
@testable import SitegenText

/// The fallback faces (maths, symbols, emoji) end every font stack, and a colour bitmap
/// face advances as Chromium scales its bitmaps.
@Suite struct FallbackFontTests {
    /// Each character's face, as the body's stack picks it.
    func role(of scalar: Unicode.Scalar, in style: TextStyle = .regular(16)) -> FontRole? {
        FontSet.fallbackRoles(for: style).first { Fixtures.fonts.face($0).hasGlyph(for: scalar) }
    }

    @Test func mathLettersSymbolsAndEmojiComeFromTheFallbacksInOrder() {
        #expect(role(of: "\u{1D7CF}") == .math, "mathematical bold digit one")
        #expect(role(of: "\u{1D400}") == .math, "mathematical bold capital A")
        #expect(role(of: "\u{1F600}") == .emoji, "grinning face")
        #expect(role(of: "\u{1F600}", in: .monospace(14)) == .emoji)
        #expect(role(of: "A") == .bodyRegular && role(of: "A", in: .monospace(14)) == .monoRegular)
        for stack in [TextStyle.regular(16), .bold(16), .italic(16), .monospace(14)].map(FontSet.fallbackRoles(for:)) {
            #expect(Array(stack.suffix(4)) == FontRole.fallbacks)
        }
    }

    @Test func colourEmojiAdvanceByTheirBitmapStrikeNotTheirHmtxAdvance() throws {
        let emoji = Fixtures.fonts.face(.emoji)
        let strike = try #require(emoji.harfBuzz.colorStrike, "Noto Color Emoji is a CBDT face")
        let glyph = try #require(emoji.harfBuzz.nominalGlyph(0x1F600))
        let units = emoji.harfBuzz.unitsAdvance(glyph)
        // The strike's advance per em differs from hmtx's: the engine takes the strike's.
        let strikeEm = Double(strike.advances[Int(glyph)]) / Double(strike.ppem)
        let hmtxEm = Double(units) / Double(emoji.unitsPerEm)
        #expect(abs(strikeEm - hmtxEm) > 0.001)
        let text = String(repeating: "\u{1F600}", count: 10)
        let prepared = Fixtures.typesetter.prepare(
            StyledText(text, style: .regular(16)), style: ParagraphStyle(textStyle: .regular(16), lineHeight: LayoutUnit(26)))
        #expect(prepared.uncoveredCharacters.isEmpty)
        // Ten glyphs of strikeEm × 16 px, the line's width rounded up to 1/64 px.
        let expected = LayoutUnit(ceilingPx: (Double(Float(strike.advances[Int(glyph)]) * 16 / Float(strike.ppem)) * 10))
        #expect(abs(prepared.maxContentWidth.rawValue - expected.rawValue) <= 1)
    }

    @Test func aCharacterNoShippedFontHasIsReportedUncovered() {
        // A private-use character: in no face.
        let prepared = Fixtures.typesetter.prepare(
            StyledText("a \u{F0000} b", style: .regular(16)), style: ParagraphStyle(textStyle: .regular(16), lineHeight: LayoutUnit(26)))
        #expect(prepared.uncoveredCharacters == ["\u{F0000}"])
    }
}
