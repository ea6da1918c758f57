import Foundation
import SitegenCore
import SitegenMarkdown

/// Reads and parses every Markdown file, in parallel; every file's errors are collected.
struct ReadPagesStep: BuildStep {
    let name = "Reading pages"

    func run(_ context: BuildContext) throws(BuildFailure) {
        let options = MarkdownOptions(unsafeHTML: context.config.unsafe)
        let sources = context.files.filter { $0.kind == .page }
        let cache = context.cache
        let config = context.config
        let progress = ItemProgress(name, total: sources.count, progress: context.progress)
        let results = Self.readAll(sources, options: options, cache: cache, config: config, progress: progress)
        progress.finish()
        cache?.keepDocuments(at: Set(sources.map(\.absolutePath)))
        var pages: [Page] = []
        for result in results {
            switch result {
            case .success(let (document, page)):
                context.diagnostics.append(contentsOf: document.warnings)
                if document.frontMatter.draft && !context.options.includeDrafts { continue }
                pages.append(page)
            case .failure(let problems):
                context.diagnostics.append(contentsOf: problems)
            }
        }
        context.pages = pages
    }

    /// Parses one file, or takes it from `cache` when its stamp has not changed since then.
    static func read(_ file: ContentFile, options: MarkdownOptions, cache: BuildCache?) -> Result<Document, DiagnosticList> {
        switch start(file, options: options, cache: cache) {
        case .done(let result): result
        case .parsing(let parsing): parsing.finish(cache: cache)
        }
    }

    /// One file read as far as it can be without waiting for the lock cmark's inline parse
    /// holds (`DocumentReader.Pending`): done (from the cache, or failed), or still parsing.
    enum Started {
        case done(Result<Document, DiagnosticList>)
        case parsing(Parsing)
    }

    /// A file whose inline parse is to come, and what keeps its result in the cache.
    struct Parsing: @unchecked Sendable {
        let file: ContentFile
        let pending: DocumentReader.Pending
        let stamp: FileStamp?
        let unsafeHTML: Bool

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
            return .done(.failure(DiagnosticList([.error(at: file.location, "cannot read the file")])))
        }
        let pending: DocumentReader.Pending
        do {
            pending = try DocumentReader.start(bytes: [UInt8](data), file: file.displayPath, options: options)
        } catch {
            return .done(kept(.failure(error), for: file, stamp: stamp, unsafeHTML: options.unsafeHTML, in: cache))
        }
        return .parsing(Parsing(file: file, pending: pending, stamp: stamp, unsafeHTML: options.unsafeHTML))
    }

    /// The page a parsed file becomes, before its route is planned.
    static func page(_ file: ContentFile, document: Document, config: SiteConfig) -> Page {
        let kind: Page.Kind = file.isFolderIndex ? (file.folder.isEmpty ? .home : .folderIndex) : .article
        // The reader falls back to the file name, which for `_index.md` says nothing.
        let title = switch (document.titleSource, kind) {
        case (.fileName, .folderIndex): SiteIndex.folderTitle(file.folder)
        case (.fileName, .home): config.title
        default: document.title
        }
        return Page(kind: kind, source: file, document: document, title: title,
                    route: Route(urlPath: "", outputFile: ""), folder: file.folder)
    }
}
