import SitegenComposition
import Foundation
import SitegenCore
import SitegenEmit
import SitegenMarkdown

/// Rebuilds the preview after Markdown pages that already existed were saved: reads and
/// measures only those pages, renders them and the outputs that show what changed of them
/// (`IncrementalRebuild+Dependants`), and writes the files whose bytes changed.
///
/// It gives exactly what a full build would write, or declines (`fallBack`) whenever the
/// change reaches further than it can follow: a file added or removed, a template, the
/// config, a URL, a folder's own page's title, a tag appearing, a character the font
/// subsets lack. The caller then runs the full (cached) build.
struct IncrementalRebuild {
    enum Outcome {
        /// Rebuilt; `snapshot` is the new state.
        case built(BuildReport)
        case failed(BuildFailure)
        /// The change needs a full build; the reason is for tests and logs.
        case fallBack(String)
    }

    /// The last build's state; `run` updates it in place (so that no page or map of ten
    /// thousand is copied); after anything but `built`, it holds only if `snapshotIsIntact`.
    var snapshot: PreviewSnapshot
    /// False once `run` started to update `snapshot`: it then only holds after `built`.
    var snapshotIsIntact = true
    let options: BuildOptions
    let siteRoot: String
    let outputPath: String
    let cache: BuildCache

    /// One changed page: its old page, and the new one (nil for a draft left unpublished).
    struct ChangedPage {
        var old: Page?
        var new: Page?
        var content: PageContent?
    }

    mutating func run(changedPaths: [String]) -> Outcome {
        let started = Date()
        guard !options.checksLinks, !options.precompresses else { return .fallBack("the build checks or compresses") }
        guard cache.hasOutputFingerprints,
              FilePaths.kind(of: outputPath + "/" + StagedOutput.markerName) == .file else {
            return .fallBack("no previous output")
        }
        var diagnostics = DiagnosticList()
        var seconds: [(step: String, seconds: Double)] = []
        func lap(_ name: String, since: Date) { seconds.append((name, Date().timeIntervalSince(since))) }

        // Which files: each must be a Markdown page that the last build knew and that is still there.
        let contentPrefix = siteRoot + "/Content/"
        var files: [ContentFile] = []
        for path in Set(changedPaths).sorted() {
            guard path.hasPrefix(contentPrefix) else { return .fallBack("\(path) is not below Content/") }
            let relative = String(path.dropFirst(contentPrefix.count))
            if let file = snapshot.pageFiles[relative], FilePaths.kind(of: file.absolutePath) == .file {
                files.append(file)
            } else if snapshot.contentFiles.contains(relative) || FilePaths.kind(of: path) != .missing {
                return .fallBack("\(path) was added, removed or is not a page")
            }
            // Otherwise a file that came and went since the last build (a save's temporary): nothing to do.
        }

        var phase = Date()
        let options = MarkdownOptions(unsafeHTML: snapshot.config.unsafe)
        var changed: [ChangedPage] = []
        for file in files {
            let old = snapshot.pagePositions[file.relativePath].map { snapshot.pages[$0] }
            switch ReadPagesStep.read(file, options: options, cache: cache) {
            case .failure(let problems):
                diagnostics.append(contentsOf: problems)
            case .success(let document):
                diagnostics.append(contentsOf: document.warnings)
                let published = !document.frontMatter.draft || self.options.includeDrafts
                guard let old else {
                    if published { return .fallBack("\(file.displayPath) is published now") }
                    continue
                }
                guard published else { return .fallBack("\(file.displayPath) became a draft") }
                var page = ReadPagesStep.page(file, document: document, config: snapshot.config)
                guard page.frontMatter?.slug == old.frontMatter?.slug else { return .fallBack("the slug of \(file.displayPath) changed") }
                if let layout = page.frontMatter?.layout, !snapshot.templates.has(layout) {
                    return .fallBack("no template for the layout of \(file.displayPath)")
                }
                page.route = old.route
                changed.append(ChangedPage(old: old, new: page))
            }
        }
        lap("Reading pages", since: phase)
        if diagnostics.hasErrors { return .failed(BuildFailure(diagnostics)) }
        changed.removeAll { $0.new == nil }
        guard !changed.isEmpty else { return .built(report(started, diagnostics, seconds, [])) }

        phase = Date()
        guard let layouts = measure(changed.compactMap(\.new), diagnostics: &diagnostics) else {
            return .fallBack("the theme's fonts did not load")
        }
        lap("Measuring pages", since: phase)
        phase = Date()
        let renderer = PageContent.Renderer(
            links: LinkResolver(routes: snapshot.linkRoutes, basePath: snapshot.config.basePath), options: options,
            cache: cache,
            siteDigest: snapshot.contentDigest)
        for index in changed.indices {
            guard let page = changed[index].new else { continue }
            changed[index].content = renderer.content(of: page, layout: layouts[page.route])
        }

        let plan: RenderPlan
        switch self.plan(for: changed) {
        case .success(let planned): plan = planned
        case .failure(let reason): return .fallBack(reason.description)
        }
        let outputs: [(route: Route, bytes: [UInt8])]
        switch render(plan) {
        case .success(let rendered): outputs = rendered
        case .failure(let problems):
            diagnostics.append(contentsOf: problems)
            return .failed(BuildFailure(diagnostics))
        }
        lap("Rendering pages", since: phase)

        phase = Date()
        let pagesHTML = outputs.filter { $0.route.outputFile.hasSuffix(".html") }
        if let reason = themeChange(pagesHTML) { return .fallBack(reason) }
        let pairs = snapshot.assetURLReplacements
        let outputFiles = outputs.map { output in
            let bytes = output.route.outputFile.hasSuffix(".html") && !pairs.isEmpty
                ? ByteReplacement.replacing(pairs, in: output.bytes) : output.bytes
            return OutputFile(path: output.route.outputFile, content: .bytes(bytes))
        }
        let written: [String]
        do throws(OutputError) {
            guard let previous = cache.outputFingerprints(of: outputFiles.map(\.path)) else { return .fallBack("no previous output") }
            let result = try InPlaceOutput(outputPath: outputPath).update(only: outputFiles, previous: previous)
            cache.updateOutputFingerprints(result.fingerprints)
            written = result.changed
        } catch {
            diagnostics.append(.error(at: SourceLocation(file: outputPath), error.message))
            return .failed(BuildFailure(diagnostics))
        }
        lap("Writing the site", since: phase)
        return .built(report(started, diagnostics, seconds, written))
    }

