import SitegenComposition
import SitegenCore
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Synchronization

/// Composes every page's content (what `#sg-content` holds: its tags' chips and its body)
/// and measures it at every width variant of the theme, in parallel: each page's composition
/// and measurements, by route. Warns, with file:line, about what it cannot measure.
struct MeasurePagesStep: BuildStep {
    let name = "Measuring pages"
    var requiresCleanInput: Bool { true }
    /// The pages to measure (those without a document have no content).
    let pages: [Page]
    let config: SiteConfig
    /// The sizes of the remote images they show (`ReadRemoteImageSizesStep`).
    let remoteImages: RemoteImageSizes
    /// The interface strings of the pages' languages, for callouts' default titles.
    let strings: SiteStrings

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure)
        -> [Route: ComposedPage] {
        let theme = ThemeGeometry.standard
        let typesetter = try Self.typesetter(theme, environment: environment, diagnostics: &diagnostics)
        let contentRoot = environment.contentRoot
        let cache = environment.cache
        let remoteSizes = remoteImages.bySource
        let strings = strings
        let measured = environment.parallelMap(pages, label: "Measuring pages") { page -> ComposedPage? in
            guard let document = page.document else { return nil }
            let language = page.language
            let words = strings[language]
            // In the preview server, a page whose file and images are unchanged measures the same
            // in the same language with the same callout titles (`Templates/i18n/` may change them).
            let path = page.source?.absolutePath ?? ""
            let stamp = cache?.documentStamp(at: path)
            let layoutKey = cache == nil ? language
                : ([language] + CalloutKind.allCases.map { words[$0.titleKey] }).joined(separator: "\u{0}")
            if let stamp, let cached = cache?.layout(at: path, stamp: stamp, language: layoutKey) { return cached }
            let folder = page.source?.folder ?? page.folder
            let images = Mutex<[String: FileStamp?]>([:])
            let composer = PageComposer(theme: theme, typesetter: typesetter, language: language, imageSize: { source in
                if RemoteImageSources.isRemote(source) { return remoteSizes[source] }
                if cache != nil, let file = ImageFiles.path(of: source, folder: folder, contentRoot: contentRoot) {
                    images.withLock { $0[file] = FileStamp(path: file) }
                }
                return ImageFiles.dimensions(of: source, folder: folder, contentRoot: contentRoot)
            }, calloutTitle: { words[$0.titleKey] })
            let composed = composer.compose(document, chips: SiteTag.chips(page.tags))
            if let stamp {
                cache?.storeLayout(composed, at: path, stamp: stamp, language: layoutKey, images: images.withLock { $0 })
            }
            return composed
        }
        var contents: [Route: ComposedPage] = [:]
        for (page, composed) in zip(pages, measured) {
            guard let composed else { continue }
            contents[page.route] = composed
            diagnostics.append(contentsOf: composed.warnings)
        }
        return contents
    }

    /// The theme's typesetter; the build stops without it.
    static func typesetter(_ theme: ThemeGeometry, environment: BuildEnvironment, diagnostics: inout DiagnosticList)
        throws(BuildFailure) -> Typesetter {
        switch ThemeTypesetter.load(theme) {
        case .success(let loaded):
            return loaded
        case .failure(let error):
            diagnostics.append(.error(at: SourceLocation(file: environment.siteRoot), "cannot load the theme's fonts: \(error)"))
            throw BuildFailure(diagnostics)
        }
    }
}
