import SitegenCore
import SitegenMarkdown
import SitegenSearch
import Synchronization

/// What the steps between reading a page and measuring it need of its document, taken out as
/// the page is read, so that a one-off build need not hold the document until then: a large
/// site's documents are several times its Markdown, and every page's would be held at once.
/// The page is read again where it is measured (`PageMeasurer`).
final class DocumentExtract: Sendable {
    /// A digest of the file's bytes as read, to tell the file read again from one changed since.
    let digest: Int
    /// The remote images the document shows, each where it first appears (`RemoteImageSources`).
    let remoteImages: [(source: String, location: SourceLocation)]
    /// The text the search index reads, until its step takes it (nil when the site has no search).
    private let searchText: Mutex<SearchPage?>

    init(of document: Document, title: String, digest: Int, keepsSearchText: Bool) {
        self.digest = digest
        var walker = RemoteImageSources()
        walker.walk(document)
        remoteImages = walker.found
        searchText = Mutex(keepsSearchText ? SearchPage(document, title: title, url: "") : nil)
    }

    /// The search index's text of the page, given once: the index's step lets it go as it reads it.
    func takeSearchPage() -> SearchPage? {
        searchText.withLock { $0.take() }
    }

    /// The search index's text of the page, kept.
    func searchPage() -> SearchPage? {
        searchText.withLock { $0 }
    }

    /// A digest of `bytes`, the same for the same bytes within one process.
    static func digest(of bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}