    private func report(_ started: Date, _ diagnostics: DiagnosticList, _ seconds: [(step: String, seconds: Double)],
                        _ changedFiles: [String]) -> BuildReport {
        BuildReport(pageCount: snapshot.pageCount, fileCount: snapshot.fileCount,
                    seconds: Date().timeIntervalSince(started), outputPath: outputPath,
                    warnings: diagnostics.sorted, stepSeconds: seconds, changedFiles: changedFiles,
                    isIncremental: true)
    }

    /// Each page measured at every width variant, by the same step a full build runs.
    private func measure(_ pages: [Page], diagnostics: inout DiagnosticList) -> [Route: MeasuredContent]? {
        let context = BuildContext(options: options, siteRoot: siteRoot, outputPath: outputPath, progress: { _ in },
                                   cache: cache)
        context.config = snapshot.config
        context.pages = pages
        do {
            try MeasurePagesStep().run(context)
        } catch {
            return nil
        }
        diagnostics.append(contentsOf: context.diagnostics)
        return context.pageLayouts
    }

    /// Why the theme's published files would change with these pages, if they would: a
    /// character the font subsets lack, or the CJK font becoming needed or maybe unneeded.
    private func themeChange(_ pages: [(route: Route, bytes: [UInt8])]) -> String? {
        guard !pages.isEmpty else { return nil }
        if !cache.holdsCharacters(SiteCharacters.collect(pages: pages.map(\.bytes), stylesheets: [])) {
            return "a page shows a character the fonts lack"
        }
        guard snapshot.themeHasCJKFont else { return nil }
        for page in pages {
            let needs = ThemeFonts.needsCJKFont(pages: [page.bytes])
            if needs && !snapshot.publishesCJKFont { return "a page needs the CJK font now" }
            if !needs && snapshot.publishesCJKFont,
               let old = FileManager.default.contents(atPath: outputPath + "/" + page.route.outputFile),
               ThemeFonts.needsCJKFont(pages: [[UInt8](old)]) {
                return "a page that needed the CJK font does not any more"
            }
        }
        return nil
    }
}
