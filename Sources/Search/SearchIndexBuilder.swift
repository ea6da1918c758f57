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

    /// The index of `pages` (in the order given: their numbers), whose words are `terms`
    /// (`terms[i]` read from `pages[i]`).
    public func build(pages: [SearchPage], terms: [SearchPageTerms]) -> SearchIndex {
        precondition(pages.count == terms.count, "one SearchPageTerms per page")
        let postings = self.postings(terms)
        let words = postings.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        var files: [(path: String, bytes: [UInt8])] = []
        var firstWords: [String] = []
        var shard: [UInt8] = []
        func closeShard() {
            guard !shard.isEmpty else { return }
            shard.append(UInt8(ascii: "]"))
            files.append(("s/\(firstWords.count - 1).json", shard))
            shard = []
        }
        for word in words {
            var entry: [UInt8] = []
            Self.appendEntry(word: word, postings: postings[word]!, to: &entry)
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
        let sectionCount = terms.reduce(0) { $0 + $1.sections.count }
        var manifest = Array("{\"version\":\(SearchIndex.formatVersion),\"language\":".utf8)
        JSONString.appendQuoted(language, to: &manifest)
        manifest += Array(",\"pages\":\(pages.count),\"sections\":\(sectionCount),\"shards\":[".utf8)
        for (index, word) in firstWords.enumerated() {
            if index > 0 { manifest.append(UInt8(ascii: ",")) }
            JSONString.appendQuoted(word, to: &manifest)
        }
        manifest += Array("]}".utf8)
        var result = [(path: SearchIndex.manifestPath, bytes: manifest)]
        result += files
        for (number, page) in pages.enumerated() { result.append(("p/\(number).json", pageFile(page))) }
        return SearchIndex(files: result)
    }

    /// Where a word was found, before its score is known.
    struct Occurrence {
        var page: Int32
        var section: Int32
        var counts: SearchPageTerms.FieldCounts
    }

    /// Every word's sections with their scores, each list in page and section order.
    private func postings(_ terms: [SearchPageTerms]) -> [String: [Posting]] {
        let fields = SearchPageTerms.Field.allCases
        var total = 0
        var lengths = [Double](repeating: 0, count: fields.count)
        var filled = [Int](repeating: 0, count: fields.count)
        // One pass over the words: where each is, in page and section order.
        var occurrences: [String: [Occurrence]] = [:]
        for (pageNumber, page) in terms.enumerated() {
            for (sectionNumber, section) in page.sections.enumerated() {
                total += 1
                for field in fields where section.lengths[field.rawValue] > 0 {
                    lengths[field.rawValue] += Double(section.lengths[field.rawValue])
                    filled[field.rawValue] += 1
                }
                for (word, counts) in section.counts {
                    occurrences[word, default: []].append(
                        Occurrence(page: Int32(pageNumber), section: Int32(sectionNumber), counts: counts))
                }
            }
        }
        // Each field's average over the sections that have it.
        let averages = fields.map { lengths[$0.rawValue] / Double(max(filled[$0.rawValue], 1)) }
        let sectionLengths = terms.map { $0.sections.map(\.lengths) }
        var postings: [String: [Posting]] = [:]
        postings.reserveCapacity(occurrences.count)
        let limit = maximumSectionsPerWord
        for (word, found) in occurrences {
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
            if list.count > limit {
                let best = list.sorted { ($0.score, $1.page, $1.section) > ($1.score, $0.page, $0.section) }.prefix(limit)
                list = best.sorted { ($0.page, $0.section) < ($1.page, $1.section) }
            }
            postings[word] = list
        }
        return postings
    }

    /// `["word",[Δpage,section,score,…]]`.
    private static func appendEntry(word: String, postings: [Posting], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        JSONString.appendQuoted(word, to: &bytes)
        bytes += Array(",[".utf8)
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
        bytes += Array("]]".utf8)
    }

    /// `value` (not negative) in decimal, without making a string.
    private static func appendDecimal(_ value: Int32, to bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(max(value, 0)))
            return
        }
        var digits: [UInt8] = []
        var rest = value
        while rest > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes.append(contentsOf: digits.reversed())
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
        guard text.count > characters else { return text }
        let cut = text.prefix(characters)
        if let space = cut.lastIndex(of: " "), cut.distance(from: space, to: cut.endIndex) < 40 {
            return String(cut[..<space]) + "…"
        }
        return String(cut) + "…"
    }
}
