import SitegenLayout
import SitegenText
import Testing
@testable import SitegenSite

/// Which fallback fonts a site publishes, and with which characters: only those the faces
/// before them lack, so that a site without such characters ships none of them.
@Suite struct FallbackFontPublishingTests {
    func name(_ role: FontRole) throws -> String {
        try #require(ThemeGeometry.standard.fonts[role]).publishedName
    }

    @Test func eachFallbackGetsTheCharactersTheFacesBeforeItLack() throws {
        let shown: Set<Unicode.Scalar> = ["a", "é", "→", "\u{1D7CF}", "\u{1F600}", "\u{F0000}"]
        let sets = ThemeFonts.fallbackScalars(shown: shown, theme: .standard)
        #expect(Set(sets.keys) == Set(try FontRole.fallbacks.map(name)))
        #expect(sets[try name(.math)] == ["\u{1D7CF}"])
        #expect(sets[try name(.emoji)] == ["\u{1F600}"])
        // Once the site shows a joiner, the faces drawing it keep every shown character they have.
        let joined = ThemeFonts.fallbackScalars(shown: shown.union(["\u{200D}", "1"]), theme: .standard)
        #expect(joined[try name(.emoji)]?.isSuperset(of: ["\u{1F600}", "\u{200D}", "1"]) == true)
        // Inter has the arrow; no face has the private-use character.
        #expect(sets.values.allSatisfy { !$0.contains("→") && !$0.contains("\u{F0000}") })
    }

    @Test func aSiteOfPlainTextNeedsNoFallback() {
        let sets = ThemeFonts.fallbackScalars(shown: Set("Plain text, café, naïve — “quoted”.".unicodeScalars), theme: .standard)
        #expect(sets.values.allSatisfy { $0.isEmpty })
    }
}

/// Emoji sequences (joined by U+200D, with skin tones, flags, keycaps) set from the
/// published subsets as from the whole fonts.
@Suite struct EmojiSubsetTests {
    @Test(arguments: ["family 👨‍👩‍👧", "thumbs 👍🏽", "flag 🇫🇷", "keycap 1️⃣", "heart ❤️", "rocket 🚀",
                      "family 👨‍👩‍👧 thumbs 👍🏽 flag 🇫🇷 keycap 1️⃣ heart ❤️ rocket 🚀"])
    func sequencesSetFromTheSubsetsAsFromTheWholeFonts(text: String) throws {
        let whole = try FontSet.debian()
        let sets = ThemeFonts.fallbackScalars(shown: Set(text.unicodeScalars), theme: .standard)
        func face(_ role: FontRole) throws -> FontFace {
            guard FontRole.fallbacks.contains(role) else { return whole.face(role) }
            let name = try #require(ThemeGeometry.standard.fonts[role]).publishedName
            let scalars = sets[name] ?? []
            return try FontFace(bytes: whole.face(role).subset(keeping: scalars.isEmpty ? [" "] : scalars), source: name)
        }
        let subsets = FontSet(bodyRegular: whole.bodyRegular, bodyBold: whole.bodyBold, bodyItalic: whole.bodyItalic,
                              bodyBoldItalic: whole.bodyBoldItalic, monoRegular: whole.monoRegular,
                              cjkRegular: whole.cjkRegular, cjkBold: whole.cjkBold,
                              fallbacks: try FontRole.fallbacks.map(face))
        let style = ParagraphStyle(textStyle: .regular(16), lineHeight: LayoutUnit(26))
        let expected = Typesetter(fonts: whole).prepare(StyledText(text, style: .regular(16)), style: style)
        let actual = Typesetter(fonts: subsets).prepare(StyledText(text, style: .regular(16)), style: style)
        #expect(expected.uncoveredCharacters.isEmpty)
        #expect(actual.maxContentWidth == expected.maxContentWidth, "\(text)")
    }
}

/// A published fallback's `@font-face` names the characters its subset has.
@Suite struct UnicodeRangeTests {
    @Test func rangesJoinConsecutiveCodePointsInOrder() {
        #expect(CSSFontReferences.unicodeRange(["\u{2193}", "\u{2190}", "\u{2191}", "\u{2192}", "\u{1F600}", "a"])
                == "U+61, U+2190-2193, U+1F600")
    }

    @Test func theRuleOfEachFontInTheMapGetsItsRangeAndNoOtherChanges() {
        let css = """
            @font-face { font-family: "SG Body"; src: url("/assets/fonts/Inter-Regular.1.woff2") format("woff2"); font-display: block; }
            @font-face { font-family: "SG Emoji"; src: url("/assets/fonts/NotoColorEmoji.2.woff2") format("woff2"); font-display: block; }

            """
        let ranged = CSSFontReferences.addingUnicodeRanges(css, ranges: ["NotoColorEmoji.2.woff2": ["\u{1F600}"], "Gone.woff2": ["x"]])
        #expect(ranged == """
            @font-face { font-family: "SG Body"; src: url("/assets/fonts/Inter-Regular.1.woff2") format("woff2"); font-display: block; }
            @font-face { font-family: "SG Emoji"; src: url("/assets/fonts/NotoColorEmoji.2.woff2") format("woff2"); font-display: block; unicode-range: U+1F600; }

            """)
    }

    @Test func theRulesOfUnpublishedFontsGoWhole() {
        let css = """
            @font-face { font-family: "SG Body"; src: url("/assets/fonts/Inter-Regular.1.woff2") format("woff2"); }
            @font-face { font-family: "SG Math"; src: url("/assets/fonts/NotoSansMath-Regular.ttf"); font-weight: 400; }
            #sg-content { font-family: "SG Body", "SG Math"; }

            """
        #expect(CSSFontReferences.removingFaces(css, names: ["NotoSansMath-Regular.ttf", "Gone.ttf"]) == """
            @font-face { font-family: "SG Body"; src: url("/assets/fonts/Inter-Regular.1.woff2") format("woff2"); }
            #sg-content { font-family: "SG Body", "SG Math"; }

            """)
    }
}
