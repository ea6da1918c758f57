/// An output made from the site as a whole rather than from one Markdown file: tag pages,
/// the 404 page, the sitemap, the feed and `robots.txt`.
enum GeneratedPage: Sendable, Hashable {
    /// `/tags/`: every tag of a language's part, with its pages.
    case tagIndex(SiteLanguage)
    /// `/tags/<slug>/`: the pages of one tag, by its place in the site's sorted tag list.
    case tag(Int)
    /// `<list>/page/<n>/`: page `number` (from 2 on) of a tag's or a folder's long list.
    case listPage(ListOwner, number: Int)
    /// `/404.html`, which static hosts serve for unknown URLs.
    case notFound
    /// Every page of every language.
    case sitemap
    /// The newest pages of a language's part.
    case feed(SiteLanguage)
    case robots

    /// What a long list split into pages belongs to.
    enum ListOwner: Sendable, Hashable {
        /// A tag, by its place in the site's sorted tag list.
        case tag(Int)
        /// A folder below `Content/`, and the route of its own page (the list's first).
        case folder(String, Route)
    }

    /// The template that renders it (a file name without `.mustache`).
    var templateName: String {
        switch self {
        case .tagIndex: "tags"
        case .tag, .listPage(.tag, _): "tag"
        case .listPage(.folder, _): "list"
        case .notFound: "404"
        case .sitemap: "sitemap.xml"
        case .feed: "feed.xml"
        case .robots: "robots.txt"
        }
    }

    /// How route-collision messages name it.
    func owner(tags: [SiteTag]) -> String {
        switch self {
        case .tagIndex(let language): "the generated list of tags" + (language.urlPrefix.isEmpty ? "" : " in \(language.tag)")
        case .tag(let index): "the generated page of the tag '\(tags[index].name)'"
        case .listPage(.tag(let index), let number): "page \(number) of the generated page of the tag '\(tags[index].name)'"
        case .listPage(.folder(let folder, _), let number): "page \(number) of the list of Content/\(folder)"
        case .notFound: "the generated 404 page"
        case .sitemap: "the generated sitemap"
        case .feed(let language): "the generated Atom feed" + (language.urlPrefix.isEmpty ? "" : " in \(language.tag)")
        case .robots: "the generated robots.txt"
        }
    }

    func route(tags: [SiteTag]) -> Route {
        switch self {
        case .tagIndex(let language): Route.page(language.urlPrefix + [Self.tagsFolder])
        case .tag(let index): tags[index].route
        case .listPage(.tag(let index), let number): ListPaging.route(number, of: tags[index].route)
        case .listPage(.folder(_, let first), let number): ListPaging.route(number, of: first)
        case .notFound: Route.file(["404.html"])
        case .sitemap: Route.file(["sitemap.xml"])
        case .feed(let language): Route.file(language.urlPrefix + ["feed.xml"])
        case .robots: Route.file(["robots.txt"])
        }
    }

    /// The language whose part it shows; nil for what serves the whole site.
    var language: SiteLanguage? {
        switch self {
        case .tagIndex(let language), .feed(let language): language
        case .tag, .listPage, .notFound, .sitemap, .robots: nil
        }
    }

    var isTagIndex: Bool {
        if case .tagIndex = self { true } else { false }
    }

    static let tagsFolder = "tags"

    /// `/tags/<slug>/`, below a language's prefix.
    static func tagRoute(slug: String, prefix: [String] = []) -> Route {
        Route.page(prefix + [tagsFolder, Route.urlComponent(slug)])
    }

    /// Everything a site with these tags generates, in a stable order; no tag pages for a
    /// language without tags.
    static func all(tags: [SiteTag], languages: [SiteLanguage]) -> [GeneratedPage] {
        let tagIndexes = languages.filter { language in tags.contains { $0.language == language.tag } }.map(Self.tagIndex)
        return tagIndexes + tags.indices.map { .tag($0) } + [.notFound, .sitemap] + languages.map(Self.feed) + [.robots]
    }

    /// The pages after the first of every long list: a tag's (`tags`), a folder's (each of
    /// `folders`, its own page and how many pages its list shows).
    static func listPages(tags: [SiteTag], folders: [(page: Page, rows: Int)], paging: ListPaging) -> [GeneratedPage] {
        var pages: [GeneratedPage] = []
        for (position, tag) in tags.enumerated() where paging.pageCount(rows: tag.pages.count) > 1 {
            pages += (2...paging.pageCount(rows: tag.pages.count)).map { .listPage(.tag(position), number: $0) }
        }
        for (page, rows) in folders where paging.pageCount(rows: rows) > 1 {
            pages += (2...paging.pageCount(rows: rows)).map { .listPage(.folder(page.folder, page.route), number: $0) }
        }
        return pages
    }

    /// Whether the output is an HTML page (counted as a page in the build's summary).
    var isHTML: Bool {
        switch self {
        case .tagIndex, .tag, .listPage, .notFound: true
        case .sitemap, .feed, .robots: false
        }
    }
}
