import SitegenCore

/// Inline content of a paragraph, heading or table cell.
///
/// Links, images and footnote references are boxed (`indirect`): unboxed, their 72 bytes
/// set the size of every case, and a page's text runs were 80 bytes each instead of 24.
public enum Inline: Hashable, Sendable {
    case text(String)
    /// A code span's content.
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    indirect case link(Link)
    indirect case image(Image)
    /// An inline raw HTML tag, kept only with `MarkdownOptions.unsafeHTML`.
    case html(String)
    /// An inline raw HTML tag that was dropped because `MarkdownOptions.unsafeHTML` is off.
    case omittedHTML
    case softBreak
    case lineBreak
    indirect case footnoteReference(FootnoteReference)
}

/// A link (inline, reference or autolink) with its text.
public struct Link: Hashable, Sendable {
    /// The URL as written (after entity and escape processing), not yet checked or rewritten.
    public var destination: String
    /// Empty when the link has no title.
    public var title: String
    public var content: [Inline]
    public var location: SourceLocation

    public init(destination: String, title: String = "", content: [Inline], at location: SourceLocation) {
        self.destination = destination
        self.title = title
        self.content = content
        self.location = location
    }
}

/// An image with its alternative text.
public struct Image: Hashable, Sendable {
    public var source: String
    /// Empty when the image has no title.
    public var title: String
    public var alt: [Inline]
    public var location: SourceLocation

    public init(source: String, title: String = "", alt: [Inline], at location: SourceLocation) {
        self.source = source
        self.title = title
        self.alt = alt
        self.location = location
    }
}

/// A `[^label]` reference to a footnote.
public struct FootnoteReference: Hashable, Sendable {
    /// The footnote's label as written in its definition (used for `fn-…` element ids).
    public var label: String
    /// The footnote's number, 1-based, in order of first reference.
    public var number: Int
    /// Which reference to this footnote this is (1 for the first, 2 for the second…).
    public var occurrence: Int
    public var location: SourceLocation

    public init(label: String, number: Int, occurrence: Int, at location: SourceLocation) {
        self.label = label
        self.number = number
        self.occurrence = occurrence
        self.location = location
    }
}
