import SitegenComposition
import Mustache
import SitegenCore
import SitegenMarkdown
import Synchronization

/// Renders pages through the templates, in parallel: a full build renders every page of the
/// plan and every page the theme generates, a preview rebuild those that show what changed.
/// Every template error is collected (once per place) before the build gives up.
struct RenderPagesStep: BuildStep {
    var name: String { measuring == nil ? "Rendering pages" : "Measuring and rendering pages" }
    var requiresCleanInput: Bool { true }
    let pages: [Page]
    let generated: [(page: GeneratedPage, route: Route)]
    let data: TemplateData
    /// The bodies' compositions and measurements, for the bodies `data` does not hold.
    let contents: [Route: ComposedPage]
    let templates: TemplateSet
    let renderer: PageContent.Renderer
    /// Where the pages go: into the staging folder as they are rendered, or kept in memory.
    let target: RenderTarget
    /// What measures a page `contents` does not hold, just before it is rendered, when set: a
    /// one-off build so holds one layout per core, not every page's (`PageMeasurer`).
    var measuring: (remoteImages: RemoteImageSizes, strings: SiteStrings)? = nil

    /// Where rendered pages go.
    enum RenderTarget {
        /// Written into a staging folder as they are rendered (a one-off build, which never
        /// holds the whole site in memory); the theme's files named by their hash get
        /// placeholders (`PageStream`).
        case stream(into: StagedOutput, hashedRoutes: [Route])
        /// Kept in memory, to compare with the previous output (the preview) or to compress
        /// (`--precompress`); each core renders with its own copy of the templates when
        /// `independentLibraries`.
        case memory(independentLibraries: Bool)
    }

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> RenderedPages {
        let stream = pageStream()
        var measurer: PageMeasurer?
        if let measuring {
            measurer = try MeasurePagesStep.measurer(config: data.config, environment: environment,
                                                     remoteImages: measuring.remoteImages, strings: measuring.strings,
                                                     diagnostics: &diagnostics)
        }
        // Each task renders with a library of its own, taken from this pool (one per core in
        // use): reading a template's nodes updates their reference counts, and nodes shared
        // by several cores would move between their caches on every page.
        let independent = if case .memory(let independent) = target { independent } else { true }
        let libraries = Mutex<[TemplateLibrary]>([])
        // The characters the pages show go into a set per core, taken from this pool too,
        // rather than a set per page united on one core at the end.
        let shownByCore = Mutex<[ScalarBitmap]>([])
        let recordsPages = !environment.isOneOff
        let writeFailure = Mutex<OutputError?>(nil)
        let (data, contents, renderer, templates, generated, pageMeasurer) = (data, contents, renderer, templates, generated, measurer)
        // The generated pages go first: a tag page lists hundreds of pages, and one started
        // last would keep a single core busy while the others wait.
        let items = generated.indices.map(RenderItem.generated) + pages.map(RenderItem.page)
        let outputs = environment.parallelMap(items, label: "Rendering pages") { item -> (TaskResult, [Diagnostic]) in
            let library = independent ? libraries.withLock { $0.popLast() } ?? templates.independentLibrary() : templates.library
            defer { if independent { libraries.withLock { $0.append(library) } } }
            let (route, result, warnings) = Self.render(item, data: data, contents: contents, measurer: pageMeasurer,
                                                        renderer: renderer, generated: generated, library: library)
            return (result.map { bytes in
                let isHTML = route.outputFile.hasSuffix(".html")
                var characters: [Unicode.Scalar]?
                if isHTML {
                    var shown = shownByCore.withLock { $0.popLast() } ?? ScalarBitmap()
                    if recordsPages {
                        var own = ScalarBitmap()
                        SiteCharacters.collectMarkup(bytes, into: &own)
                        shown.formUnion(own)
                        characters = Array(own.scalars)
                    } else {
                        SiteCharacters.collectMarkup(bytes, into: &shown)
                    }
                    shownByCore.withLock { [shown] in $0.append(shown) }
                }
                guard let stream else { return RenderedOutput(bytes: bytes, written: nil, characters: characters) }
                do throws(OutputError) {
                    return RenderedOutput(bytes: [], written: try stream.write(bytes, to: route.outputFile, isHTML: isHTML))
                } catch {
                    writeFailure.withLock { if $0 == nil { $0 = error } }
                    return RenderedOutput(bytes: [], written: nil)
                }
            }, warnings)
        }
        var rendered = RenderedPages(stream: stream)
        var errors: Set<TemplateError> = []
        let routes = pages.map(\.route) + generated.map(\.route)
        // Pages first, in route order, then the generated ones.
        for (route, (result, warnings)) in zip(routes, outputs[generated.count...] + outputs[..<generated.count]) {
            diagnostics.append(contentsOf: warnings)
            switch result {
            case .success(let output):
                if let characters = output.characters { rendered.pageCharacters[route.outputFile] = characters }
                if let written = output.written { rendered.streamed.append(written) } else { rendered.inMemory.append((route, output.bytes)) }
            case .failure(let error): errors.insert(error)
            }
        }
        // One broken template breaks every page using it: report each place once.
        for error in errors.sorted(by: { ($0.template, $0.line, $0.column, $0.message) < ($1.template, $1.line, $1.column, $1.message) }) {
            diagnostics.append(TemplateSet.diagnostic(error))
        }
        if let failure = writeFailure.withLock({ $0 }) {
            diagnostics.append(.error(at: SourceLocation(file: environment.outputPath), failure.message))
        }
        if diagnostics.hasErrors { throw BuildFailure(diagnostics) }
        rendered.pageCount = routes.count { $0.outputFile.hasSuffix(".html") }
        rendered.shownCharacters = shownByCore.withLock { sets in sets.reduce(into: ScalarBitmap()) { $0.formUnion($1) }.scalars }
        return rendered
    }

