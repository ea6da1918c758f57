import Mustache
import SitegenCore
import SitegenEmit
import SitegenMarkdown
import Synchronization

/// Renders every page and the pages the theme generates through the templates, in parallel;
/// every template error is collected (once per place) before the build gives up.
struct RenderPagesStep: BuildStep {
    let name = "Rendering pages"
    var requiresCleanInput: Bool { true }

    func run(_ context: BuildContext) throws(BuildFailure) {
        guard let templates = context.templates else { return }
        let config = context.config

        // Content first: the feed shows other pages' content, so every page needs all of it.
        // The content is rendered with the hooks its layout data was measured with (table
        // columns, image sizes), so that `#sg-content` is exactly what was measured.
        let cache = context.cache
        let renderer = PageContent.Renderer(
            links: linkResolver(context), options: MarkdownOptions(unsafeHTML: config.unsafe),
            cache: cache,
            siteDigest: cache == nil ? 0 : Self.contentDigest(context))
        let layouts = context.pageLayouts
        // A one-off build renders each body with its page, on the core that renders the page,
        // and is then done with it (what lists and feeds need is kept in each page): only the
        // bodies `site.recent` shows are rendered before the pages and kept. Holding every body
        // until the pages were rendered took a quarter of the peak memory of a large site. The
        // preview server keeps every body.
        //
        // The documents stay in the pages, and go with the context: the peak is while
        // measuring, when all of them are held anyway (616 MiB at 10,000 pages, 639 MiB when
        // they were freed here). Freed as their pages were rendered, a document freed on the
        // core that had not read it waited for that core's allocator lock, thousands of times
        // a build (rendering took 0.93 of its time without it); and taking them out of the
        // pages copied every page.
        let oneOff = context.cache == nil
        let recentURLs = Set(TemplateData.recentPages(of: context.pages).map(\.route.urlPath))
        let early = oneOff ? context.pages.filter { recentURLs.contains($0.route.urlPath) } : context.pages
        let earlyContents = context.parallelMap(early, label: "Rendering content") { page -> PageContent in
            renderer.content(of: page, layout: layouts[page.route])
        }
        var contentByURL: [String: PageContent] = [:]
        for (page, content) in zip(early, earlyContents) { contentByURL[page.route.urlPath] = content }
        let index = SiteIndex(pages: context.pages)
        let data = TemplateData(config: config, index: index, tags: context.tags, contents: contentByURL,
                                sourceDateEpoch: context.options.sourceDateEpoch)
        // Kept for the preview's incremental rebuilds (it holds every page's body there), and
        // in a one-off build so that it goes with the context: freed here, at the end of the
        // step, it took a tenth of a second on one core at 10,000 pages (the process that
        // builds once leaves the context for the system to reclaim, `keepsMemoryUntilExit`).
        context.templateData = data

        // Page content is data: `{{ }}` in it is written as it is, never run as a template.
        // The generated pages go first: a tag page lists hundreds of pages, and one started
        // last would keep a single core busy while the others wait.
        // Each task renders with a library of its own, taken from this pool (one per core in
        // use): reading a template's nodes updates their reference counts, and nodes shared
        // by both cores moved between their caches on every page.
        let libraries = Mutex<[TemplateLibrary]>([])
        // The characters the pages show go into a set per core, taken from this pool too: a
        // set per page, united at the end, was 0.4 % of a build and 17 ms on one core.
        let shownByCore = Mutex<[ScalarBitmap]>([])
        let pages = context.pages
        let generated = context.generated
        let ownAssets = ownAssets(templates: templates, context: context)
        let stream = try pageStream(context, hashedRoutes: ownAssets.filter { $0.nameToHash != nil }.map(\.route))
        let writeFailure = Mutex<OutputError?>(nil)
        let items = generated.indices.map(RenderItem.generated) + pages.map(RenderItem.page)
        let outputs = context.parallelMap(items, label: "Rendering pages") { item -> Output in
            let library = libraries.withLock { $0.popLast() } ?? templates.independentLibrary()
            defer { libraries.withLock { $0.append(library) } }
            let result: Result<[UInt8], TemplateError>
            let route: Route
            switch item {
            case .generated(let position):
                route = generated[position].route
                result = Self.render(generated[position].page.templateName, data.context(for: generated[position].page), library)
            case .page(let page):
                route = page.route
                let content = data.contents[page.route.urlPath] ?? renderer.content(of: page, layout: layouts[page.route])
                result = Self.render(Self.templateName(for: page), data.context(for: page, content: content), library)
            }
            return result.map { bytes in
                let isHTML = route.outputFile.hasSuffix(".html")
                if isHTML {
                    var shown = shownByCore.withLock { $0.popLast() } ?? ScalarBitmap()
                    SiteCharacters.collectMarkup(bytes, into: &shown)
                    shownByCore.withLock { [shown] in $0.append(shown) }
                }
                guard let stream else { return RenderedOutput(bytes: bytes, written: nil) }
                do throws(OutputError) {
                    let written = try stream.write(bytes, to: route.outputFile, isHTML: isHTML)
                    return RenderedOutput(bytes: [], written: written)
                } catch {
                    writeFailure.withLock { if $0 == nil { $0 = error } }
                    return RenderedOutput(bytes: [], written: nil)
                }
            }
        }

        var rendered: [(route: Route, bytes: [UInt8])] = []
        var streamed: [PageStream.WrittenPage] = []
        var errors: Set<TemplateError> = []
        let routes = pages.map(\.route) + generated.map(\.route)
        for (route, result) in zip(routes, outputs[generated.count...] + outputs[..<generated.count]) {
            switch result {
            case .success(let output):
                if let written = output.written { streamed.append(written) } else { rendered.append((route, output.bytes)) }
            case .failure(let error): errors.insert(error)
            }
        }
        // One broken template breaks every page using it: report each place once.
        for error in errors.sorted(by: { ($0.template, $0.line, $0.column, $0.message) < ($1.template, $1.line, $1.column, $1.message) }) {
            context.diagnostics.append(TemplateSet.diagnostic(error))
        }
        if let failure = writeFailure.withLock({ $0 }) {
            context.diagnostics.append(.error(at: SourceLocation(file: context.outputPath), failure.message))
        }
        if context.diagnostics.hasErrors { throw BuildFailure(context.diagnostics) }
        context.rendered = rendered
        context.streamedPages = streamed
        context.pageCount = routes.count { $0.outputFile.hasSuffix(".html") }
        context.renderedCharacters = shownByCore.withLock { sets in
            sets.reduce(into: ScalarBitmap()) { $0.formUnion($1) }.scalars
        }
        context.themeAssets = ownAssets + fontAssets(templates: templates, context: context)
    }

