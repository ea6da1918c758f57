import Foundation
import SitegenCore
import SitegenEmit
import SitegenSearch

/// Builds the search index from the pages' documents, or the text taken out of them as they
/// were read (`DocumentExtract`; no pass over the HTML), into files under `/search/`, which a
/// one-off build writes at once and other builds give `WriteOutputStep` to write with the pages.
///
/// One index per language of the site, each of the pages of its part, words split as that
/// language splits them: the default language's in `/search/`, each other's in
/// `/search/<language>/` (`/search/zh-cn/`), which its pages' search button reads.
struct BuildSearchIndexStep: BuildStep {
    let name = "Indexing for search"
    var requiresCleanInput: Bool { true }
    let pages: [Page]
    let config: SiteConfig
    /// What an earlier build of the same pages read, and the routes of the pages changed
    /// since: the batches holding none of them are taken from it rather than read again.
    var earlier: SearchIndexReading?
    var changed: Set<Route> = []
    /// Whether the output keeps what was read (for the preview's next rebuild); a build
    /// that ends after writing lets it go at once.
    var keepsReading = false
    /// Where a one-off build writes the index's files as soon as they are made, rather than
    /// holding them while the pages are measured and rendered (a tenth of a large site's
    /// output); nil to return them in `Output.files`.
    var output: StagedOutput? = nil

    struct Output {
        var files: [OutputFile]
        /// What was read, when `keepsReading`.
        var reading: SearchIndexReading?
        /// How many batches of pages were read rather than taken from `earlier`.
        var batchesRead: Int
    }

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

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> Output {
        guard config.search else { return Output(files: [], reading: keepsReading ? SearchIndexReading() : nil, batchesRead: 0) }
        let languages = SiteLanguage.all(config)
        var reading = SearchIndexReading()
        var files: [OutputFile] = []
        var batchesRead = 0
        for language in languages {
            let own = languages.count == 1 ? pages : pages.filter { $0.siteLanguage == language.tag }
            let folder = Self.indexFolder(language)
            var builder = SearchIndexBuilder()
            builder.language = language.tag
            // What the preview keeps must keep the pages' files: only a build that ends after
            // writing writes each batch's as soon as it is read.
            let writer = keepsReading ? nil : output.map { SearchPageFileWriter(output: $0, folder: folder) }
            let part = read(own, with: builder, earlier: writer == nil ? earlier?.parts[folder] : nil, writer: writer,
                            batchesRead: &batchesRead)
            let index = Self.outputFiles(builder.build(batches: part.batches).files, below: folder)
            if let failure = writer?.finish() { throw Self.failed(failure, environment: environment, diagnostics: &diagnostics) }
            if let output, !keepsReading {
                try write(index, into: output, environment: environment, diagnostics: &diagnostics)
            } else {
                files += index
            }
            if keepsReading { reading.parts[folder] = part }
        }
        return Output(files: files, reading: keepsReading ? reading : nil, batchesRead: batchesRead)
    }

    /// Writes `files` of the index into the staging folder.
    private func write(_ files: [OutputFile], into output: StagedOutput, environment: BuildEnvironment,
                       diagnostics: inout DiagnosticList) throws(BuildFailure) {
        do throws(OutputError) {
            try output.write(files)
        } catch {
            throw Self.failed(error, environment: environment, diagnostics: &diagnostics)
        }
    }

    /// The failure of a build whose output could not be written.
    private static func failed(_ error: OutputError, environment: BuildEnvironment,
                               diagnostics: inout DiagnosticList) -> BuildFailure {
        diagnostics.append(.error(at: SourceLocation(file: environment.outputPath), error.message))
        return BuildFailure(diagnostics)
    }

    /// The index's `files` as files of the output, in `folder`.
    private static func outputFiles(_ files: [(path: String, bytes: [UInt8])], below folder: String) -> [OutputFile] {
        files.map { OutputFile(path: folder + "/" + $0.path, content: .bytes($0.bytes)) }
    }

    /// `pages` with Markdown, in URL order, read in batches in parallel; a batch of `earlier`'s
    /// with the same pages, none of them changed, is taken as it is. With `writer`, each batch
    /// gives it its pages' files once read, and keeps their sizes only.
    private func read(_ pages: [Page], with builder: SearchIndexBuilder, earlier: SearchIndexReading.Part?,
                      writer: SearchPageFileWriter?, batchesRead: inout Int) -> SearchIndexReading.Part {
        let sorted = pages.filter(\.hasMarkdown).sorted { $0.route < $1.route }
        let basePath = config.basePath
        let url: @Sendable (Page) -> String = { page in HTMLEscaping.percentEncoded(basePath + page.route.urlPath.dropFirst()) }
        // One segmenter (one ICU iterator) and one table of words per batch; a page's text is
        // taken out of its document (or its extract) in the batch that reads it, and let go
        // with the batch.
        var batchSize = max(16, sorted.count / (ProcessInfo.processInfo.activeProcessorCount * 8) + 1)
        var pagesPerFile = 1
        if writer != nil {
            // How many pages share a file needs every page's file size; then each batch holds
            // whole files, and writes them.
            let sizes = sorted.parallelMap { page in SearchPage(page, url: url(page), taking: false).map(builder.pageFileSize) }
            pagesPerFile = builder.pagesPerFile(sizes: sizes.compactMap { $0 })
            batchSize = (batchSize + pagesPerFile - 1) / pagesPerFile * pagesPerFile
        }
        let batches = stride(from: 0, to: sorted.count, by: batchSize).map { sorted[$0 ..< min($0 + batchSize, sorted.count)] }
        let routes = batches.map { $0.map(\.route) }
        let kept: [SearchTermBatch?] = routes.indices.map { index in
            guard let earlier, earlier.routes.count == routes.count, earlier.routes[index] == routes[index],
                  !routes[index].contains(where: changed.contains) else { return nil }
            return earlier.batches[index]
        }
        // Read the largest first, so that no core is left reading a large one alone at the end:
        // batches of as many pages can differ severalfold in text (another language's pages
        // come last, and Chinese takes ICU's dictionary longer than English its rules).
        let cost = batches.map { batch in batch.reduce(0) { $0 + 16 + $1.wordCount } }
        let toRead = batches.indices.filter { kept[$0] == nil }.sorted { (cost[$0], $1) > (cost[$1], $0) }
        batchesRead += toRead.count
        let perFile = pagesPerFile
        let read = toRead.map { batches[$0] }.parallelMap { pages in
            var batch = builder.batch(pages.lazy.compactMap { SearchPage($0, url: url($0)) })
            writer?.write(builder.takePageFiles(from: &batch, firstPage: pages.startIndex, pagesPerFile: perFile))
            return batch
        }
        var all = kept
        for (index, batch) in zip(toRead, read) { all[index] = batch }
        return SearchIndexReading.Part(routes: routes, batches: all.compactMap { $0 })
    }
}
