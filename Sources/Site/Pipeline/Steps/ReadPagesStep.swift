import Foundation
import SitegenCore
import SitegenMarkdown

/// Reads and parses Markdown files into pages, in parallel; every file's errors are collected.
/// A full build reads every page of `Content/`; the preview's rebuild reads the saved ones.
struct ReadPagesStep: BuildStep {
    let name = "Reading pages"
    /// The files to read (files of other kinds are passed over).
    let files: [ContentFile]
    let config: SiteConfig
    /// Whether `files` are all the site's: the cache then forgets the pages no longer there.
    var isWholeSite = true
    /// Whether the pages keep their documents, as the preview's rebuilds and the link check
    /// need; otherwise (in a build without the preview's cache) each page lets its document go
    /// once read, keeping a `DocumentExtract`, and is read again where it is measured.
    var keepsDocuments = true
    /// Whether a page that lets its document go keeps the text the search index reads.
    var keepsSearchText = true

    /// What reading gives: the pages to publish, and the files left out as drafts.
    struct Output: Sendable {
        var pages: [Page]
        /// Drafts left out (without `--drafts`), by path below `Content/`.
        var drafts: Set<String>
    }

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> Output {
        let options = MarkdownOptions(unsafeHTML: config.unsafe)
        let sources = files.filter { $0.kind == .page }
        let cache = environment.cache
        let progress = ItemProgress(name, total: sources.count, progress: environment.progress)
        let release: DocumentRelease? = keepsDocuments || cache != nil ? nil : DocumentRelease(keepsSearchText: keepsSearchText)
        let results = Self.readAll(sources, options: options, cache: cache, config: config, release: release,
                                   progress: progress)
        progress.finish()
        if isWholeSite { cache?.keepDocuments(at: Set(sources.map(\.absolutePath))) }
        var output = Output(pages: [], drafts: [])
        for (file, result) in zip(sources, results) {
            switch result {
            case .success(let (page, warnings)):
                diagnostics.append(contentsOf: warnings)
                if page.isDraft && !environment.options.includeDrafts {
                    output.drafts.insert(file.relativePath)
                    continue
                }
                output.pages.append(page)
            case .failure(let problems):
                diagnostics.append(contentsOf: problems)
            }
        }
        return output
    }

    /// One file read as far as it can be without waiting for the lock cmark's inline parse
    /// holds (`DocumentReader.Pending`): done (from the cache, or failed), or still parsing.
    enum Started {
        case done(Result<Document, DiagnosticList>)
        case parsing(Parsing)
    }

    /// How pages let their documents go as they are read (`keepsDocuments` false).
    struct DocumentRelease: Sendable {
        var keepsSearchText: Bool
    }

    /// A file whose inline parse is to come, and what keeps its result in the cache.
    struct Parsing: @unchecked Sendable {
        let file: ContentFile
        let pending: DocumentReader.Pending
        let stamp: FileStamp?
        let unsafeHTML: Bool
        /// The digest of the file's bytes (`DocumentExtract.digest`).
        let digest: Int

        /// The document, waiting for the inline parse's lock if another thread holds it.
        func finish(cache: BuildCache?) -> Result<Document, DiagnosticList> {
            ReadPagesStep.kept(Result { () throws(DiagnosticList) in try DocumentReader.finish(pending) }, for: file,
                               stamp: stamp, unsafeHTML: unsafeHTML, in: cache)
        }
    }

    /// `result`, stored in `cache` for `file` when the cache stamped it.
    private static func kept(
        _ result: Result<Document, DiagnosticList>, for file: ContentFile, stamp: FileStamp?, unsafeHTML: Bool,
        in cache: BuildCache?
    ) -> Result<Document, DiagnosticList> {
        if let stamp { cache?.store(result, at: file.absolutePath, stamp: stamp, unsafeHTML: unsafeHTML) }
        return result
    }

    static func start(_ file: ContentFile, options: MarkdownOptions, cache: BuildCache?) -> Started {
        let stamp = cache == nil ? nil : FileStamp(path: file.absolutePath)
        if let stamp, let cached = cache?.document(at: file.absolutePath, stamp: stamp, unsafeHTML: options.unsafeHTML) {
            return .done(cached)
        }
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            // A file deleted since it was listed is no page, and no error: the deletion is the change.
            if FilePaths.kind(of: file.absolutePath) == .missing { return .done(.failure(DiagnosticList())) }
            return .done(.failure(DiagnosticList([.error(at: file.location, "cannot read the file")])))
        }
        let pending: DocumentReader.Pending
        let bytes = [UInt8](data)
        do {
            pending = try DocumentReader.start(bytes: bytes, file: file.displayPath, options: options)
        } catch {
            return .done(kept(.failure(error), for: file, stamp: stamp, unsafeHTML: options.unsafeHTML, in: cache))
        }
        return .parsing(Parsing(file: file, pending: pending, stamp: stamp, unsafeHTML: options.unsafeHTML,
                                digest: DocumentExtract.digest(of: bytes)))
    }

    /// The page a parsed file becomes, before its route is planned.
    static func page(_ file: ContentFile, document: Document, config: SiteConfig) -> Page {
        let kind: Page.Kind = file.isFolderIndex ? (config.isHomeFolder(file.folder) ? .home : .folderIndex) : .article
        // The reader falls back to the file name, which for `_index.md` says nothing.
        let title = switch (document.titleSource, kind) {
        case (.fileName, .folderIndex): SiteIndex.folderTitle(file.folder)
        case (.fileName, .home): config.title
        default: document.title
        }
        return Page(kind: kind, source: file, document: document, title: title,
                    route: Route(urlPath: "", outputFile: ""), folder: file.folder,
                    language: config.language(ofFolder: file.folder))
    }
}
