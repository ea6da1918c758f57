import SitegenCore

/// A heading with the blocks under it and its subsections (headings of a deeper level).
public struct Section: Hashable, Sendable {
    /// Unique within the page: a slug of the title, or the `{#id}` written after the heading.
    public var id: String
    /// True when the id comes from `{#id}` rather than from the title.
    public var isExplicitID: Bool
    /// The heading level, 1 to 6.
    public var level: Int
    public var title: [Inline]
    /// The title as plain text (code spans included, markup stripped).
    public var plainTitle: String
    /// Where the heading starts.
    public var location: SourceLocation
    /// The blocks between this heading and the next heading.
    public var blocks: [Block]
    public var children: [Section]

    public init(
        id: String, isExplicitID: Bool, level: Int, title: [Inline], plainTitle: String,
        location: SourceLocation, blocks: [Block] = [], children: [Section] = []
    ) {
        self.id = id
        self.isExplicitID = isExplicitID
        self.level = level
        self.title = title
        self.plainTitle = plainTitle
        self.location = location
        self.blocks = blocks
        self.children = children
    }
}
