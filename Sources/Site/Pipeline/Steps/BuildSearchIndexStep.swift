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
        let searchPages = pages.sorted { $0.route < $1.route }.compactMap { page in
            SearchPage(page, url: HTMLEscaping.percentEncoded(config.basePath + page.route.urlPath.dropFirst()))
        }
        let language = config.language
        // One segmenter (one ICU iterator) per batch of pages.
        let batchSize = max(16, searchPages.count / (ProcessInfo.processInfo.activeProcessorCount * 8) + 1)
        let batches = stride(from: 0, to: searchPages.count, by: batchSize).map {
            Array(searchPages[$0..<min($0 + batchSize, searchPages.count)])
        }
        let terms = batches.parallelMap { batch -> [SearchPageTerms] in
            let segmenter = WordSegmenter(language: language)
            return batch.map { SearchPageTerms($0, segmenter: segmenter) }
        }.flatMap { $0 }
        var builder = SearchIndexBuilder()
        builder.language = language
        return builder.build(pages: searchPages, terms: terms)
    }
}
