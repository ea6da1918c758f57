import Foundation
import SitegenMarkdown

/// What a build of the site publishes, by URL path below the base path (`/docs/install/`):
/// what a link in a page can lead to.
struct PublishedSite: Sendable {
    /// Every HTML page with a clean URL (written, generated indexes, tag pages), with its ids.
    let pages: [String: PageAnchors]
    /// Everything else: assets of `Content/`, the sitemap, the feed, `404.html`, the stylesheet…
    let files: Set<String>
    /// The URL of each page and asset by its path below `Content/` (`LinkResolver`'s table).
    let sources: [String: String]
    /// Markdown files of `Content/` that are not published (drafts), by path below `Content/`.
    let unpublishedPages: Set<String>
    /// Ids the theme's templates write on every page.
    let themeIDs: Set<String>

    init(plan: SitePlan, files contentFiles: [ContentFile], stylesheet: [UInt8], environment: BuildEnvironment) {
        let anchors = environment.parallelMap(plan.pages, label: "Collecting ids") { PageAnchors(document: $0.document) }
        var pages: [String: PageAnchors] = [:]
        var sources: [String: String] = [:]
        for (page, ids) in zip(plan.pages, anchors) {
            pages[page.route.urlPath] = pages[page.route.urlPath].map { $0.merged(with: ids) } ?? ids
            if let file = page.source { sources[file.relativePath] = page.route.urlPath }
        }
        var files: Set<String> = []
        for asset in plan.assets {
            files.insert(asset.route.urlPath)
            sources[asset.file.relativePath] = asset.route.urlPath
        }
        for (_, route) in plan.generated {
            if route.urlPath.hasSuffix("/") {
                pages[route.urlPath] = pages[route.urlPath] ?? PageAnchors(document: nil)
            } else {
                files.insert(route.urlPath)
            }
        }
        files.insert(ThemeAsset.stylesheetRoute.urlPath)
        for name in ThemeFonts.referencedNames(in: stylesheet) {
            files.insert(ThemeAsset.fontRoute(name).urlPath)
        }
        self.pages = pages
        self.files = files
        self.sources = sources
        unpublishedPages = Set(contentFiles.filter { $0.kind == .page && sources[$0.relativePath] == nil }.map(\.relativePath))
        themeIDs = ThemeElementIDs.load(siteRoot: environment.siteRoot)
    }

    /// What the site serves at `urlPath` (decoded, below the base path), as static hosts
    /// serve it: `/a/` and `/a/index.html` are the page `/a/`, and `/a` redirects to `/a/`.
    func lookup(_ urlPath: String) -> Destination? {
        if pages[urlPath] != nil { return .page(urlPath) }
        if urlPath.hasSuffix("/index.html") {
            let folder = String(urlPath.dropLast("index.html".count))
            if pages[folder] != nil { return .page(folder) }
        }
        if !urlPath.hasSuffix("/"), pages[urlPath + "/"] != nil { return .page(urlPath + "/") }
        if files.contains(urlPath) { return .file }
        if urlPath.hasSuffix("/"), files.contains(urlPath + "index.html") { return .file }
        return nil
    }

    enum Destination: Equatable {
        /// A page, by its URL path: its ids can be checked.
        case page(String)
        /// A file: a fragment in a link to it is not checked (`manual.pdf#page=3`).
        case file
    }
}
