/// The text of one paragraph: runs of styled text and forced line breaks, with white
/// space already collapsed as CSS `white-space: normal` collapses it.
///
/// Offsets everywhere in this module are UTF-16 offsets into `utf16`, the collapsed
/// text: the offsets a browser's DOM ranges use.
public struct StyledText: Hashable, Sendable {
    /// The collapsed text; a forced line break is a line feed.
    public private(set) var utf16: [UInt16] = []
    /// The runs, in order, tiling `utf16`.
    public private(set) var runs: [TextRun] = []

    public init() {}

    /// A paragraph of one run.
    public init(_ text: String, style: TextStyle) {
        append(text, style: style)
    }

    /// The collapsed text as a string.
    public var string: String { String(decoding: utf16, as: UTF16.self) }

    /// Whether nothing but forced breaks, if anything, was appended.
    public var isEmpty: Bool { runs.allSatisfy { $0.kind == .lineBreak } }

    /// Appends `text` in `style`, collapsing white space: tabs and line feeds become
    /// spaces, a space after a space (in any run) or at the start of a line goes.
    /// `edges` wraps the run in an inline box whose padding, border and margin add
    /// that much width before and after it (inline code).
    /// Returns the range the text occupies after collapsing.
    /// With `preservingSpaces` (`white-space: pre-wrap`, for text without tabs or line
    /// feeds), spaces are kept as they are; they still hang at a line's end.
    @discardableResult
    public mutating func append(
        _ text: String, style: TextStyle, edges: InlineEdges = .none, preservingSpaces: Bool = false
    ) -> Range<Int> {
        let start = utf16.count
        var previousIsSpace = utf16.last.map { $0 == 0x20 || $0 == 0x0A } ?? true
        func append(_ unit: UInt16) {
            let isSpace = unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0C
            if isSpace {
                if !previousIsSpace || preservingSpaces { utf16.append(0x20) }
            } else {
                utf16.append(unit)
            }
            previousIsSpace = isSpace
        }
        // ASCII bytes are UTF-16 units as they are: iterating a string's UTF-16 view decodes
        // its UTF-8 one character at a time, and most text is ASCII.
        let asciiCount = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            // Grown as appending grows it: reserving the exact need copied the whole paragraph
            // again for every run (a link, a code span) appended to it.
            let needed = utf16.count + bytes.count
            if utf16.capacity < needed { utf16.reserveCapacity(max(needed, 2 * utf16.capacity)) }
            // Collapsed into a scratch buffer, then appended at once: appending unit by unit
            // checked the array's uniqueness and capacity for every character of every page.
            return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: bytes.count) { scratch -> Int in
                var count = 0
                var written = 0
                var wasSpace = previousIsSpace
                while count < bytes.count {
                    let byte = bytes[count]
                    if byte >= 0x80 { break }
                    let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
                    if !isSpace {
                        scratch[written] = UInt16(byte)
                        written += 1
                    } else if !wasSpace || preservingSpaces {
                        scratch[written] = 0x20
                        written += 1
                    }
                    wasSpace = isSpace
                    count += 1
                }
                previousIsSpace = wasSpace
                utf16.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<written]))
                return count
            }
        } ?? 0
        if asciiCount < text.utf8.count {
            for unit in text.utf16[text.utf8.index(text.utf8.startIndex, offsetBy: asciiCount)...] { append(unit) }
        }
        if utf16.count > start || edges != .none {
            runs.append(TextRun(kind: .text, range: start..<utf16.count, style: style, edges: edges))
        }
        return start..<utf16.count
    }

    /// Appends a forced line break (`<br>`); a space just before it goes.
    /// Returns the offset of the line feed that stands for it.
    @discardableResult
    public mutating func appendLineBreak(style: TextStyle) -> Int {
        if utf16.last == 0x20, let last = runs.indices.last, runs[last].kind == .text {
            utf16.removeLast()
            runs[last].range = runs[last].range.lowerBound..<utf16.count
            if runs[last].range.isEmpty && runs[last].edges == .none {
                runs.removeLast()
            }
        }
        let offset = utf16.count
        utf16.append(0x0A)
        runs.append(TextRun(kind: .lineBreak, range: offset..<offset + 1, style: style, edges: .none))
        return offset
    }
}

/// A run of a `StyledText`.
public struct TextRun: Hashable, Sendable {
    /// What a run holds.
    public enum Kind: Hashable, Sendable {
        /// Text in one style.
        case text
        /// A forced line break.
        case lineBreak
    }

    public var kind: Kind
    /// The run's range in the text.
    public var range: Range<Int>
    public var style: TextStyle
    /// Extra width at the run's start and end (an inline box's padding, border and margin).
    public var edges: InlineEdges
}

/// The horizontal padding, border and margin of an inline box, at its start and end.
public struct InlineEdges: Hashable, Sendable {
    public var start: LayoutUnit
    public var end: LayoutUnit

    public init(start: LayoutUnit, end: LayoutUnit) {
        self.start = start
        self.end = end
    }

    /// No inline box edges.
    public static let none = InlineEdges(start: .zero, end: .zero)
}
