/// How a run of text is set: its family, weight, slant and size.
public struct TextStyle: Hashable, Sendable {
    /// The family a run is set in; each falls back to the CJK face.
    public enum Family: Hashable, Sendable {
        /// The text face (regular, bold, italic, bold italic).
        case body
        /// The monospace face, for inline code.
        case monospace
    }

    public var family: Family
    public var isBold: Bool
    public var isItalic: Bool
    /// The font size in px.
    public var fontSize: Double

    public init(fontSize: Double, family: Family = .body, bold: Bool = false, italic: Bool = false) {
        self.family = family
        self.isBold = bold
        self.isItalic = italic
        self.fontSize = fontSize
    }

    /// Regular body text at `fontSize` px.
    public static func regular(_ fontSize: Double) -> TextStyle { TextStyle(fontSize: fontSize) }
    /// Bold body text at `fontSize` px.
    public static func bold(_ fontSize: Double) -> TextStyle { TextStyle(fontSize: fontSize, bold: true) }
    /// Italic body text at `fontSize` px.
    public static func italic(_ fontSize: Double) -> TextStyle { TextStyle(fontSize: fontSize, italic: true) }
    /// Bold italic body text at `fontSize` px.
    public static func boldItalic(_ fontSize: Double) -> TextStyle {
        TextStyle(fontSize: fontSize, bold: true, italic: true)
    }
    /// Monospace text (inline code) at `fontSize` px.
    public static func monospace(_ fontSize: Double) -> TextStyle { TextStyle(fontSize: fontSize, family: .monospace) }
}
