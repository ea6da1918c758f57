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
        let results = context.parallelMap(sources, label: "Reading pages") { file -> Result<Document, DiagnosticList> in
            // A file whose stamp has not changed since the last build parses the same.
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
        cache?.keepDocuments(at: Set(sources.map(\.absolutePath)))
        var pages: [Page] = []
        for (file, result) in zip(sources, results) {
            switch result {
            case .success(let document):
                context.diagnostics.append(contentsOf: document.warnings)
                if document.frontMatter.draft && !context.options.includeDrafts { continue }
                let kind: Page.Kind = file.isFolderIndex ? (file.folder.isEmpty ? .home : .folderIndex) : .article
                // The reader falls back to the file name, which for `_index.md` says nothing.
                let title = switch (document.titleSource, kind) {
                case (.fileName, .folderIndex): SiteIndex.folderTitle(file.folder)
                case (.fileName, .home): context.config.title
                default: document.title
                }
                pages.append(Page(kind: kind, source: file, document: document, title: title,
                                  route: Route(urlPath: "", outputFile: ""), folder: file.folder))
            case .failure(let problems):
                context.diagnostics.append(contentsOf: problems)
            }
        }
        context.pages = pages
    }
}
