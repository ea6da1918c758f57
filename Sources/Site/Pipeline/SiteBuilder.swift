import Foundation
import SitegenCore

/// Builds a site: reads `Content/`, renders every page and swaps the result in as the output.
public struct SiteBuilder: Sendable {
    /// The folders a build reads from, relative to the site root; the output may not overlap them.
    public static let sourceFolders = ["Content", "Templates"]

    public let options: BuildOptions
    public let siteRoot: String
    public let outputPath: String

    /// Checks where the build would write before anything is read or written.
    public init(options: BuildOptions) throws(LocationError) {
        self.options = options
        let root = FilePaths.absolute(options.siteRoot, relativeTo: options.workingDirectory)
        guard FilePaths.kind(of: root) == .directory else {
            throw LocationError("the site folder \(root) does not exist")
        }
        siteRoot = root
        let output = options.outputPath ?? (root + "/public")
        outputPath = try OutputLocation.resolve(
            output: output, siteRoot: root, sourceFolders: Self.sourceFolders,
            workingDirectory: options.workingDirectory
        ).get()
    }

    /// Runs every step; throws `BuildFailure` with all errors found, or `OutputError` when the
    /// output cannot be written. Either way the previous output is left as it was.
    /// - Parameters:
    ///   - cache: work kept from an earlier build in this process (the preview server's);
    ///     the output is the same with or without it.
    ///   - keepsMemoryUntilExit: leaves what the build made allocated, for a process that
    ///     exits right after (`sitegen build`): freeing it object by object would keep one
    ///     core busy after a large build is done, and the exit frees it at once.
    public func build(
        cache: BuildCache? = nil, keepsMemoryUntilExit: Bool = false,
        progress: @escaping @Sendable (BuildEvent) -> Void = { _ in }
    ) throws -> BuildReport {
        let build = try run(cache: cache, progress: progress)
        if keepsMemoryUntilExit { _ = Unmanaged.passRetained(build) }
        return build.report
    }

    /// The steps of a whole build, in order; what they made, for the preview server to keep
    /// what an incremental rebuild needs.
    func run(cache: BuildCache?, progress: @escaping @Sendable (BuildEvent) -> Void = { _ in }) throws(BuildFailure) -> SiteBuild {
        let started = Date()
        var pipeline = BuildPipeline(BuildEnvironment(options: options, siteRoot: siteRoot, outputPath: outputPath,
                                                      cache: cache, progress: progress))
        let (config, files, templates, plan, themeFiles) = try planned(&pipeline)
        // A one-off build writes each file as soon as it is made; the preview compares the
        // files with its previous output, and `--precompress` compresses them, at the end.
        let staged = cache == nil && !options.precompresses ? try pipeline.run(StageOutputStep()) : nil
        // The search index first: what it reads of the pages is merged into the index's files
        // and let go before the pages are measured, rather than held beside their layouts.
        let searchIndex = try pipeline.run(BuildSearchIndexStep(pages: plan.pages, config: config, keepsReading: cache != nil,
                                                                output: staged))
        // Lists next: the rows they prepare are let go before the pages' trees are built.
        let lists = try pipeline.run(MeasureListsStep(lists: plan.listings, index: plan.index, config: config))
        let remoteImages = try pipeline.run(ReadRemoteImageSizesStep(pages: plan.pages))
        // A one-off build measures each page as it renders it, and lets the layout go once the
        // page is written: here it measures only the bodies other pages show (the feed's).
        let measuredFirst = cache == nil ? Array(TemplateData.recentPages(of: plan.pages)) : plan.pages
        let contents = try pipeline.run(MeasurePagesStep(pages: measuredFirst, config: config, remoteImages: remoteImages,
                                                         strings: plan.strings))
        let renderer = PageContent.Renderer(plan: plan, config: config, cache: cache)
        let data = try pipeline.run(PrepareTemplateDataStep(plan: plan, contents: contents, lists: lists, config: config,
                                                            renderer: renderer, fontPreloads: themeFiles.preloadedFonts))
        let target: RenderPagesStep.RenderTarget = if let staged {
            .stream(into: staged, hashedRoutes: themeFiles.hashedRoutes)
        } else {
            .memory(independentLibraries: true)
        }
        let rendered = try pipeline.run(RenderPagesStep(pages: plan.pages, generated: plan.generated, data: data,
                                                        contents: contents, templates: templates, renderer: renderer,
                                                        target: target,
                                                        measuring: cache == nil ? (remoteImages, plan.strings) : nil))
        let (pageCount, pageCharacters) = (rendered.pageCount, rendered.pageCharacters)
        let theme = try pipeline.run(PublishThemeAssetsStep(files: themeFiles, shownInPages: rendered.shownCharacters,
                                                            config: config))
        let changedFiles = try pipeline.run(WriteOutputStep(rendered: consume rendered, theme: theme, assets: plan.assets,
                                                            scope: .wholeSite, indexFiles: searchIndex.files))
        try pipeline.finish()
        let report = BuildReport(
            pageCount: pageCount, fileCount: plan.assets.count, seconds: Date().timeIntervalSince(started),
            outputPath: outputPath, warnings: pipeline.diagnostics.sorted, stepSeconds: pipeline.stepSeconds,
            changedFiles: changedFiles)
        return SiteBuild(config: config, files: files, plan: plan, templates: templates, data: data, contents: contents,
                         themeFiles: themeFiles, theme: theme, pageCharacters: pageCharacters,
                         searchIndexPaths: searchIndex.files.map(\.path), searchReading: searchIndex.reading, report: report)
    }

    /// The steps every build starts with (a whole one, a shard's, a merge's): the config, the
    /// content read, the templates, the plan of every output, the links checked (with
    /// `--check`) and the theme's files.
    ///
    /// Outside the preview, and without `--check` (which reads every document again), the
    /// pages let their documents go as they are read (`DocumentExtract`), keeping the search
    /// index's text when `indexesPages`.
    func planned(_ pipeline: inout BuildPipeline, indexesPages: Bool = true) throws(BuildFailure)
        -> (config: SiteConfig, files: [ContentFile], templates: TemplateSet, plan: SitePlan, themeFiles: ThemeFiles) {
        let config = try pipeline.run(LoadConfigStep())
        let files = try pipeline.run(DiscoverContentStep())
        let keepsDocuments = pipeline.environment.cache != nil || options.checksLinks
        let pages = try pipeline.run(ReadPagesStep(files: files, config: config, keepsDocuments: keepsDocuments,
                                                   keepsSearchText: indexesPages && config.search)).pages
        let templates = try pipeline.run(LoadTemplatesStep(pages: pages))
        let plan = try pipeline.run(PlanRoutesStep(pages: pages, files: files, templates: templates, config: config))
        // The link check runs before measuring, so that its errors stop the build with the others.
        if options.checksLinks { _ = try pipeline.run(CheckLinksStep(plan: plan, files: files, templates: templates)) }
        let themeFiles = try pipeline.run(CollectThemeFilesStep(templates: templates, config: config))
        return (config, files, templates, plan, themeFiles)
    }
}
