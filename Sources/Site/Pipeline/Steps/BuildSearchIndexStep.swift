import Foundation
import SitegenCore
import SitegenEmit
import SitegenSearch

/// Builds the search index from the pages' documents, read once already (no pass over the
/// HTML), into files under `/search/` that `WriteOutputStep` writes with the pages.
///
/// One index per language of the site, each of the pages of its part, words split as that
/// language splits them: the default language's in `/search/`, each other's in
/// `/search/<language>/` (`/search/zh-cn/`), which its pages' search button reads.
struct BuildSearchIndexStep: BuildStep {
    let name = "Indexing for search"
    var requiresCleanInput: Bool { true }
    let pages: [Page]
    let config: SiteConfig

    /// The folder of the site's index, below the output.
    static let folder = "search"

    /// The folder of the index of `language`'s pages, below the output.
    static func indexFolder(_ language: SiteLanguage) -> String {
        ([folder] + language.urlPrefix).joined(separator: "/")
    }

    /// The route of `language`'s manifest, which the search button of its pages points at.
    static func manifestRoute(_ language: SiteLanguage) -> Route {
        Route.file([folder] + language.urlPrefix + [SearchIndex.manifestPath])
    }

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> [OutputFile] {
        guard config.search else { return [] }
        let languages = SiteLanguage.all(config)
        return languages.flatMap { language -> [OutputFile] in
            let own = languages.count == 1 ? pages : pages.filter { $0.siteLanguage == language.tag }
            let folder = Self.indexFolder(language)
            return Self.index(of: own, language: language.tag, config: config).files.map {
                OutputFile(path: folder + "/" + $0.path, content: .bytes($0.bytes))
            }
        }
    }

    /// The index of `pages` with a document, in URL order, in `language`.
    static func index(of pages: [Page], language: String, config: SiteConfig) -> SearchIndex {
        let sorted = pages.filter { $0.document != nil }.sorted { $0.route < $1.route }
        let basePath = config.basePath
        var builder = SearchIndexBuilder()
        builder.language = language
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
