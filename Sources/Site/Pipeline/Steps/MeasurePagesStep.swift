import Foundation
import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText

/// Measures every page's content at every width variant of the theme, in parallel, and
/// keeps the layout data (`context.pageLayouts`), the generated CSS
/// (`context.layoutStylesheet`) and the font files it loads (`context.layoutFonts`, to be
/// published under `/assets/fonts/`) for the templates. Warns, with file:line, about what it
/// cannot measure.
///
/// With SITEGEN_LAYOUT_PREVIEW=1 in the environment it also writes, beside each page, an
/// `index.layout.html` holding the content, the layout data and the CSS, and publishes
/// the font files under `/assets/fonts/`: the pages the fidelity test checks until the
/// theme's templates carry the same.
struct MeasurePagesStep: BuildStep {
    let name = "Measuring pages"
    var requiresCleanInput: Bool { true }

    func run(_ context: BuildContext) throws(BuildFailure) {
        let theme = ThemeGeometry.standard
        let typesetter: Typesetter
        switch SharedTypesetter.load(theme) {
        case .success(let loaded): typesetter = loaded
        case .failure(let error):
            context.diagnostics.append(.error(at: SourceLocation(file: context.siteRoot), "cannot load the theme's fonts: \(error)"))
            throw BuildFailure(context.diagnostics)
        }
        let css = ThemeCSS(theme: theme, fontBaseURL: context.config.basePath + "assets/fonts/")
        context.layoutStylesheet = css.stylesheet
        context.layoutFonts = css.fontFiles
        context.tableColumnPolicy = TableColumnPolicy(theme: theme, typesetter: typesetter, language: context.config.language)
        let language = context.config.language
        let contentRoot = context.siteRoot + "/Content"
        let measured = context.parallelMap(context.pages, label: "Measuring pages") { page -> (PageLayoutData, [Diagnostic])? in
            guard let document = page.document else { return nil }
            let folder = page.source?.folder ?? page.folder
            let builder = DocumentLayoutBuilder(theme: theme, typesetter: typesetter, language: language) { source in
                ImageFiles.dimensions(of: source, folder: folder, contentRoot: contentRoot)
            }
            let (root, warnings) = builder.build(document)
            return (PageLayoutData(measuring: root, theme: theme), warnings)
        }
        for (page, result) in zip(context.pages, measured) {
            guard let (data, warnings) = result else { continue }
            context.pageLayouts[page.route] = data
            context.diagnostics.append(contentsOf: warnings)
        }
        if ProcessInfo.processInfo.environment["SITEGEN_LAYOUT_PREVIEW"] == "1" {
            writePreviews(context, css: css)
        }
    }

    private func writePreviews(_ context: BuildContext, css: ThemeCSS) {
        let config = context.config
        var routes: [String: String] = [:]
        for page in context.pages { if let file = page.source { routes[file.relativePath] = page.route.urlPath } }
        for asset in context.assets { routes[asset.file.relativePath] = asset.route.urlPath }
        let links = LinkResolver(routes: routes, basePath: config.basePath)
        let stylesheet = css.stylesheet
        guard let policy = context.tableColumnPolicy else { return }
        for page in context.pages {
            guard let document = page.document, let data = context.pageLayouts[page.route] else { continue }
            let folder = page.source?.folder ?? page.folder
            let renderer = HTMLRenderer(options: MarkdownOptions(unsafeHTML: config.unsafe)) { links.resolve($0, from: folder) }
                .withLayoutHooks(policy: policy, folder: folder, contentRoot: context.siteRoot + "/Content")
            let preview = LayoutPreviewPage(language: config.language, title: page.title,
                                            contentHTML: renderer.render(document), layoutJSON: data.json,
                                            stylesheet: stylesheet)
            let file = page.route.outputFile.replacingOccurrences(of: "index.html", with: "index.layout.html")
            context.rendered.append((route: Route(urlPath: page.route.urlPath + "index.layout.html", outputFile: file),
                                     bytes: Array(preview.html.utf8)))
        }
        for font in css.fontFiles {
            guard let bytes = FileManager.default.contents(atPath: font.path) else { continue }
            context.rendered.append((route: Route.file(["assets", "fonts", font.name]), bytes: [UInt8](bytes)))
        }
    }
}

extension HTMLRenderer {
    /// The renderer with the hooks that make its HTML agree with the layout data: table
    /// column widths decided by the engine, and image sizes read at build time. Every
    /// page whose `#sg-content` carries layout data must be rendered with them.
    func withLayoutHooks(policy: TableColumnPolicy, folder: String, contentRoot: String) -> HTMLRenderer {
        var renderer = self
        renderer.tableColumnPercentages = { policy.percentages(for: $0) }
        renderer.imageSize = { source in
            ImageFiles.dimensions(of: source, folder: folder, contentRoot: contentRoot).map { ($0.width, $0.height) }
        }
        return renderer
    }
}
