/// The part a face plays in a `FontSet`.
public enum FontRole: String, CaseIterable, Hashable, Sendable {
    case bodyRegular, bodyBold, bodyItalic, bodyBoldItalic
    case monoRegular
    case cjkRegular, cjkBold

    /// Where Debian's packages (fonts-inter, fonts-jetbrains-mono, fonts-noto-cjk) put the
    /// face, and its index in that file.
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
        }
    }
}
