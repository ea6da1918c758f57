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

    /// What a page holds, in one immutable object the page refers to: pages are copied into
    /// every listing, sort and template context of a build, and as a struct of a dozen
    /// strings, arrays and optionals each copy would cost a dozen retains and releases. A
    /// change makes a new object.
    private struct Values: Sendable {
        var kind: Kind
        var source: ContentFile?
        var document: Document?
        /// What later steps need of the document, once it is let go (`releaseDocument`).
        var extract: DocumentExtract?
        var title: String
        var route: Route
        var folder: String
        var siteLanguage: String
        var frontMatter: FrontMatter?
        var wordCount = 0
        var excerpt: String?
    }

    private final class Box: Sendable {
        let values: Values
        init(_ values: Values) { self.values = values }
    }

    private var box: Box

    private var values: Values {
        get { box.values }
        set { box = Box(newValue) }
    }

    public var kind: Kind {
        get { box.values.kind }
        set { values.kind = newValue }
    }
    /// The Markdown file, nil for an index sitegen generates.
    public var source: ContentFile? {
        get { box.values.source }
        set { values.source = newValue }
    }
    /// The parsed file, nil for an index sitegen generates. What lists and feeds need of it
    /// is also kept below, read once.
    public var document: Document? {
        get { box.values.document }
        set {
            var values = self.values
            values.document = newValue
            if let newValue { Self.keepSummary(of: newValue, in: &values) }
            self.values = values
        }
    }
    /// What was taken out of the document before it was let go; nil while the page keeps it.
    var extract: DocumentExtract? { box.values.extract }
    /// Whether the page is made from a Markdown file (whose document it may have let go).
    public var hasMarkdown: Bool { box.values.document != nil || box.values.extract != nil }

    /// Lets the document go, keeping its summary and `extract`: the page is read again where it
    /// is measured.
    mutating func releaseDocument(keeping extract: DocumentExtract) {
        var values = self.values
        values.document = nil
        values.extract = extract
        self.values = values
    }

    public var title: String {
        get { box.values.title }
        set { values.title = newValue }
    }
    public var route: Route {
        get { box.values.route }
        set { values.route = newValue }
    }
    /// The folder below `Content/` the page belongs to; for a folder index, the folder itself.
    public var folder: String {
        get { box.values.folder }
        set { values.folder = newValue }
    }
    /// The language of the page's part of the site: its language folder's in a multilingual
    /// site, else the site's.
    public var siteLanguage: String {
        get { box.values.siteLanguage }
        set { values.siteLanguage = newValue }
    }
    /// The page's language (BCP 47): its front matter's `lang`, else its part of the site's.
    public var language: String { frontMatter?.language ?? siteLanguage }
    public var frontMatter: FrontMatter? { box.values.frontMatter }
    /// The body's word count, and its first paragraph's text shortened (`Excerpt`).
    public var wordCount: Int { box.values.wordCount }
    public var excerpt: String? { box.values.excerpt }

    public init(kind: Kind, source: ContentFile?, document: Document?, title: String, route: Route, folder: String,
                language: String = "en") {
        var values = Values(kind: kind, source: source, document: document, title: title, route: route, folder: folder,
                            siteLanguage: language)
        if let document { Self.keepSummary(of: document, in: &values) }
        box = Box(values)
    }

    private static func keepSummary(of document: Document, in values: inout Values) {
        values.frontMatter = document.frontMatter
        values.wordCount = document.wordCount
        values.excerpt = Excerpt.make(document)
    }

    public var date: PageDate? { frontMatter?.date }
    public var weight: Int? { frontMatter?.weight }
    public var tags: [String] { frontMatter?.tags ?? [] }
    public var isDraft: Bool { frontMatter?.draft ?? false }
    /// Where the front matter's `slug` value is written, for messages about it.
    public var slugLocation: SourceLocation? { frontMatter?.node?["slug"]?.location }

    /// The order of pages in a folder listing: by weight when set, then newest first, then by
    /// file name in natural order (`2` before `10`; a folder's page by the folder's name).
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
        let (left, right) = (lhs.orderName, rhs.orderName)
        if left != right { return NaturalOrder.areInIncreasingOrder(left, right) }
        return lhs.route < rhs.route
    }

    /// The name a listing orders the page by: its file's name without extension, or its
    /// folder's name for a folder's own page.
    var orderName: String {
        if kind != .article { return folder.split(separator: "/").last.map(String.init) ?? "" }
        return source?.baseName ?? title
    }
}
