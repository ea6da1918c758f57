/// An output made from the site as a whole rather than from one Markdown file: tag pages,
/// the 404 page, the sitemap, the feed and `robots.txt`.
enum GeneratedPage: Sendable, Hashable {
    /// `/tags/`: every tag of a language's part, with its pages.
    case tagIndex(SiteLanguage)
    /// `/tags/<slug>/`: the pages of one tag, by its place in the site's sorted tag list.
    case tag(Int)
    /// `/404.html`, which static hosts serve for unknown URLs.
    case notFound
    /// Every page of every language.
    case sitemap
    /// The newest pages of a language's part.
    case feed(SiteLanguage)
    case robots

    /// The template that renders it (a file name without `.mustache`).
    var templateName: String {
        switch self {
        case .tagIndex: "tags"
        case .tag: "tag"
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
        case .tag, .notFound, .sitemap, .robots: nil
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

    /// Whether the output is an HTML page (counted as a page in the build's summary).
    var isHTML: Bool {
        switch self {
        case .tagIndex, .tag, .notFound: true
        case .sitemap, .feed, .robots: false
        }
    }
}
