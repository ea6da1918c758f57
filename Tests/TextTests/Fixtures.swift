import SitegenText

/// Debian's fonts (fonts-inter, fonts-jetbrains-mono, fonts-noto-cjk), loaded once for
/// all tests, and a typesetter over them.
enum Fixtures {
    static let fonts: FontSet = {
        do {
            return try FontSet.debian()
        } catch {
            fatalError("the Debian fonts are missing (scripts/install-deps test): \(error)")
        }
    }()
    static let typesetter = Typesetter(fonts: fonts)

    static func paragraph(
        _ text: String, size: Double = 16, lineHeight: Int = 24, language: String = "en",
        overflowWrap: ParagraphStyle.OverflowWrap = .anywhere
    ) -> PreparedParagraph {
        typesetter.prepare(
            StyledText(text, style: .regular(size)),
            style: style(size: size, lineHeight: lineHeight, language: language, overflowWrap: overflowWrap))
    }

    static func style(
        size: Double = 16, lineHeight: Int = 24, language: String = "en",
        overflowWrap: ParagraphStyle.OverflowWrap = .anywhere
    ) -> ParagraphStyle {
        ParagraphStyle(
            textStyle: .regular(size), lineHeight: LayoutUnit(lineHeight), language: language, overflowWrap: overflowWrap)
    }

    /// The text of each line of `layout`.
    static func lines(_ layout: ParagraphLayout, of prepared: PreparedParagraph) -> [String] {
        layout.lines.map { String(decoding: prepared.text.utf16[$0.range], as: UTF16.self) }
    }
}
