import SitegenComposition
import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Synchronization

/// Composes every page's content (what `#sg-content` holds: its tags' chips and its body)
/// and measures it at every width variant of the theme, in parallel; keeps each page's
/// composition and measurements (`context.pageLayouts`), the generated CSS
/// (`context.layoutStylesheet`) and the font files it loads (`context.layoutFonts`,
/// published under `/assets/fonts/`) for the templates. Warns, with file:line, about what
/// it cannot measure.
struct MeasurePagesStep: BuildStep {
    let name = "Measuring pages"
    var requiresCleanInput: Bool { true }

    func run(_ context: BuildContext) throws(BuildFailure) {
        let theme = ThemeGeometry.standard
        let typesetter: Typesetter
        switch ThemeTypesetter.load(theme) {
        case .success(let loaded): typesetter = loaded
        case .failure(let error):
            context.diagnostics.append(.error(at: SourceLocation(file: context.siteRoot), "cannot load the theme's fonts: \(error)"))
            throw BuildFailure(context.diagnostics)
        }
        let css = ThemeCSS(theme: theme, fontBaseURL: context.config.basePath + "assets/fonts/")
        context.layoutStylesheet = css.stylesheet
        var fonts: [String: (name: String, path: String, faceIndex: Int)] = [:]
        for font in theme.fonts.values { fonts[font.publishedName] = (font.publishedName, font.path, font.faceIndex) }
        context.layoutFonts = fonts.values.sorted { $0.name < $1.name }
        context.layoutCSS = css
        let language = context.config.language
        let contentRoot = context.siteRoot + "/Content"
        let cache = context.cache
        let measured = context.parallelMap(context.pages, label: "Measuring pages") { page -> (MeasuredContent, [Diagnostic])? in
            guard let document = page.document else { return nil }
            // In the preview server, a page whose file and images are unchanged measures the same.
            let path = page.source?.absolutePath ?? ""
            let stamp = cache?.documentStamp(at: path)
            if let stamp, let cached = cache?.layout(at: path, stamp: stamp, language: language) { return cached }
            let folder = page.source?.folder ?? page.folder
            let images = Mutex<[String: FileStamp?]>([:])
            let composer = PageComposer(theme: theme, typesetter: typesetter, language: language) { source in
                if cache != nil, let file = ImageFiles.path(of: source, folder: folder, contentRoot: contentRoot) {
                    images.withLock { $0[file] = FileStamp(path: file) }
                }
                return ImageFiles.dimensions(of: source, folder: folder, contentRoot: contentRoot)
            }
            let composed = composer.compose(document, chips: SiteTag.chips(page.tags))
            let content = MeasuredContent(composition: composed.composition,
                                          measured: MeasuredPage(measuring: composed.tree, theme: theme))
            if let stamp {
                cache?.storeLayout(content, warnings: composed.warnings, at: path, stamp: stamp, language: language,
                                   images: images.withLock { $0 })
            }
            return (content, composed.warnings)
        }
        for (page, result) in zip(context.pages, measured) {
            guard let (content, warnings) = result else { continue }
            context.pageLayouts[page.route] = content
            context.diagnostics.append(contentsOf: warnings)
        }
    }
}
