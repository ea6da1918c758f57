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
    /// The language of the pages, written in the manifest.
    public var language = "en"

    public init() {}

    /// One section of one page, where a word was found, with its stored score.
    struct Posting {
        var page: Int32
        var section: Int32
        var score: Int32
    }

    /// Reads `pages` (a batch of the site's, on this thread): their words, with one segmenter,
    /// and their files. Batches can be read in parallel; however the pages are split into
    /// them, the index is the same.
    public func batch(_ pages: some Sequence<SearchPage>) -> SearchTermBatch {
        let segmenter = WordSegmenter(language: language)
        var table = WordTable()
        var positions: [Int32] = []
        var terms: [SearchPageTerms] = []
        var files: [[UInt8]] = []
        for page in pages {
            terms.append(SearchPageTerms(page, segmenter: segmenter, table: &table, positions: &positions))
            files.append(pageFile(page))
        }
        return SearchTermBatch(words: table.words, pages: terms, pageFiles: files)
    }

    /// The index of the pages read in `batches`, numbered in their order.
    public func build(batches: [SearchTermBatch]) -> SearchIndex {
        let (words, postings) = self.postings(batches)
        // Shards hold words in UTF-16 order, the order the browser's script compares them in.
        let keys = words.map { Array($0.utf16) }
        let order = words.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        var files: [(path: String, bytes: [UInt8])] = []
        var firstWords: [String] = []
        var shard: [UInt8] = []
        func closeShard() {
            guard !shard.isEmpty else { return }
            shard.append(UInt8(ascii: "]"))
            files.append(("s/\(firstWords.count - 1).json", shard))
            shard = []
        }
        var entry: [UInt8] = []
        for number in order {
            let word = words[number]
            entry.removeAll(keepingCapacity: true)
            Self.appendEntry(word: word, postings: postings[number], to: &entry)
            if !shard.isEmpty && shard.count + entry.count > shardBytes { closeShard() }
            if shard.isEmpty {
                firstWords.append(word)
                shard.append(UInt8(ascii: "["))
            } else {
                shard.append(UInt8(ascii: ","))
            }
            shard.append(contentsOf: entry)
        }
        closeShard()
        let sectionCount = batches.reduce(0) { total, batch in total + batch.pages.reduce(0) { $0 + $1.sections.count } }
        var manifest = Array("{\"version\":\(SearchIndex.formatVersion),\"language\":".utf8)
        JSONString.appendQuoted(language, to: &manifest)
        let pageCount = batches.reduce(0) { $0 + $1.pages.count }
        manifest += Array(",\"pages\":\(pageCount),\"sections\":\(sectionCount),\"shards\":[".utf8)
        for (index, word) in firstWords.enumerated() {
            if index > 0 { manifest.append(UInt8(ascii: ",")) }
            JSONString.appendQuoted(word, to: &manifest)
        }
        manifest += Array("]}".utf8)
        var result = [(path: SearchIndex.manifestPath, bytes: manifest)]
        result += files
        for (number, file) in batches.lazy.flatMap(\.pageFiles).enumerated() { result.append(("p/\(number).json", file)) }
        return SearchIndex(files: result)
    }

    /// Where a word was found, before its score is known.
    struct Occurrence {
        var page: Int32
        var section: Int32
        var counts: SearchPageTerms.FieldCounts
    }

    /// Every word, and each one's sections with their scores in page and section order.
    private func postings(_ batches: [SearchTermBatch]) -> (words: [String], postings: [[Posting]]) {
        let fields = SearchPageTerms.Field.allCases
        var total = 0
        var lengths = [Double](repeating: 0, count: fields.count)
        var filled = [Int](repeating: 0, count: fields.count)
        // One pass over the words: where each is, in page and section order, by the word's
        // number among all the batches' words.
        var numbers: [String: Int32] = [:]
        var words: [String] = []
        var occurrences: [[Occurrence]] = []
        var sectionLengths: [[[Int]]] = []
        var pageNumber: Int32 = 0
        for batch in batches {
            let global = batch.words.map { word -> Int32 in
                if let number = numbers[word] { return number }
                let number = Int32(words.count)
                numbers[word] = number
                words.append(word)
                occurrences.append([])
                return number
            }
            for page in batch.pages {
                for (sectionNumber, section) in page.sections.enumerated() {
                    total += 1
                    for field in fields where section.lengths[field.rawValue] > 0 {
                        lengths[field.rawValue] += Double(section.lengths[field.rawValue])
                        filled[field.rawValue] += 1
                    }
                    for (word, counts) in zip(section.words, section.counts) {
                        occurrences[Int(global[Int(word)])].append(
                            Occurrence(page: pageNumber, section: Int32(sectionNumber), counts: counts))
                    }
                }
                sectionLengths.append(page.sections.map(\.lengths))
                pageNumber += 1
            }
        }
        // Each field's average over the sections that have it.
        let averages = fields.map { lengths[$0.rawValue] / Double(max(filled[$0.rawValue], 1)) }
        var postings: [[Posting]] = []
        postings.reserveCapacity(words.count)
        let limit = maximumSectionsPerWord
        for found in occurrences {
            let idf = SearchRanking.idf(frequency: found.count, total: total)
            var list = found.map { occurrence -> Posting in
                let lengths = sectionLengths[Int(occurrence.page)][Int(occurrence.section)]
                var count = 0.0
                for field in fields {
                    count += SearchRanking.fieldCount(occurrence.counts[field], weight: field.weight,
                                                      length: lengths[field.rawValue], averageLength: averages[field.rawValue])
                }
                return Posting(page: occurrence.page, section: occurrence.section,
                               score: Int32(SearchRanking.score(count: count, idf: idf)))
            }
            if list.count > limit { list = Self.best(list, limit: limit) }
            postings.append(list)
        }
        return (words, postings)
    }

    /// The `limit` best-scored of `list` (in page and section order, as it stays): on equal
    /// scores the earlier sections.
    static func best(_ list: [Posting], limit: Int) -> [Posting] {
        let threshold = list.map(\.score).sorted(by: >)[limit - 1]
        var atThreshold = limit - list.count { $0.score > threshold }
        return list.filter { posting in
            if posting.score > threshold { return true }
            guard posting.score == threshold, atThreshold > 0 else { return false }
            atThreshold -= 1
            return true
        }
    }

    /// `["word",[Δpage,section,score,…]]`.
    private static func appendEntry(word: String, postings: [Posting], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        JSONString.appendQuoted(word, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "["))
        var previous: Int32 = 0
        for (index, posting) in postings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendDecimal(posting.page - previous, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendDecimal(posting.section, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendDecimal(posting.score, to: &bytes)
            previous = posting.page
        }
        bytes.append(UInt8(ascii: "]"))
        bytes.append(UInt8(ascii: "]"))
    }

    /// `value` (not negative) in decimal, without making a string.
    private static func appendDecimal(_ value: Int32, to bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(max(value, 0)))
            return
        }
        let start = bytes.count
        var rest = value
        while rest > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
    }

    /// `{"u":url,"t":title,"s":[[id,heading,text],…]}`; the top of the page has the id "".
    func pageFile(_ page: SearchPage) -> [UInt8] {
        var bytes = Array("{\"u\":".utf8)
        JSONString.appendQuoted(page.url, to: &bytes)
        bytes += Array(",\"t\":".utf8)
        JSONString.appendQuoted(page.title, to: &bytes)
        bytes += Array(",\"s\":[".utf8)
        var budget = pageCharacters
        for (index, section) in page.sections.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            let text = Self.start(of: section.text, characters: min(excerptCharacters, budget))
            budget -= text.count
            bytes.append(UInt8(ascii: "["))
            JSONString.appendQuoted(section.id ?? "", to: &bytes)
            bytes.append(UInt8(ascii: ","))
            JSONString.appendQuoted(section.heading, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            JSONString.appendQuoted(text, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        }
        bytes += Array("]}".utf8)
        return bytes
    }

    /// At most `characters` characters of `text`, cut after a space when one is near the end.
    static func start(of text: String, characters: Int) -> String {
        guard characters > 0 else { return "" }
        // Counting only as far as the cut: a section's text can be long.
        guard let end = text.index(text.startIndex, offsetBy: characters, limitedBy: text.endIndex),
              end < text.endIndex else { return text }
        let cut = text[..<end]
        if let space = cut.lastIndex(of: " "), cut.distance(from: space, to: cut.endIndex) < 40 {
            return String(cut[..<space]) + "…"
        }
        return String(cut) + "…"
    }
}
