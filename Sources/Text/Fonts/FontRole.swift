/// The part a face plays in a `FontSet`.
public enum FontRole: String, CaseIterable, Hashable, Sendable {
    /// The fallback faces, in the order every fallback list ends with them.
    public static let fallbacks: [FontRole] = [.math, .symbols, .symbols2, .emoji]

    case bodyRegular, bodyBold, bodyItalic, bodyBoldItalic
    case monoRegular
    case cjkRegular, cjkBold
    /// The fallbacks for what the text, code and CJK faces lack: mathematical letters and
    /// operators, symbols and arrows, more symbols and box drawing, emoji.
    case math, symbols, symbols2, emoji

    /// Where Debian's packages (fonts-inter, fonts-jetbrains-mono, fonts-noto-cjk,
    /// fonts-noto-core, fonts-noto-color-emoji) put the face, and its index in that file.
    ///
    /// Noto Sans CJK comes as collections whose face 0 is the JP face; a CSS `@font-face`
    /// pointing at a collection gets face 0, so the engine uses face 0 as well. Its Han
    /// advances are those of the SC face, and HarfBuzz's `locl` picks the regional forms
    /// from the paragraph's language, as Chromium's does.
    public var debianFile: (path: String, faceIndex: Int) {
        switch self {
        case .bodyRegular: ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0)
        case .bodyBold: ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", 0)
        case .bodyItalic: ("/usr/share/fonts/opentype/inter/Inter-Italic.otf", 0)
        case .bodyBoldItalic: ("/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf", 0)
        case .monoRegular: ("/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf", 0)
        case .cjkRegular: ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0)
        case .cjkBold: ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 0)
        case .math: ("/usr/share/fonts/truetype/noto/NotoSansMath-Regular.ttf", 0)
        case .symbols: ("/usr/share/fonts/truetype/noto/NotoSansSymbols-Regular.ttf", 0)
        case .symbols2: ("/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf", 0)
        case .emoji: ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", 0)
        }
    }
}