    /// What one task of the rendering renders: a generated page (by position), or a page of
    /// `Content/` (in a one-off build, its body is rendered with it).
    enum RenderItem: Sendable {
        case generated(Int)
        case page(Page)
    }

    /// A rendered output: its bytes (none once written to disk by a `PageStream`). The
    /// characters an HTML page shows are read as it is rendered, while its bytes are fresh in
    /// the cache, once for both the CJK font's question and the font subsets.
    struct RenderedOutput: Sendable {
        var bytes: [UInt8]
        var written: PageStream.WrittenPage?
    }
    typealias Output = Result<RenderedOutput, TemplateError>

    /// Where a one-off build writes its pages as they are rendered (into a staging folder the
    /// output is swapped with at the end); nil for the preview server, which keeps its pages
    /// to compare them with the next build's, and with `--precompress`, which compresses
    /// every file's final bytes.
    private func pageStream(_ context: BuildContext, hashedRoutes: [Route]) throws(BuildFailure) -> PageStream? {
        guard context.cache == nil, !context.options.precompresses else { return nil }
        do throws(OutputError) {
            let stream = PageStream(output: try StagedOutput(outputPath: context.outputPath), hashedRoutes: hashedRoutes) {
                PublishThemeAssetsStep.quotedURL($0, basePath: context.config.basePath)
            }
            context.pageStream = stream
            return stream
        } catch {
            context.diagnostics.append(.error(at: SourceLocation(file: context.outputPath), error.message))
            throw BuildFailure(context.diagnostics)
        }
    }

