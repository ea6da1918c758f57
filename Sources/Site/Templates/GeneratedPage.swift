/// An output made from the site as a whole rather than from one Markdown file: tag pages,
/// the 404 page, the sitemap, the feed and `robots.txt`.
enum GeneratedPage: Sendable, Hashable {
    /// `/tags/`: every tag, with its pages.
    case tagIndex
    /// `/tags/<slug>/`: the pages of one tag, by its place in the site's sorted tag list.
    case tag(Int)
    /// `/404.html`, which static hosts serve for unknown URLs.
    case notFound
    case sitemap
    case feed
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
        case .tagIndex: "the generated list of tags"
        case .tag(let index): "the generated page of the tag '\(tags[index].name)'"
        case .notFound: "the generated 404 page"
        case .sitemap: "the generated sitemap"
        case .feed: "the generated Atom feed"
        case .robots: "the generated robots.txt"
        }
    }

    func route(tags: [SiteTag]) -> Route {
        switch self {
        case .tagIndex: Route.page([Self.tagsFolder])
        case .tag(let index): Self.tagRoute(slug: tags[index].slug)
        case .notFound: Route.file(["404.html"])
        case .sitemap: Route.file(["sitemap.xml"])
        case .feed: Route.file(["feed.xml"])
        case .robots: Route.file(["robots.txt"])
        }
    }

    static let tagsFolder = "tags"

    /// `/tags/<slug>/`.
    static func tagRoute(slug: String) -> Route {
        Route.page([tagsFolder, Route.urlComponent(slug)])
    }

    /// Everything a site with these tags generates, in a stable order; no tag pages without tags.
    static func all(tags: [SiteTag]) -> [GeneratedPage] {
        let tagPages: [GeneratedPage] = tags.isEmpty ? [] : [.tagIndex] + tags.indices.map { .tag($0) }
        return tagPages + [.notFound, .sitemap, .feed, .robots]
    }

    /// Whether the output is an HTML page (counted as a page in the build's summary).
    var isHTML: Bool {
        switch self {
        case .tagIndex, .tag, .notFound: true
        case .sitemap, .feed, .robots: false
        }
    }
}
