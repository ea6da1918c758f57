import SitegenCore

/// What a build publishes, every output with its URL (`PlanRoutesStep`): the pages in route
/// order (folder indexes nobody wrote included), the files of `Content/` copied as they are,
/// the tags, and the pages the theme generates.
struct SitePlan: Sendable {
    var pages: [Page]
    /// Files copied as they are, with where they go.
    var assets: [(file: ContentFile, route: Route)]
    /// Every tag of the published pages, sorted by name.
    var tags: [SiteTag]
    /// The pages and files the theme adds (tag pages, 404, sitemap, feed, robots.txt).
    var generated: [(page: GeneratedPage, route: Route)]
    /// The site as lists show it: folders, their pages in listing order.
    var index: SiteIndex
    /// The output-path collisions among the plan's diagnostics, for `sitegen check`.
    var routeCollisions: [Diagnostic]
    /// The interface strings of every language the pages are in.
    var strings = SiteStrings()
    /// The site's languages, the default first (one for a site of one language).
    var languages: [SiteLanguage] = []

    /// How links written in pages resolve: file below `Content/` → URL path.
    var linkRoutes: [String: String] {
        var routes: [String: String] = [:]
        for page in pages { if let file = page.source { routes[file.relativePath] = page.route.urlPath } }
        for asset in assets { routes[asset.file.relativePath] = asset.route.urlPath }
        return routes
    }

    /// What every page body's HTML depends on beyond its own file: the options and every
    /// route that links resolve to (the preview's cached bodies are keyed by it).
    func contentDigest(config: SiteConfig) -> Int {
        var hasher = Hasher()
        hasher.combine(config.unsafe)
        hasher.combine(config.basePath)
        for page in pages { hasher.combine(page.source?.relativePath); hasher.combine(page.route) }
        for asset in assets { hasher.combine(asset.file.relativePath); hasher.combine(asset.route) }
        return hasher.finalize()
    }
}

extension SitePlan {
    /// The lists of pages the site shows, a page of each at a time (`ListPaging`): each tag's
    /// pages list the tag's pages, newest first; each folder's its folder's pages. Tags first:
    /// a tag's list is long, and one measured last would keep a core busy while the others wait.
    var listings: [(route: Route, listing: SiteListing)] {
        var lists: [(route: Route, listing: SiteListing)] = []
        for (page, route) in generated {
            if case .tag(let position) = page, tags.indices.contains(position), !tags[position].pages.isEmpty {
                lists += SiteListing.paged(tags[position].pages, at: route, undatedLast: true, strings: strings[tags[position].language])
            }
        }
        for page in pages where page.kind == .folderIndex {
            let listed = index.listing(of: page.folder)
            if !listed.isEmpty {
                lists += SiteListing.paged(listed, at: page.route, undatedLast: false, strings: strings[page.siteLanguage],
                                           language: page.language)
            }
        }
        return lists
    }
}
