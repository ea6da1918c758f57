import SitegenCore
import SitegenEmit
import SitegenMarkdown

/// Turns every page into HTML, in parallel, in the order of their URLs.
struct RenderPagesStep: BuildStep {
    let name = "Rendering pages"
    var requiresCleanInput: Bool { true }

    func run(_ context: BuildContext) throws(BuildFailure) {
        let index = SiteIndex(pages: context.pages)
        let config = context.config
        var routes: [String: String] = [:]
        for page in context.pages { if let file = page.source { routes[file.relativePath] = page.route.urlPath } }
        for asset in context.assets { routes[asset.file.relativePath] = asset.route.urlPath }
        let links = LinkResolver(routes: routes, basePath: config.basePath)
        let rendered = context.parallelMap(context.pages, label: "Rendering pages") { page -> (Route, [UInt8]) in
            (page.route, Array(PageRenderer(config: config, index: index, links: links).html(for: page).utf8))
        }
        context.rendered = rendered.map { (route: $0.0, bytes: $0.1) }
    }
}

/// The HTML of one page, in the built-in shell.
struct PageRenderer: Sendable {
    var config: SiteConfig
    var index: SiteIndex
    var links: LinkResolver

    func url(_ route: Route) -> String {
        config.basePath + route.urlPath.dropFirst()
    }

    func html(for page: Page) -> String {
        let folder = page.source?.folder ?? page.folder
        let links = self.links
        let renderer = HTMLRenderer(options: MarkdownOptions(unsafeHTML: config.unsafe)) { links.resolve($0, from: folder) }
        let content = page.document.map { renderer.render($0) } ?? ""
        let list: [PageShell.ListEntry] = page.kind == .article ? [] : index.listing(of: page.folder).map {
            PageShell.ListEntry(title: $0.title, url: url($0.route), date: $0.date.map { String($0.iso8601.prefix(10)) },
                                summary: $0.frontMatter?.summary)
        }
        return PageShell(language: config.language, siteTitle: config.title, homeURL: config.basePath,
                         pageTitle: page.title, contentHTML: content, list: list).html
    }
}
