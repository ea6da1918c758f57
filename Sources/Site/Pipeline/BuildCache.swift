import Foundation
import SitegenComposition
import SitegenCore
import SitegenLayout
import SitegenMarkdown
import Synchronization

/// What one build can hand to the next in a long-running process (the preview server), so
/// that a rebuild only redoes the work whose inputs changed.
///
/// Every entry is keyed by everything its value depends on, so using the cache never changes
/// the output: a rebuild writes exactly what a full build would.
public final class BuildCache: Sendable {
    /// A parsed page, valid while the file's stamp and the parsing options are the same.
    struct DocumentEntry: Sendable {
        var stamp: FileStamp
        var unsafeHTML: Bool
        var result: Result<Document, DiagnosticList>
    }

    /// A page's measured layout, valid while its file, the language and every image file
    /// whose size it read are unchanged (the theme is fixed for the life of the process).
    struct LayoutEntry: Sendable {
        var stamp: FileStamp
        var language: String
        var images: [String: FileStamp?]
        var page: ComposedPage
    }

    /// A page's rendered body, valid for the same file, the same rendering settings, and the
    /// same composition and measurements (an image it shows, even inside text, changing size
    /// changes them).
    struct ContentKey: Equatable, Sendable {
        var stamp: FileStamp
        /// Everything site-wide the body's HTML depends on: options, base path, every route.
        var siteDigest: Int
        var composition: PageComposition
        var measured: MeasuredPage
    }

    private let documents = Mutex<[String: DocumentEntry]>([:])
    private let contents = Mutex<[String: (key: ContentKey, content: PageContent)]>([:])
    private let layouts = Mutex<[String: LayoutEntry]>([:])
    /// The fingerprint of every file of the last output, by path below the output folder.
    private let outputs = Mutex<[String: OutputFingerprint]?>(nil)

    /// The rows of page lists prepared and measured so far, keyed by what they show.
    let pageListRows = PageListRowCache()

    public init() {}

    func document(at path: String, stamp: FileStamp, unsafeHTML: Bool) -> Result<Document, DiagnosticList>? {
        documents.withLock { entries in
            guard let entry = entries[path], entry.stamp == stamp, entry.unsafeHTML == unsafeHTML else { return nil }
            return entry.result
        }
    }

    /// The stamp of the file the cached document of `path` was parsed from.
    func documentStamp(at path: String) -> FileStamp? {
        documents.withLock { $0[path]?.stamp }
    }

    func store(_ result: Result<Document, DiagnosticList>, at path: String, stamp: FileStamp, unsafeHTML: Bool) {
        documents.withLock { $0[path] = DocumentEntry(stamp: stamp, unsafeHTML: unsafeHTML, result: result) }
    }

    /// Forgets pages whose files are gone, so that the cache does not grow without bound.
    func keepDocuments(at paths: Set<String>) {
        documents.withLock { entries in entries = entries.filter { paths.contains($0.key) } }
        layouts.withLock { entries in entries = entries.filter { paths.contains($0.key) } }
        contents.withLock { entries in entries = entries.filter { paths.contains($0.key) } }
    }

    func layout(at path: String, stamp: FileStamp, language: String) -> ComposedPage? {
        guard let entry = layouts.withLock({ $0[path] }), entry.stamp == stamp, entry.language == language,
              entry.images.allSatisfy({ FileStamp(path: $0.key) == $0.value }) else { return nil }
        return entry.page
    }

    func storeLayout(_ page: ComposedPage, at path: String, stamp: FileStamp, language: String,
                     images: [String: FileStamp?]) {
        layouts.withLock { $0[path] = LayoutEntry(stamp: stamp, language: language, images: images, page: page) }
    }

    func content(at path: String, key: ContentKey) -> PageContent? {
        contents.withLock { entries in
            guard let entry = entries[path], entry.key == key else { return nil }
            return entry.content
        }
    }

    func storeContent(_ content: PageContent, at path: String, key: ContentKey) {
        contents.withLock { $0[path] = (key, content) }
    }

    var outputFingerprints: [String: OutputFingerprint]? {
        get { outputs.withLock { $0 } }
    }

    func setOutputFingerprints(_ fingerprints: [String: OutputFingerprint]?) {
        outputs.withLock { $0 = fingerprints }
    }

    /// The fingerprints of the last output's files among `paths`; nil when there is no last output.
    func outputFingerprints(of paths: [String]) -> [String: OutputFingerprint]? {
        outputs.withLock { all -> [String: OutputFingerprint]? in
            guard let all else { return nil }
            var found: [String: OutputFingerprint] = [:]
            for path in paths { found[path] = all[path] }
            return found
        }
    }

    var hasOutputFingerprints: Bool { outputs.withLock { $0 != nil } }

    /// Records new fingerprints of some output files, the others staying as they were.
    func updateOutputFingerprints(_ fingerprints: [String: OutputFingerprint]) {
        outputs.withLock { all in
            guard all != nil else { return }
            all?.merge(fingerprints) { _, new in new }
        }
    }
}

/// The identity of a file's current content as the file system tells it, without reading it.
struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }
}

/// What an output file held: a strong hash of bytes written, or the stamp of a file copied.
enum OutputFingerprint: Hashable, Sendable {
    case bytes(count: Int, first: Int, second: Int)
    case copy(source: String, stamp: FileStamp)

    init(bytes: [UInt8]) {
        // Two differently seeded hashes: a 128-bit fingerprint for in-process comparison.
        var first = Hasher()
        first.combine(0x5167_6E65)
        bytes.withUnsafeBytes { first.combine(bytes: $0) }
        var second = Hasher()
        second.combine(0x7365_7473)
        bytes.withUnsafeBytes { second.combine(bytes: $0) }
        self = .bytes(count: bytes.count, first: first.finalize(), second: second.finalize())
    }
}
