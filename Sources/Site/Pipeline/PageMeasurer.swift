import SitegenComposition
import SitegenCore
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Synchronization

/// Composes one page's content (what `#sg-content` holds: its tags' chips and its body) and
/// measures it at every width variant of the theme: for `MeasurePagesStep`, and for a one-off
/// build's rendering, which measures each page just before rendering it and lets the layout go
/// once the page is written.
struct PageMeasurer: Sendable {
    let typesetter: Typesetter
    let contentRoot: String
    /// The preview's cache, which keeps a page's layout until its file or images change.
    let cache: BuildCache?
    /// The sizes of the remote images pages show (`ReadRemoteImageSizesStep`).
    let remoteImages: RemoteImageSizes
    /// The interface strings of the pages' languages, for callouts' default titles.
    let strings: SiteStrings
    /// How the pages' Markdown is read, for a page read again (one that let its document go).
    let markdownOptions: MarkdownOptions

    var theme: ThemeGeometry { .standard }

    init(typesetter: Typesetter, environment: BuildEnvironment, remoteImages: RemoteImageSizes, strings: SiteStrings,
         markdownOptions: MarkdownOptions) {
        self.typesetter = typesetter
        contentRoot = environment.contentRoot
        cache = environment.cache
        self.remoteImages = remoteImages
        self.strings = strings
        self.markdownOptions = markdownOptions
    }

    /// The page's composition and measurements; nil for a page without Markdown. Fails when a
    /// page that let its document go cannot be read again as it was read.
    func measure(_ page: Page) -> Result<ComposedPage?, DiagnosticList> {
        let document: Document
        switch DocumentRereading.document(of: page, options: markdownOptions) {
        case .success(let read?): document = read
        case .success(nil): return .success(nil)
        case .failure(let problems): return .failure(problems)
        }
        let language = page.language
        let words = strings[language]
        // In the preview server, a page whose file and images are unchanged measures the same
        // in the same language with the same callout titles (`Templates/i18n/` may change them).
        let path = page.source?.absolutePath ?? ""
        let stamp = cache?.documentStamp(at: path)
        let layoutKey = cache == nil ? language
            : ([language] + CalloutKind.allCases.map { words[$0.titleKey] }).joined(separator: "\u{0}")
        if let stamp, let cached = cache?.layout(at: path, stamp: stamp, language: layoutKey) { return .success(cached) }
        let folder = page.source?.folder ?? page.folder
        let images = Mutex<[String: FileStamp?]>([:])
        let (contentRoot, cache, remoteSizes) = (contentRoot, cache, remoteImages.bySource)
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
        return .success(composed)
    }
}