    /// What one task of the rendering renders: a generated page (by position), or a page of
    /// `Content/` (in a one-off build, its body is rendered with it).
    enum RenderItem: Sendable {
        case generated(Int)
        case page(Page)
    }

    /// A rendered output: its bytes (none once written to disk by a `PageStream`).
    struct RenderedOutput: Sendable {
        var bytes: [UInt8]
        var written: PageStream.WrittenPage?
        /// The page's characters, when the build records them (`RenderedPages.pageCharacters`).
        var characters: [Unicode.Scalar]? = nil
    }
    typealias TaskResult = Result<RenderedOutput, TemplateError>

    /// The item rendered, with the warnings of measuring its page (when it was measured here).
    private static func render(
        _ item: RenderItem, data: TemplateData, contents: [Route: ComposedPage], measurer: PageMeasurer?,
        renderer: PageContent.Renderer, generated: [(page: GeneratedPage, route: Route)], library: TemplateLibrary
    ) -> (Route, Result<[UInt8], TemplateError>, [Diagnostic]) {
        switch item {
        case .generated(let position):
            let (page, route) = generated[position]
            return (route, render(page.templateName, data.context(for: page), library), [])
        case .page(let page):
            let context: MustacheValue
            var measured: ComposedPage?
            if let content = data.contents[page.route.urlPath] {
                context = data.context(for: page, content: content)
            } else {
                if contents[page.route] == nil, let measurer {
                    switch measurer.measure(page) {
                    case .success(let composed): measured = composed
                    case .failure(let problems): return (page.route, .success([]), problems.diagnostics)
                    }
                }
                let content = renderer.content(of: page, layout: contents[page.route] ?? measured)
                context = data.context(for: page, content: content)
            }
            return (page.route, render(templateName(for: page), context, library), measured?.warnings ?? [])
        }
    }

    /// The stream a one-off build writes its pages into; nil when they are kept in memory.
    private func pageStream() -> PageStream? {
        guard case .stream(let output, let hashedRoutes) = target else { return nil }
        let basePath = data.config.basePath
        return PageStream(output: output, hashedRoutes: hashedRoutes) { PublishedTheme.quotedURL($0, basePath: basePath) }
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
}
