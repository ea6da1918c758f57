import Foundation
import SitegenCore
import SitegenEmit
import SitegenSearch

/// Builds the search index from the pages' documents, read once already (no pass over the
/// HTML), into files under `/search/` that `WriteOutputStep` writes with the pages.
///
/// One index for the site, in its language. A multilingual site would give each language
/// its own folder (`/search/<language>/`): `indexFolder(language:)` is that seam.
struct BuildSearchIndexStep: BuildStep {
    let name = "Indexing for search"
    var requiresCleanInput: Bool { true }
    let pages: [Page]
    let config: SiteConfig

    /// The folder of the site's index, below the output.
    static let folder = "search"

    /// The folder of the index of `language`'s pages; the site's one index for now.
    static func indexFolder(language: String?) -> String { folder }

    /// The manifest's route, which the theme's search button points at.
    static var manifestRoute: Route { Route.file([folder, SearchIndex.manifestPath]) }

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> [OutputFile] {
        guard config.search else { return [] }
        let index = Self.index(of: pages, config: config)
        let folder = Self.indexFolder(language: nil)
        return index.files.map { OutputFile(path: folder + "/" + $0.path, content: .bytes($0.bytes)) }
    }

    /// The index of `pages` with a document, in URL order.
    static func index(of pages: [Page], config: SiteConfig) -> SearchIndex {
        let sorted = pages.filter { $0.document != nil }.sorted { $0.route < $1.route }
        let basePath = config.basePath
        var builder = SearchIndexBuilder()
        builder.language = config.language
        // One segmenter (one ICU iterator) and one table of words per batch; a page's text is
        // taken out of its document in the batch that reads it, and let go with the batch.
        let batchSize = max(16, sorted.count / (ProcessInfo.processInfo.activeProcessorCount * 8) + 1)
        let batches = stride(from: 0, to: sorted.count, by: batchSize).map { sorted[$0 ..< min($0 + batchSize, sorted.count)] }
        let read = batches.parallelMap { [builder] batch in
            builder.batch(batch.lazy.compactMap { page in
                SearchPage(page, url: HTMLEscaping.percentEncoded(basePath + page.route.urlPath.dropFirst()))
            })
        }
        return builder.build(batches: read)
    }
}
