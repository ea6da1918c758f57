import Foundation
import SitegenCore

/// Sharded builds: `sitegen build --shard K/N` renders one shard's pages into a part, and
/// `sitegen merge` joins the parts into the site `sitegen build` would have written.
///
/// Every shard reads and plans the whole site, so that each page is rendered exactly as in
/// a whole build (its sidebar, neighbours, lists and links know every page), and renders only
/// its own pages and generated pages (`ShardSplit`). What needs every page is left to the
/// merge: the font subsets (the characters of all pages, which each part lists), the theme's
/// files named by their hash (the pages keep their placeholders until then), the search index
/// and the files of `Content/` copied as they are.
extension SiteBuilder {
    public func buildShard(_ shard: Shard, version: String, progress: @escaping @Sendable (BuildEvent) -> Void = { _ in })
        throws(BuildFailure) -> BuildReport {
        let started = Date()
        var pipeline = BuildPipeline(BuildEnvironment(options: options, siteRoot: siteRoot, outputPath: outputPath, progress: progress))
        let (config, files, templates, plan, themeFiles) = try planned(&pipeline, indexesPages: false)
        let split = ShardSplit(plan: plan, count: shard.count)
        let own = shard.index - 1
        let shardPages = zip(plan.pages, split.pageShards).filter { $0.1 == own }.map(\.0)
        let shardGenerated = zip(plan.generated, split.generatedShards).filter { $0.1 == own }.map(\.0)
        let rendering = Set(shardPages.map(\.route) + shardGenerated.map(\.route))
        let lists = try pipeline.run(MeasureListsStep(lists: plan.listings.filter { rendering.contains($0.route) },
                                                      index: plan.index, config: config))
        // The bodies other pages show (the feed's recent pages) are measured by every shard.
        let measured = shardPages + TemplateData.recentPages(of: plan.pages).filter { !rendering.contains($0.route) }
        let remoteImages = try pipeline.run(ReadRemoteImageSizesStep(pages: measured))
        let contents = try pipeline.run(MeasurePagesStep(pages: measured, config: config, remoteImages: remoteImages, strings: plan.strings))
        let renderer = PageContent.Renderer(plan: plan, config: config, cache: nil)
        let data = try pipeline.run(PrepareTemplateDataStep(plan: plan, contents: contents, lists: lists, config: config,
                                                            renderer: renderer, fontPreloads: themeFiles.preloadedFonts))
        let staged = try pipeline.run(StageOutputStep())
        let rendered = try pipeline.run(RenderPagesStep(pages: shardPages, generated: shardGenerated, data: data,
                                                        contents: contents, templates: templates, renderer: renderer,
                                                        target: .stream(into: staged, hashedRoutes: themeFiles.hashedRoutes)))
        let digest = SourceDigest.of(siteRoot: siteRoot, files: files, options: options)
        let manifest = ShardManifest(version: version, shard: shard, digest: digest, hashedRoutes: themeFiles.hashedRoutes,
                                     rendered: rendered)
        let pageCount = rendered.pageCount
        try pipeline.run(WriteShardPartStep(rendered: rendered, manifest: manifest))
        try pipeline.finish()
        return BuildReport(pageCount: pageCount, fileCount: 0, seconds: Date().timeIntervalSince(started), outputPath: outputPath,
                           warnings: pipeline.diagnostics.sorted, stepSeconds: pipeline.stepSeconds)
    }

    /// Joins the parts of a sharded build of this site into its output, replaced as a whole
    /// as a build's is; checks first that they are every part of one build of these sources.
    public func merge(parts: [String], version: String, progress: @escaping @Sendable (BuildEvent) -> Void = { _ in })
        throws(BuildFailure) -> BuildReport {
        let started = Date()
        var pipeline = BuildPipeline(BuildEnvironment(options: options, siteRoot: siteRoot, outputPath: outputPath, progress: progress))
        let (config, files, _, plan, themeFiles) = try planned(&pipeline)
        let digest = SourceDigest.of(siteRoot: siteRoot, files: files, options: options)
        let partFolders = parts.map { FilePaths.absolute($0, relativeTo: options.workingDirectory) }
        let read = try pipeline.run(ReadShardPartsStep(parts: partFolders, digest: digest, hashedRoutes: themeFiles.hashedRoutes,
                                                       version: version))
        let rendered = try pipeline.run(CopyShardPartsStep(parts: read, hashedRoutes: themeFiles.hashedRoutes,
                                                           basePath: config.basePath))
        let pageCount = rendered.pageCount
        let theme = try pipeline.run(PublishThemeAssetsStep(files: themeFiles, shownInPages: rendered.shownCharacters,
                                                            config: config))
        let searchIndex = try pipeline.run(BuildSearchIndexStep(pages: plan.pages, config: config))
        _ = try pipeline.run(WriteOutputStep(rendered: rendered, theme: theme, assets: plan.assets, scope: .wholeSite,
                                             indexFiles: searchIndex.files))
        try pipeline.finish()
        return BuildReport(pageCount: pageCount, fileCount: plan.assets.count, seconds: Date().timeIntervalSince(started),
                           outputPath: outputPath, warnings: pipeline.diagnostics.sorted, stepSeconds: pipeline.stepSeconds)
    }
}
