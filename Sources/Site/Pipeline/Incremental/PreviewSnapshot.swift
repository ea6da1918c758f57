import SitegenComposition
import SitegenCore
import SitegenEmit

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
    /// How links written in pages resolve: file below `Content/` → URL path.
    var linkRoutes: [String: String]
    /// `RenderPagesStep.contentDigest`: the part of a cached body's key that routes decide.
    var contentDigest: Int
    var assetURLReplacements: [(old: [UInt8], new: [UInt8])]
    /// Whether the theme has a CJK font, and whether the last build published it (some page needed it).
    var themeHasCJKFont: Bool
    var publishesCJKFont: Bool
    var pageCount: Int
    var fileCount: Int

    /// The snapshot of a build that succeeded; nil when the build kept too little (no templates).
    init?(_ context: BuildContext, report: BuildReport) {
        guard let templates = context.templates, let data = context.templateData else { return nil }
        config = context.config
        var pageFiles: [String: ContentFile] = [:]
        for file in context.files where file.kind == .page { pageFiles[file.relativePath] = file }
        self.pageFiles = pageFiles
        contentFiles = Set(context.files.map(\.relativePath))
        pages = context.pages.map { $0 }
        var positions: [String: Int] = [:]
        for (position, page) in context.pages.enumerated() {
            if let file = page.source { positions[file.relativePath] = position }
        }
        pagePositions = positions
        self.templates = templates
        reads = TemplateReads(library: templates.library)
        tags = context.tags
        generated = context.generated
        self.data = data
        var routes: [String: String] = [:]
        for page in context.pages { if let file = page.source { routes[file.relativePath] = page.route.urlPath } }
        for asset in context.assets { routes[asset.file.relativePath] = asset.route.urlPath }
        linkRoutes = routes
        contentDigest = RenderPagesStep.contentDigest(context)
        assetURLReplacements = context.assetURLReplacements
        let fontNames = context.layoutFonts.map(\.name) + ThemeFonts.referencedNames(in: templates.stylesheet)
        themeHasCJKFont = fontNames.contains(where: ThemeFonts.isCJKFont)
        publishesCJKFont = context.unpublishedThemeAssets.contains { asset in
            guard case .font = asset.source, let name = asset.route.urlPath.split(separator: "/").last else { return false }
            return ThemeFonts.isCJKFont(String(name))
        }
        pageCount = report.pageCount
        fileCount = report.fileCount
    }
}
