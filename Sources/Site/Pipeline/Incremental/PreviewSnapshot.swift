import SitegenCore
import SitegenMarkdown

/// What the preview server keeps of its last successful build, so that the next save of a
/// page renders only the outputs that show it (`IncrementalRebuild`).
///
/// Everything here is what the full build computed; an incremental rebuild hands on a new
/// snapshot that equals what a full build of the new sources would have computed.
struct PreviewSnapshot: Sendable {
    var config: SiteConfig
    /// Every Markdown file, published or not (a draft), by path below `Content/`.
    var pageFiles: [String: ContentFile]
    /// Every file below `Content/` the build read or copied, by path below `Content/`.
    var contentFiles: Set<String>
    /// The published pages, in route order, and where each file's page is in that list. The
    /// array is this snapshot's own (not `data.index.pages`), so that replacing a page changes
    /// it in place instead of copying ten thousand pages.
    var pages: [Page]
    var pagePositions: [String: Int]
    var templates: TemplateSet
    var reads: TemplateReads
    var tags: [SiteTag]
    var generated: [(page: GeneratedPage, route: Route)]
    var data: TemplateData
    var assets: [(file: ContentFile, route: Route)]
    /// How links written in pages resolve: file below `Content/` → URL path.
    var linkRoutes: [String: String]
    /// `SitePlan.contentDigest`: the part of a cached body's key that routes decide.
    var contentDigest: Int
    var theme: PublishedTheme
    /// The search index's files, below the output: a rebuild that would add or remove one
    /// falls back to the full build, which removes what is no longer written.
    var searchIndexPaths: [String]
    /// What the search index read of the pages, batch by batch: a rebuild reads again only
    /// the batches of the pages it changed.
    var searchReading: SearchIndexReading?
    /// The pages saved since the search index was last written: a rebuild that defers the
    /// index (`IncrementalRebuild.defersSearchIndex`) leaves it for after the saved page is shown.
    var searchIndexBehind: Set<Route> = []
    /// Whether the theme has a CJK font (published only while some page needs it).
    var themeHasCJKFont: Bool
    /// The characters each page shows, which decide the font subsets.
    var pageCharacters: PageCharacters
    var pageCount: Int

    init(_ build: SiteBuild) {
        config = build.config
        var pageFiles: [String: ContentFile] = [:]
        for file in build.files where file.kind == .page { pageFiles[file.relativePath] = file }
        self.pageFiles = pageFiles
        contentFiles = Set(build.files.map(\.relativePath))
        pages = build.plan.pages.map { $0 }
        var positions: [String: Int] = [:]
        for (position, page) in build.plan.pages.enumerated() {
            if let file = page.source { positions[file.relativePath] = position }
        }
        pagePositions = positions
        templates = build.templates
        reads = TemplateReads(library: build.templates.library)
        tags = build.plan.tags
        generated = build.plan.generated
        data = build.data
        assets = build.plan.assets
        linkRoutes = build.plan.linkRoutes
        contentDigest = build.plan.contentDigest(config: build.config)
        theme = build.theme
        searchIndexPaths = build.searchIndexPaths
        searchReading = build.searchReading
        themeHasCJKFont = build.themeFiles.hasCJKFont
        pageCharacters = PageCharacters(build.pageCharacters)
        pageCount = build.report.pageCount
    }

    /// How the last build rendered page bodies.
    func renderer(cache: BuildCache) -> PageContent.Renderer {
        PageContent.Renderer(links: LinkResolver(routes: linkRoutes, basePath: config.basePath),
                             options: MarkdownOptions(unsafeHTML: config.unsafe), cache: cache, siteDigest: contentDigest)
    }
}
