import SitegenCore

/// Builds the sharded index of a site's pages (`SearchIndex`): the same pages give the same
/// bytes, whatever the order of the work behind them.
public struct SearchIndexBuilder: Sendable {
    /// How large a shard may grow before the next word starts a new one.
    public var shardBytes = 12_000
    /// The most sections kept for one word, its best-scored: a word on every page has a low
    /// score anyway, and its full list would make its shard large.
    public var maximumSectionsPerWord = 1_000
    /// How much of a section's text a page's file keeps, for excerpts.
    public var excerptCharacters = 1_000
    /// How much text a page's file keeps in all; later sections keep their headings only.
    public var pageCharacters = 6_000
    /// How large a file of several pages may grow (`pagesPerFile`).
    public var pageFileBytes = 8_192
    /// The most pages one file holds.
    public static let maximumPagesPerFile = 8
    /// The language of the pages, written in the manifest.
    public var language = "en"

    public init() {}

    /// Reads `pages` (a batch of the site's, on this thread): their words, with one segmenter,
    /// and their files. Batches can be read in parallel; however the pages are split into
    /// them, the index is the same.
    public func batch(_ pages: some Sequence<SearchPage>) -> SearchTermBatch {
        var reader = SearchBatchReader(segmenter: WordSegmenter(language: language))
        for page in pages { reader.read(page, file: pageFile(page)) }
        return reader.batch()
    }

    /// The index of the pages read in `batches`, numbered in their order.
    public func build(batches: [SearchTermBatch]) -> SearchIndex {
        let entries = self.entries(batches)
        var files: [(path: String, bytes: [UInt8])] = []
        var firstWords: [String] = []
        var shard: [UInt8] = []
        func closeShard() {
            guard !shard.isEmpty else { return }
            shard.append(UInt8(ascii: "]"))
            files.append(("s/\(firstWords.count - 1).json", shard))
            shard = []
        }
        var words = entries.words.makeIterator()
        for chunk in entries.chunks {
            var start = 0
            for end in chunk.ends {
                let word = words.next() ?? ""
                let entry = chunk.bytes[start ..< end]
                start = end
                if !shard.isEmpty && shard.count + entry.count > shardBytes { closeShard() }
                if shard.isEmpty {
                    firstWords.append(word)
                    shard.append(UInt8(ascii: "["))
                } else {
                    shard.append(UInt8(ascii: ","))
                }
                shard.append(contentsOf: entry)
            }
        }
        closeShard()
        var manifest = Array("{\"version\":\(SearchIndex.formatVersion),\"language\":".utf8)
        JSONString.appendQuoted(language, to: &manifest)
        let pageCount = batches.reduce(0) { $0 + $1.pageCount }
        let sectionCount = batches.reduce(0) { $0 + $1.sectionCount }
        let perFile = pagesPerFile(batches)
        manifest += Array(",\"pages\":\(pageCount),\"pagesPerFile\":\(perFile),\"filesPerFolder\":\(SearchIndex.filesPerFolder)".utf8)
        manifest += Array(",\"sections\":\(sectionCount),\"shards\":[".utf8)
        for (index, word) in firstWords.enumerated() {
            if index > 0 { manifest.append(UInt8(ascii: ",")) }
            JSONString.appendQuoted(word, to: &manifest)
        }
        manifest += Array("]}".utf8)
        var result = [(path: SearchIndex.manifestPath, bytes: manifest)]
        result += files
        result += SearchPageFiles(pages: batches.flatMap(\.pageFiles), pagesPerFile: perFile)
        return SearchIndex(files: result)
    }

    /// Takes the pages' files out of `batch`, whose first page is the site's `firstPage`, to be
    /// joined and named as the index files them as they are written, which `build` then leaves
    /// out: a build that writes each batch's as soon as it is read never holds them all.
    /// `pagesPerFile` is `pagesPerFile(sizes:)` of every page's `pageFileSize`, and divides
    /// `firstPage` (a file's pages are in one batch).
    public func takePageFiles(from batch: inout SearchTermBatch, firstPage: Int, pagesPerFile: Int) -> SearchPageFiles {
        precondition(firstPage % pagesPerFile == 0, "a batch starts a file of pages")
        defer { batch.pageFiles = [] }
        return SearchPageFiles(pages: batch.pageFiles, pagesPerFile: pagesPerFile, firstFile: firstPage / pagesPerFile)
    }

