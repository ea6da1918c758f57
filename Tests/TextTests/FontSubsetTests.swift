import Testing
import SitegenText

/// Subsets cut a face down and keep what shaping needs: the text they are made for sets
/// exactly as with the whole faces.
@Suite struct FontSubsetTests {
    static let english = "The office’s “affine” flows — fi, fl, ffi; AVATAR Wa To Ty, 1/2 → 3×4 = 12! (x) [y] {z} café naïve"
    static let chinese = "排版引擎在构建时测量文字：每一行、每一段的位置，都与浏览器绘制的一致。（括号）“引号”《书名》，标点。"

    /// A font set whose every face is a subset of the Debian face for `text`.
    static func subsetFonts(for text: String) throws -> FontSet {
        try FontSet(
            bodyRegular: subset(Fixtures.fonts.bodyRegular, text), bodyBold: subset(Fixtures.fonts.bodyBold, text),
            bodyItalic: subset(Fixtures.fonts.bodyItalic, text), bodyBoldItalic: subset(Fixtures.fonts.bodyBoldItalic, text),
            monoRegular: subset(Fixtures.fonts.monoRegular, text),
            cjkRegular: subset(Fixtures.fonts.cjkRegular, text), cjkBold: subset(Fixtures.fonts.cjkBold, text),
            fallbacks: Fixtures.fonts.fallbacks.map { try subset($0, text) })
    }

    static func subset(_ face: FontFace, _ text: String) throws -> FontFace {
        try FontFace(bytes: face.subset(keeping: text.unicodeScalars), source: "subset of \(face.source)")
    }

    @Test(arguments: [(english, "en"), (chinese, "zh-Hans"), (english + " " + chinese, "zh-Hans")])
    func subsetSetsTextAsTheWholeFaces(text: String, language: String) throws {
        let subsets = Typesetter(fonts: try Self.subsetFonts(for: text))
        for style in [TextStyle.regular(16), .bold(16), .italic(16), .boldItalic(16), .monospace(14)] {
            let paragraphStyle = ParagraphStyle(textStyle: style, lineHeight: LayoutUnit(26), language: language)
            let whole = Fixtures.typesetter.prepare(StyledText(text, style: style), style: paragraphStyle)
            let cut = subsets.prepare(StyledText(text, style: style), style: paragraphStyle)
            #expect(cut.maxContentWidth == whole.maxContentWidth, "\(style)")
            #expect(cut.uncoveredCharacters == whole.uncoveredCharacters, "\(style)")
            for width in [120, 288, 343, 560] {
                #expect(cut.layout(availableWidth: LayoutUnit(width)) == whole.layout(availableWidth: LayoutUnit(width)),
                        "\(style) at \(width) px")
            }
        }
    }

    @Test func subsetIsASingleSmallFaceThatKeepsItsNameAndMetrics() throws {
        let whole = Fixtures.fonts.cjkRegular
        let bytes = try whole.subset(keeping: Self.chinese.unicodeScalars)
        let cut = try FontFace(bytes: bytes, source: "subset")
        #expect(bytes.count < 200_000)
        #expect(cut.familyName == whole.familyName)
        #expect(cut.metrics == whole.metrics)
        #expect(cut.uncoveredScalars(in: Self.chinese).isEmpty)
        #expect(!cut.hasGlyph(for: "鼎"))
        #expect(whole.hasGlyph(for: "鼎"))
    }

    @Test func subsetKeepsTheFeaturesTextIsSetWithAndNoOthers() throws {
        // Inter has stylistic sets and character variants no page sets text with unasked: the
        // subset leaves them out, and fractions unless the text has a fraction slash, and keeps
        // what shaping applies (kerning, contextual forms) and the theme's tabular figures.
        let whole = Fixtures.fonts.bodyRegular
        let cut = try FontFace(bytes: whole.subset(keeping: Self.english.unicodeScalars), source: "subset")
        let discretionary: Set = ["ss01", "cv01", "case", "zero", "frac"]
        #expect(discretionary.isSubset(of: whole.layoutFeatures))
        #expect(cut.layoutFeatures.isDisjoint(with: discretionary))
        #expect(Set(["kern", "calt", "tnum"]).isSubset(of: cut.layoutFeatures))

        let fraction = "1\u{2044}2 of " + Self.english
        let withSlash = try FontFace(bytes: whole.subset(keeping: fraction.unicodeScalars), source: "subset")
        #expect(Set(["frac", "numr", "dnom"]).isSubset(of: withSlash.layoutFeatures))
        let style = ParagraphStyle(textStyle: .regular(16), lineHeight: LayoutUnit(26), language: "en")
        let set = Typesetter(fonts: try FontSet(
            bodyRegular: withSlash, bodyBold: Fixtures.fonts.bodyBold, bodyItalic: Fixtures.fonts.bodyItalic,
            bodyBoldItalic: Fixtures.fonts.bodyBoldItalic, monoRegular: Fixtures.fonts.monoRegular,
            cjkRegular: Fixtures.fonts.cjkRegular, cjkBold: Fixtures.fonts.cjkBold, fallbacks: Fixtures.fonts.fallbacks))
        #expect(set.prepare(StyledText(fraction, style: .regular(16)), style: style).maxContentWidth
                == Fixtures.typesetter.prepare(StyledText(fraction, style: .regular(16)), style: style).maxContentWidth)
    }
}
