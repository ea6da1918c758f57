/// One piece of a template's source: a run of text within one line, or one tag.
///
/// Text is split at line ends (each piece ends with its `\n` or at a tag), so the standalone
/// rules can remove a line's whitespace by dropping whole pieces.
struct Token {
    enum Kind: UInt8 {
        case text
        case escapedVariable
        case rawVariable
        case section
        case invertedSection
        case close
        case comment
        case partial
        case parent
        case block
        case delimiters

        /// Interpolations are never standalone; every other tag may be.
        var mayStandAlone: Bool {
            switch self {
            case .text, .escapedVariable, .rawVariable: false
            default: true
            }
        }

        /// Tags that need a matching close tag.
        var opensElement: Bool {
            switch self {
            case .section, .invertedSection, .parent, .block: true
            default: false
            }
        }
    }

    var kind: Kind
    /// Text: first byte still rendered (moves forward when whitespace is removed). Tag: first byte of the tag.
    var start: Int
    /// One past the last byte.
    var end: Int
    /// The tag's trimmed content (a name, a partial name); empty for text and comments.
    var name: String = ""
    var line: Int = 0
    var column: Int = 0

    // MARK: Facts the whitespace rules fill in (tags only)

    /// Offset of the first byte of the tag's source line.
    var lineStart: Int = 0
    /// Offset just past the line end (`\n`) after the tag, or the source's end.
    var lineEnd: Int = 0
    /// Only spaces and tabs stand between the line start and the tag.
    var clearBefore = false
    /// Only spaces and tabs stand between the tag and its line end (or the end of the source).
    var clearAfter = false
    /// The tag is alone on its line (with whitespace): its whole line is removed.
    var standalone = false
    /// Parent elements and parameter blocks: the pair of tags stands alone as described in the spec's whitespace notes.
    var pairStandalone = false
    /// A block that is a direct child of a parent tag (an argument, not a parameter).
    var isArgument = false
    /// Index of the matching close tag (for an opening tag) or opening tag (for a close tag).
    var partner = -1
    /// Whitespace before a standalone partial, parent or block: added to each line it expands.
    var indentation: [UInt8] = []
    /// Text: removed by the standalone rules.
    var removed = false
}
