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
        // The page is made on the worker too: its summary (excerpt, word count) is work.
        let results = context.parallelMap(sources, label: "Reading pages") { file in
            Self.read(file, options: options, cache: cache).map { ($0, Self.page(file, document: $0, config: config)) }
        }
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
        let stamp = cache == nil ? nil : FileStamp(path: file.absolutePath)
        if let stamp, let cached = cache?.document(at: file.absolutePath, stamp: stamp, unsafeHTML: options.unsafeHTML) {
            return cached
        }
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return .failure(DiagnosticList([.error(at: file.location, "cannot read the file")]))
        }
        let result = Result { () throws(DiagnosticList) in
            try DocumentReader.read(bytes: [UInt8](data), file: file.displayPath, options: options)
        }
        if let stamp { cache?.store(result, at: file.absolutePath, stamp: stamp, unsafeHTML: options.unsafeHTML) }
        return result
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
