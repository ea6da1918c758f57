import Foundation
import SitegenCore
import SitegenEmit
import Synchronization

/// The state a build's steps hand to one another.
final class BuildContext {
    let options: BuildOptions
    let siteRoot: String
    let outputPath: String
    let progress: @Sendable (BuildEvent) -> Void
    /// Work kept from the previous build of a long-running process; nil for a one-off build.
    let cache: BuildCache?

    var config = SiteConfig()
    var diagnostics = DiagnosticList()
    var files: [ContentFile] = []
    var pages: [Page] = []
    /// Files copied as they are, with where they go.
    var assets: [(file: ContentFile, route: Route)] = []
    /// The site's templates and stylesheet over the default theme's.
    var templates: TemplateSet?
    /// Every tag of the published pages, sorted by name.
    var tags: [SiteTag] = []
    /// The pages and files the theme adds (tag pages, 404, sitemap, feed, robots.txt).
    var generated: [(page: GeneratedPage, route: Route)] = []
    /// Rendered pages and generated files: output file → bytes, pages in route order first;
    /// none when they were written as they were rendered (`pageStream`).
    var rendered: [(route: Route, bytes: [UInt8])] = []
    /// Where a one-off build wrote its pages as they were rendered, and what it wrote.
    var pageStream: PageStream?
    var streamedPages: [PageStream.WrittenPage] = []
    /// How many HTML pages were rendered.
    var pageCount = 0
    /// The characters the rendered HTML pages show (`SiteCharacters.scalarsOfMarkup`), read as
    /// `RenderPagesStep` renders them, so that no later step reads every page again for them.
    var renderedCharacters: Set<Unicode.Scalar>?
    /// Output files that differ from the previous output, when the options ask for them.
    var changedFiles: [String] = []
    /// The theme's stylesheet and the fonts it loads.
    var themeAssets: [ThemeAsset] = []
    /// Each page's content measured at every width variant, by route (`MeasurePagesStep`).
    var pageLayouts: [Route: MeasuredContent] = [:]
    /// The CSS that fixes the content's geometry, generated from the theme (`MeasurePagesStep`).
    var layoutStylesheet = ""
    /// The font files that stylesheet loads: published name (under `/assets/fonts/`), source
    /// path and face index, sorted by name.
    var layoutFonts: [(name: String, path: String, faceIndex: Int)] = []
    /// What `layoutStylesheet` was generated from, to generate it again with other font names.
    var layoutCSS: ThemeCSS?
    /// The output-path collisions among `diagnostics` (`PlanRoutesStep`), for `sitegen check`.
    var routeCollisions: [Diagnostic] = []
    /// Broken links and images, also among `diagnostics` (`CheckLinksStep`).
    var linkFindings: [CheckFinding] = []
    /// How many links and images `CheckLinksStep` looked at.
    var checkedLinkCount = 0
    /// The values the pages were rendered with (`RenderPagesStep`), kept for the preview
    /// server's incremental rebuilds, and so that a one-off build frees them with the context.
    var templateData: TemplateData?
    /// The theme's files before `PublishThemeAssetsStep` subset and renamed them.
    var unpublishedThemeAssets: [ThemeAsset] = []
    /// How `PublishThemeAssetsStep` pointed the pages at the hashed names: quoted old URL →
    /// quoted new URL, to point a page rendered again later the same way.
    var assetURLReplacements: [(old: [UInt8], new: [UInt8])] = []

    init(options: BuildOptions, siteRoot: String, outputPath: String, progress: @escaping @Sendable (BuildEvent) -> Void,
         cache: BuildCache? = nil) {
        self.cache = cache
        self.options = options
        self.siteRoot = siteRoot
        self.outputPath = outputPath
        self.progress = progress
    }

    /// `parallelMap` that reports its progress as `label` about ten times a second at most.
    func parallelMap<Element: Sendable, Result: Sendable>(
        _ items: [Element], label: String, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        var items = items
        return parallelMap(emptying: &items, label: label, transform)
    }

    /// `parallelMapEmptying` that reports its progress as `label`: each element is freed on
    /// the core that used it, once nothing else holds it.
    func parallelMap<Element: Sendable, Result: Sendable>(
        emptying items: inout [Element], label: String, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let progress = ItemProgress(label, total: items.count, progress: self.progress)
        let results = items.parallelMapEmptying { item -> Result in
            let result = transform(item)
            progress.itemDone()
            return result
        }
        progress.finish()
        return results
    }
}