    /// What every page body's HTML depends on beyond its own file: the options and every
    /// route that links resolve to.
    static func contentDigest(_ context: BuildContext) -> Int {
        var hasher = Hasher()
        hasher.combine(context.config.unsafe)
        hasher.combine(context.config.basePath)
        for page in context.pages { hasher.combine(page.source?.relativePath); hasher.combine(page.route) }
        for asset in context.assets { hasher.combine(asset.file.relativePath); hasher.combine(asset.route) }
        return hasher.finalize()
    }

    /// The template a page renders with: its `layout`, or the one for its kind.
    static func templateName(for page: Page) -> String {
        if let layout = page.frontMatter?.layout { return layout }
        switch page.kind {
        case .article: return "article"
        case .folderIndex: return "list"
        case .home: return "home"
        }
    }

    static func render(_ name: String, _ value: MustacheValue, _ library: TemplateLibrary) -> Result<[UInt8], TemplateError> {
        Result { () throws(TemplateError) in try library.renderUTF8(name, context: value) }
    }

    /// Resolves links written in pages to the URLs of the pages and files they name.
    private func linkResolver(_ context: BuildContext) -> LinkResolver {
        var routes: [String: String] = [:]
        for page in context.pages { if let file = page.source { routes[file.relativePath] = page.route.urlPath } }
        for asset in context.assets { routes[asset.file.relativePath] = asset.route.urlPath }
        return LinkResolver(routes: routes, basePath: context.config.basePath)
    }

    /// The theme's stylesheet, then the generated one (`/assets/layout.css`, loaded after it),
    /// and the script: the files pages link to, named by their hash when published.
    private func ownAssets(templates: TemplateSet, context: BuildContext) -> [ThemeAsset] {
        var assets = [ThemeAsset(route: ThemeAsset.stylesheetRoute, source: .bytes(templates.stylesheet)),
                      ThemeAsset(route: ThemeAsset.layoutStylesheetRoute, source: .bytes(Array(context.layoutStylesheet.utf8)))]
        if !templates.script.isEmpty { assets.append(ThemeAsset(route: RuntimeScript.route, source: .bytes(templates.script))) }
        return assets
    }

    /// The font files the stylesheets load, one copy of each. A CJK font only when some page
    /// needs it. A font this machine lacks is a warning: the page falls back to system fonts.
    private func fontAssets(templates: TemplateSet, context: BuildContext) -> [ThemeAsset] {
        let stylesheet = templates.stylesheet
        var assets: [ThemeAsset] = []
        let names = ThemeFonts.referencedNames(in: stylesheet)
        let needsCJK = (context.layoutFonts.map(\.name) + names).contains(where: ThemeFonts.isCJKFont)
            && ThemeFonts.needsCJKFont(shown: context.renderedCharacters ?? [])
        var published: Set<String> = []
        for font in context.layoutFonts where needsCJK || !ThemeFonts.isCJKFont(font.name) {
            guard published.insert(font.name).inserted else { continue }
            assets.append(ThemeAsset(route: ThemeAsset.fontRoute(font.name), source: .font(path: font.path, faceIndex: font.faceIndex)))
        }
        for name in names where needsCJK || !ThemeFonts.isCJKFont(name) {
            guard published.insert(name).inserted else { continue }
            guard let path = ThemeFonts.locate(name) else {
                context.diagnostics.append(.warning(
                    at: SourceLocation(file: templates.stylesheetPath),
                    "the font \(name) is not installed (searched \(ThemeFonts.fontsRoot)); pages fall back to system fonts"))
                continue
            }
            assets.append(ThemeAsset(route: ThemeAsset.fontRoute(name), source: .font(path: path, faceIndex: 0)))
        }
        return assets
    }
}
