/// One page as the search index reads it: plain text only, already taken out of its
/// Markdown (no HTML, no files).
public struct SearchPage: Sendable, Hashable {
    /// The page's URL as links give it (`/docs/install/`, base path included).
    public var url: String
    public var title: String
    public var tags: [String]
    /// The text before the first section, and each section's, in document order.
    public var sections: [SearchSection]

    public init(url: String, title: String, tags: [String] = [], sections: [SearchSection]) {
        self.url = url
        self.title = title
        self.tags = tags
        self.sections = sections
    }
}

/// A part of a page a result links to: the top of the page (no id), or one heading and
/// the text under it up to the next heading.
public struct SearchSection: Sendable, Hashable {
    /// The heading's id (`#id` in the result's link), nil for the top of the page.
    public var id: String?
    /// The heading's text; empty for the top of the page.
    public var heading: String
    /// The body text, blocks separated by newlines.
    public var text: String

    public init(id: String?, heading: String, text: String) {
        self.id = id
        self.heading = heading
        self.text = text
    }
}
