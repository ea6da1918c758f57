import SitegenCore

/// One block of Markdown content (paragraph, list, table…), with the place it starts.
public struct Block: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case paragraph([Inline])
        /// A heading that does not start a section: one nested in a quote or a list.
        /// Boxed (`indirect`), as its size (72 bytes) would otherwise be every block's.
        indirect case heading(Heading)
        case blockQuote([Block])
        case list(ListBlock)
        /// `info` is the whole info string after the opening fence (empty for indented code).
        case codeBlock(info: String, literal: String)
        /// A fenced block of `timeline` or `steps` items; boxed, as `heading` is.
        indirect case timeline(Timeline)
        /// A GitHub alert or a `:::` container; boxed, as `heading` is.
        indirect case callout(Callout)
        /// Raw HTML, kept only with `MarkdownOptions.unsafeHTML`.
        case htmlBlock(String)
        /// Raw HTML that was dropped because `MarkdownOptions.unsafeHTML` is off.
        case omittedHTML
        case thematicBreak
        case table(Table)
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// A heading's level and content, with the `{#id}` written after it, if any.
public struct Heading: Hashable, Sendable {
    /// 1 to 6.
    public var level: Int
    /// The heading's content without its `{#id}` suffix.
    public var content: [Inline]
    /// The id from a trailing `{#id}`, exactly as written (validated later, with sections).
    public var explicitID: String?
    /// Where the `{#` of the explicit id stands.
    public var explicitIDLocation: SourceLocation?

    public init(level: Int, content: [Inline], explicitID: String? = nil, explicitIDLocation: SourceLocation? = nil) {
        self.level = level
        self.content = content
        self.explicitID = explicitID
        self.explicitIDLocation = explicitIDLocation
    }
}

/// A bullet or ordered list.
public struct ListBlock: Hashable, Sendable {
    public enum Marker: Hashable, Sendable {
        case bullet
        case ordered(start: Int)
    }

    public var marker: Marker
    /// Tight lists render their items' paragraphs without `<p>`.
    public var isTight: Bool
    public var items: [ListItem]

    public init(marker: Marker, isTight: Bool, items: [ListItem]) {
        self.marker = marker
        self.isTight = isTight
        self.items = items
    }
}

/// One item of a list; task-list items (`- [ ]`, `- [x]`) carry a checkbox.
public struct ListItem: Hashable, Sendable {
    public enum Checkbox: Hashable, Sendable {
        case unchecked
        case checked
    }

    public var checkbox: Checkbox?
    public var blocks: [Block]
    public var location: SourceLocation

    public init(checkbox: Checkbox? = nil, blocks: [Block], at location: SourceLocation) {
        self.checkbox = checkbox
        self.blocks = blocks
        self.location = location
    }
}

/// A GFM table: a header row and body rows of cells.
public struct Table: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable {
        case none, left, center, right
    }

    /// One per column.
    public var alignments: [Alignment]
    public var header: [TableCell]
    public var rows: [[TableCell]]

    public init(alignments: [Alignment], header: [TableCell], rows: [[TableCell]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

/// One cell of a table row.
public struct TableCell: Hashable, Sendable {
    public var content: [Inline]
    public var location: SourceLocation

    public init(content: [Inline], at location: SourceLocation) {
        self.content = content
        self.location = location
    }
}