    /// The size of `page`'s file (`pageFile`), as its batch will record it: what
    /// `pagesPerFile(sizes:)` needs before any batch is read.
    public func pageFileSize(of page: SearchPage) -> Int32 {
        Int32(pageFile(page).count)
    }

    /// How many consecutive pages share a file: the most, up to `maximumPagesPerFile`, for
    /// which nine files in ten stay within `pageFileBytes`, so that the file a result is
    /// fetched from is seldom much larger than its page's own.
    public func pagesPerFile(sizes: [Int32]) -> Int {
        for perFile in stride(from: Self.maximumPagesPerFile, to: 1, by: -1) {
            var files = 0, large = 0
            for start in stride(from: 0, to: sizes.count, by: perFile) {
                let bytes = sizes[start ..< min(start + perFile, sizes.count)].reduce(2) { $0 + Int($1) + 1 }
                if bytes > pageFileBytes { large += 1 }
                files += 1
            }
            if large * 10 <= files { return perFile }
        }
        return 1
    }

    func pagesPerFile(_ batches: [SearchTermBatch]) -> Int {
        pagesPerFile(sizes: batches.flatMap(\.pageFileSizes))
    }

    /// `{"u":url,"t":title,"s":[[id,heading,text],…]}`; the top of the page has the id "".
    func pageFile(_ page: SearchPage) -> [UInt8] {
        var budget = pageCharacters
        let excerpts = page.sections.map { section in
            let excerpt = Self.excerpt(of: section.text, characters: min(excerptCharacters, budget))
            budget -= excerpt.count
            return excerpt.text
        }
        // One allocation for the file, escapes aside.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32 + page.url.utf8.count + page.title.utf8.count + zip(page.sections, excerpts).reduce(0) {
            $0 + 8 + ($1.0.id?.utf8.count ?? 0) + $1.0.heading.utf8.count + $1.1.utf8.count
        })
        append("{\"u\":", to: &bytes)
        JSONString.appendQuoted(page.url, to: &bytes)
        append(",\"t\":", to: &bytes)
        JSONString.appendQuoted(page.title, to: &bytes)
        append(",\"s\":[", to: &bytes)
        for (index, (section, text)) in zip(page.sections, excerpts).enumerated() {
            append(index > 0 ? ",[" : "[", to: &bytes)
            JSONString.appendQuoted(section.id ?? "", to: &bytes)
            bytes.append(UInt8(ascii: ","))
            JSONString.appendQuoted(section.heading, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            JSONString.appendQuoted(text, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        }
        append("]}", to: &bytes)
        return bytes
    }

    private func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// At most `characters` characters of `text`, cut after a space when one is near the end
    /// (and an ellipsis added), with the number of characters it has.
    static func excerpt(of text: String, characters: Int) -> (text: String, count: Int) {
        guard characters > 0 else { return ("", 0) }
        // Text of ASCII without a carriage return, as most is, has a character a byte:
        // nothing needs counting. Only as far as the cut and the byte after it is looked at
        // (that byte being ASCII too, the cut falls between two characters).
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.prefix(characters + 1).contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
        } ?? false
        if plain && text.utf8.count <= characters { return (text, text.utf8.count) }
        // Otherwise counting only as far as the cut: a section's text can be long.
        let end = plain ? text.utf8.index(text.startIndex, offsetBy: characters)
            : text.index(text.startIndex, offsetBy: characters, limitedBy: text.endIndex)
        guard let end, end < text.endIndex else { return (text, text.count) }
        let cut = text[..<end]
        if let space = cut.lastIndex(of: " "), cut.distance(from: space, to: cut.endIndex) < 40 {
            return (String(cut[..<space]) + "…", characters - cut.distance(from: space, to: cut.endIndex) + 1)
        }
        return (String(cut) + "…", characters + 1)
    }
}
