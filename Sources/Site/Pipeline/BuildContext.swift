import Foundation
import SitegenCore

/// The state a build's steps hand to one another.
final class BuildContext {
    let options: BuildOptions
    let siteRoot: String
    let outputPath: String
    let progress: (BuildEvent) -> Void

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
    /// Rendered pages and generated files: output file → bytes, pages in route order first.
    var rendered: [(route: Route, bytes: [UInt8])] = []
    /// The theme's stylesheet and the fonts it loads.
    var themeAssets: [ThemeAsset] = []

    init(options: BuildOptions, siteRoot: String, outputPath: String, progress: @escaping (BuildEvent) -> Void) {
        self.options = options
        self.siteRoot = siteRoot
        self.outputPath = outputPath
        self.progress = progress
    }
}
