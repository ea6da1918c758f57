import SitegenComposition
import Foundation
import SitegenCore
import SitegenMarkdown

/// Rebuilds the preview after Markdown pages that already existed were saved: runs the
/// build's own steps on those pages (reading, measuring), and on the outputs that show what
/// changed of them (`IncrementalRebuild+Dependants`: their lists are measured again and
/// they are rendered), and writes the files whose bytes changed.
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
    /// Whether the search index is left for `updateDeferredSearchIndex`: merging it again from
    /// every page's words is most of a save's rebuild on a large site, and no open page shows it.
    var defersSearchIndex = false

    /// One changed page: its old page, and the new one.
    struct ChangedPage {
        var old: Page
        var new: Page
        var content: PageContent?
    }

    mutating func run(changedPaths: [String]) -> Outcome {
        let started = Date()
        guard !options.checksLinks, !options.precompresses else { return .fallBack("the build checks or compresses") }
        // A page's translations, and each language's own lists and feed, are not tracked here.
        guard !snapshot.config.isMultilingual else { return .fallBack("the site is multilingual") }
        guard cache.hasOutputFingerprints,
              FilePaths.kind(of: outputPath + "/" + StagedOutput.markerName) == .file else {
            return .fallBack("no previous output")
        }
        let files: [ContentFile]
        switch savedPages(changedPaths) {
        case .success(let saved): files = saved
        case .failure(let reason): return .fallBack(reason.description)
        }
        var pipeline = BuildPipeline(environment)
        do throws(BuildFailure) {
            let read = try pipeline.run(ReadPagesStep(files: files, config: snapshot.config, isWholeSite: false))
            try pipeline.finish()
            let changed: [ChangedPage]
            switch changedPages(files, read: read) {
            case .success(let pages): changed = pages
            case .failure(let reason): return .fallBack(reason.description)
            }
            guard !changed.isEmpty else { return .built(report(started, pipeline, [])) }
            return try rebuild(changed, pipeline: &pipeline, started: started)
        } catch {
            return .failed(error)
        }
    }

    /// The saved files, each a Markdown page the last build knew that is still there.
    private func savedPages(_ changedPaths: [String]) -> Result<[ContentFile], Declined> {
        let contentPrefix = siteRoot + "/Content/"
        var files: [ContentFile] = []
        for path in Set(changedPaths).sorted() {
            guard path.hasPrefix(contentPrefix) else { return .failure(Declined("\(path) is not below Content/")) }
            let relative = String(path.dropFirst(contentPrefix.count))
            if let file = snapshot.pageFiles[relative], FilePaths.kind(of: file.absolutePath) == .file {
                files.append(file)
            } else if snapshot.contentFiles.contains(relative) || FilePaths.kind(of: path) != .missing {
                return .failure(Declined("\(path) was added, removed or is not a page"))
            }
            // Otherwise a file that came and went since the last build (a save's temporary): nothing to do.
        }
        return .success(files)
    }

    /// The pages read again, each at its old route; a draft that stays one is left out.
    private func changedPages(_ files: [ContentFile], read: ReadPagesStep.Output) -> Result<[ChangedPage], Declined> {
        var published: [String: Page] = [:]
        for page in read.pages { if let file = page.source { published[file.relativePath] = page } }
        var changed: [ChangedPage] = []
        for file in files {
            let old = snapshot.pagePositions[file.relativePath].map { snapshot.pages[$0] }
            guard var page = published[file.relativePath] else {
                if old != nil { return .failure(Declined("\(file.displayPath) became a draft")) }
                continue
            }
            guard let old else { return .failure(Declined("\(file.displayPath) is published now")) }
            guard page.language == old.language else {
                return .failure(Declined("the language of \(file.displayPath) changed"))
            }
            guard page.frontMatter?.slug == old.frontMatter?.slug else {
                return .failure(Declined("the slug of \(file.displayPath) changed"))
            }
            if let layout = page.frontMatter?.layout, !snapshot.templates.has(layout) {
                return .failure(Declined("no template for the layout of \(file.displayPath)"))
            }
            page.route = old.route
            changed.append(ChangedPage(old: old, new: page))
        }
        return .success(changed)
    }

    /// Measures the changed pages, renders what shows them, and writes what changed.
    private mutating func rebuild(_ changed: [ChangedPage], pipeline: inout BuildPipeline, started: Date) throws(BuildFailure)
        -> Outcome {
        var changed = changed
        let contents: [Route: ComposedPage]
        do {
            let remoteImages = try pipeline.run(ReadRemoteImageSizesStep(pages: changed.map(\.new)))
            contents = try pipeline.run(MeasurePagesStep(pages: changed.map(\.new), config: snapshot.config,
                                                         remoteImages: remoteImages, strings: snapshot.data.strings))
        } catch {
            // Measuring stops only when the theme's fonts do not load.
            return .fallBack("the theme's fonts did not load")
        }
        let renderer = snapshot.renderer(cache: cache)
        for index in changed.indices {
            changed[index].content = renderer.content(of: changed[index].new, layout: contents[changed[index].new.route])
        }
        let plan: RenderPlan
        switch self.plan(for: changed) {
        case .success(let planned): plan = planned
        case .failure(let reason): return .fallBack(reason.description)
        }
        if !plan.lists.isEmpty {
            let lists = try pipeline.run(MeasureListsStep(lists: plan.lists, index: snapshot.data.index, config: snapshot.config))
            for (route, list) in lists { snapshot.data.lists[route] = list }
        }
        let rendered = try pipeline.run(RenderPagesStep(
            pages: plan.pages, generated: plan.generated, data: snapshot.data, contents: contents,
            templates: snapshot.templates, renderer: renderer, target: .memory(independentLibraries: false)))
        let renderedFiles = rendered.inMemory.map(\.route.outputFile)
        let characters = Self.characters(of: rendered.inMemory.filter { $0.route.outputFile.hasSuffix(".html") })
        if let reason = themeChange(characters) { return .fallBack(reason) }
        snapshot.searchIndexBehind.formUnion(changed.map(\.new.route))
        var indexFiles: [OutputFile] = []
        if !defersSearchIndex {
            guard let files = try searchIndexFiles(&pipeline) else { return .fallBack("the search index's files changed") }
            indexFiles = files
        }
        let written = try pipeline.run(WriteOutputStep(rendered: consume rendered, theme: themeWithoutFiles, assets: [],
                                                       scope: .onlyThese, indexFiles: indexFiles))
        snapshot.pageCharacters.replace(characters)
        var report = report(started, pipeline, written)
        report.renderedFiles = renderedFiles
        return .built(report)
    }

    /// Writes the search index the rebuilds since it was last written deferred
    /// (`defersSearchIndex`): what a full build of the sources would write.
    mutating func updateDeferredSearchIndex() -> Outcome {
        let started = Date()
        guard !snapshot.searchIndexBehind.isEmpty else { return .built(report(started, BuildPipeline(environment), [])) }
        var pipeline = BuildPipeline(environment)
        snapshotIsIntact = false
        do throws(BuildFailure) {
            guard let files = try searchIndexFiles(&pipeline) else { return .fallBack("the search index's files changed") }
            let written = try pipeline.run(WriteOutputStep(rendered: RenderedPages(), theme: themeWithoutFiles, assets: [],
                                                           scope: .onlyThese, indexFiles: files))
            return .built(report(started, pipeline, written))
        } catch {
            return .failed(error)
        }
    }

    private var environment: BuildEnvironment {
        BuildEnvironment(options: options, siteRoot: siteRoot, outputPath: outputPath, cache: cache)
    }

    /// The published theme, to point pages at its files, none of which is written again.
    private var themeWithoutFiles: PublishedTheme {
        var theme = snapshot.theme
        theme.files = []
        return theme
    }

    /// The search index with the pages saved since it was written read again, nil if its files
    /// would not be the ones written (a full build then removes what is no longer there).
    ///
    /// It is merged again from every page's words, as the full build merges it, so that it
    /// equals the full build's; only the batches of the saved pages are read again.
    private mutating func searchIndexFiles(_ pipeline: inout BuildPipeline) throws(BuildFailure) -> [OutputFile]? {
        let searchIndex = try pipeline.run(BuildSearchIndexStep(
            pages: snapshot.pages, config: snapshot.config, earlier: snapshot.searchReading,
            changed: snapshot.searchIndexBehind, keepsReading: true))
        guard searchIndex.files.map(\.path) == snapshot.searchIndexPaths else { return nil }
        snapshot.searchReading = searchIndex.reading
        snapshot.searchIndexBehind = []
        return searchIndex.files
    }

    /// Each page's characters (`SiteCharacters.scalarsOfMarkup`), by output file.
    private static func characters(of pages: [(route: Route, bytes: [UInt8])]) -> [String: [Unicode.Scalar]] {
        let scalars = pages.parallelMap { Array(SiteCharacters.scalarsOfMarkup($0.bytes)) }
        return Dictionary(zip(pages.map(\.route.outputFile), scalars), uniquingKeysWith: { _, last in last })
    }

    private func report(_ started: Date, _ pipeline: BuildPipeline, _ changedFiles: [String]) -> BuildReport {
        BuildReport(pageCount: snapshot.pageCount, fileCount: snapshot.assets.count,
                    seconds: Date().timeIntervalSince(started), outputPath: outputPath,
                    warnings: pipeline.diagnostics.sorted, stepSeconds: pipeline.stepSeconds, changedFiles: changedFiles,
                    isIncremental: true)
    }

    /// Why the theme's published files would change once `pages` (output file → the
    /// characters it shows) show what they show now, if they would: the font subsets of a
    /// full build hold the characters every page shows, and the CJK font only while a page needs it.
    private func themeChange(_ pages: [String: [Unicode.Scalar]]) -> String? {
        guard !pages.isEmpty else { return nil }
        let theme = snapshot.theme
        let shown = snapshot.pageCharacters.shown(replacing: pages)
        if theme.themeCharacters.union(shown) != theme.characters {
            return shown.isSubset(of: theme.characters) ? "no page shows a character of the fonts any more"
                : "a page shows a character the fonts lack"
        }
        guard snapshot.themeHasCJKFont else { return nil }
        let needsCJKFont = ThemeFonts.needsCJKFont(shown: shown)
        if needsCJKFont != theme.publishesCJKFont {
            return needsCJKFont ? "a page needs the CJK font now" : "no page needs the CJK font any more"
        }
        return nil
    }
}
