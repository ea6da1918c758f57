/// How a paragraph is set: its own style (which gives every line its strut), its line
/// height, its language and how it wraps words longer than a line.
public struct ParagraphStyle: Hashable, Sendable {
    /// What a word longer than the line does (CSS `overflow-wrap`).
    public enum OverflowWrap: Hashable, Sendable {
        /// It overflows the line.
        case normal
        /// It is cut between graphemes, where nothing else would let the line fit.
        case anywhere
    }

    /// The block's own style: its primary face's metrics make each line's strut.
    public var textStyle: TextStyle
    /// The line height in px (CSS `line-height: <px>`).
    public var lineHeight: LayoutUnit
    /// The content language (BCP 47, as `<html lang>`): picks line break rules for
    /// Chinese and the regional glyph forms HarfBuzz uses.
    public var language: String
    public var overflowWrap: OverflowWrap
    /// Whether a line never ends inside a run of monospace text (inline code set
    /// `white-space: nowrap`, as in table cells): only before or after it.
    public var keepsCodeWhole: Bool

    public init(textStyle: TextStyle, lineHeight: LayoutUnit, language: String = "en", overflowWrap: OverflowWrap = .anywhere,
                keepsCodeWhole: Bool = false) {
        self.textStyle = textStyle
        self.lineHeight = lineHeight
        self.language = language
        self.overflowWrap = overflowWrap
        self.keepsCodeWhole = keepsCodeWhole
    }
}
