import SitegenCore
import SitegenMarkdown

/// A page of the built site: one Markdown file, or a folder index or home page sitegen makes.
public struct Page: Sendable {
    public enum Kind: Sendable, Hashable {
        /// A Markdown file of its own.
        case article
        /// The index of a folder of `Content/` (from its `_index.md`, or generated).
        case folderIndex
        /// The site's home page (from `Content/_index.md`, or generated).
        case home
    }

    public var kind: Kind
    /// The Markdown file, nil for an index sitegen generates.
    public var source: ContentFile?
    /// The parsed file, nil for an index sitegen generates, and once a one-off build has
    /// rendered every body (`RenderPagesStep`): a large site's documents are hundreds of
    /// megabytes, and what the rest of the build needs of them is kept below.
    public var document: Document? {
        didSet { if let document { keepSummary(of: document) } }
    }
    public var title: String
    public var route: Route
    /// The folder below `Content/` the page belongs to; for a folder index, the folder itself.
    public var folder: String
    public private(set) var frontMatter: FrontMatter?
    /// The body's word count, and its first paragraph's text shortened (`Excerpt`).
    public private(set) var wordCount = 0
    public private(set) var excerpt: String?

    public init(kind: Kind, source: ContentFile?, document: Document?, title: String, route: Route, folder: String) {
        self.kind = kind
        self.source = source
        self.document = document
        self.title = title
        self.route = route
        self.folder = folder
        if let document { keepSummary(of: document) }
    }

    private mutating func keepSummary(of document: Document) {
        frontMatter = document.frontMatter
        wordCount = document.wordCount
        excerpt = Excerpt.make(document)
    }

    public var date: PageDate? { frontMatter?.date }
    public var weight: Int? { frontMatter?.weight }
    public var tags: [String] { frontMatter?.tags ?? [] }
    public var isDraft: Bool { frontMatter?.draft ?? false }
    /// Where the front matter's `slug` value is written, for messages about it.
    public var slugLocation: SourceLocation? { frontMatter?.node?["slug"]?.location }

    /// The order of pages in a folder listing: by weight when set, then newest first, then by title.
    public static func listingOrder(_ lhs: Page, _ rhs: Page) -> Bool {
        switch (lhs.weight, rhs.weight) {
        case let (left?, right?) where left != right: return left < right
        case (_?, nil): return true
        case (nil, _?): return false
        default: break
        }
        switch (lhs.date, rhs.date) {
        case let (left?, right?) where left != right: return left > right
        case (_?, nil): return true
        case (nil, _?): return false
        default: break
        }
        if lhs.title != rhs.title { return lhs.title < rhs.title }
        return lhs.route < rhs.route
    }
}
