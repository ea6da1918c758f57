import Dispatch
import SitegenCore

extension SearchIndexBuilder {
    /// One section of one page, where a word was found, with its stored score.
    struct Posting {
        var page: Int32
        var section: Int32
        var score: Int32
    }

    /// Every word of the index in UTF-16 order (the order the browser's script compares
    /// them in), with its entry of a shard, `["word",[Δpage,section,score,…]]`.
    struct Entries {
        var words: [String]
        /// The entries, a run of words after another: the words' order split in chunks.
        var chunks: [EntryChunk]
    }

    /// The entries of consecutive words, one after another; entry `i` ends at `ends[i]`.
    struct EntryChunk: Sendable {
        var bytes: [UInt8] = []
        var ends: [Int] = []
    }

    /// The sections of all the batches, numbered across them in page and section order.
    struct SectionTable: Sendable {
        /// Each section's page, numbered across the batches.
        var pages: [Int32] = []
        /// Each section's number within its page.
        var numbers: [Int32] = []
        /// Each section's length normalisation of each field (`SearchRanking.lengthNorm`),
        /// `Field.allCases.count` a section.
        var norms: [Double] = []
        /// The number of each batch's first section.
        var firstSections: [Int32] = []
    }

    /// Where each word of the index is in the batches: for word `n`,
    /// `sources[starts[n] ..< starts[n + 1]]`, in batch order, each a batch and the word's
    /// number there.
    struct WordSources: Sendable {
        var words: [String] = []
        var starts: [Int32] = []
        var sources: [(batch: Int32, word: Int32)] = []
    }

    /// The entries of every word of `batches`, words scored in parallel.
    func entries(_ batches: [SearchTermBatch]) -> Entries {
        let sources = Self.wordSources(batches)
        let sections = Self.sectionTable(batches)
        let keys = sources.words.map { Array($0.utf16) }
        let order = sources.words.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        let wordsPerChunk = 512
        let chunkCount = (order.count + wordsPerChunk - 1) / wordsPerChunk
        let results = UnsafeMutableBufferPointer<EntryChunk>.allocate(capacity: chunkCount)
        results.initialize(repeating: EntryChunk())
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            var entries = EntryChunk()
            var postings: [Posting] = []
            for number in order[chunk * wordsPerChunk ..< min(order.count, (chunk + 1) * wordsPerChunk)] {
                postings.removeAll(keepingCapacity: true)
                let range = Int(sources.starts[number]) ..< Int(sources.starts[number + 1])
                self.postings(of: sources.sources[range], in: batches, sections: sections, into: &postings)
                Self.appendEntry(word: sources.words[number], postings: postings, to: &entries.bytes)
                entries.ends.append(entries.bytes.count)
            }
            slots[chunk] = entries
        }
        return Entries(words: order.map { sources.words[$0] },
                       chunks: (0 ..< chunkCount).map { results.moveElement(from: $0) })
    }

    /// The postings of the word found at `sources`, its best-scored `maximumSectionsPerWord`,
    /// in page and section order.
    private func postings(of sources: ArraySlice<(batch: Int32, word: Int32)>, in batches: [SearchTermBatch],
                          sections: SectionTable, into postings: inout [Posting]) {
        let fields = SearchField.allCases
        let frequency = sources.reduce(0) { $0 + batches[Int($1.batch)].occurrences(of: $1.word).count }
        let idf = SearchRanking.idf(frequency: frequency, total: sections.pages.count)
        for source in sources {
            let first = Int(sections.firstSections[Int(source.batch)])
            for occurrence in batches[Int(source.batch)].occurrences(of: source.word) {
                let section = first + Int(occurrence.section)
                var count = 0.0
                for field in fields {
                    count += SearchRanking.fieldCount(occurrence.count(field), weight: field.weight,
                                                      lengthNorm: sections.norms[section * fields.count + field.rawValue])
                }
                postings.append(Posting(page: sections.pages[section], section: sections.numbers[section],
                                        score: Int32(SearchRanking.score(count: count, idf: idf))))
            }
        }
        if postings.count > maximumSectionsPerWord { postings = Self.best(postings, limit: maximumSectionsPerWord) }
    }

    /// The words of all the batches, numbered in the order they are first met.
    private static func wordSources(_ batches: [SearchTermBatch]) -> WordSources {
        var numbers: [String: Int32] = [:]
        numbers.reserveCapacity(2 * (batches.map(\.words.count).max() ?? 0))
        var result = WordSources()
        var counts: [Int32] = [0]
        let globals = batches.map { batch in
            batch.words.map { word -> Int32 in
                // One hashing of the word: the subscript with a default adds it when new.
                let next = Int32(result.words.count)
                let number = Self.value(&numbers[word, default: next])
                if number == next {
                    result.words.append(word)
                    counts.append(1)
                } else {
                    counts[Int(number) + 1] += 1
                }
                return number
            }
        }
        for number in result.words.indices { counts[number + 1] += counts[number] }
        result.starts = counts
        var cursors = counts
        result.sources = Array(repeating: (0, 0), count: Int(counts[result.words.count]))
        for (batch, global) in globals.enumerated() {
            for (word, number) in global.enumerated() {
                result.sources[Int(cursors[Int(number)])] = (Int32(batch), Int32(word))
                cursors[Int(number)] += 1
            }
        }
        return result
    }

    /// The value at `slot` (a dictionary's entry with a default, which this adds).
    private static func value(_ slot: inout Int32) -> Int32 { slot }

    /// The sections of `batches`, with each field's length normalisation from the field's
    /// average over the sections that have it.
    private static func sectionTable(_ batches: [SearchTermBatch]) -> SectionTable {
        let fields = SearchField.allCases.count
        var table = SectionTable()
        var totals = [Double](repeating: 0, count: fields)
        var filled = [Int](repeating: 0, count: fields)
        var firstPage: Int32 = 0
        for batch in batches {
            table.firstSections.append(Int32(table.pages.count))
            table.pages += batch.sectionPages.map { firstPage + $0 }
            table.numbers += batch.sectionNumbers
            for (index, length) in batch.sectionLengths.enumerated() where length > 0 {
                totals[index % fields] += Double(length)
                filled[index % fields] += 1
            }
            firstPage += Int32(batch.pageCount)
        }
        let averages = (0 ..< fields).map { totals[$0] / Double(max(filled[$0], 1)) }
        table.norms = batches.flatMap(\.sectionLengths).enumerated().map { index, length in
            SearchRanking.lengthNorm(length: Int(length), averageLength: averages[index % fields])
        }
        return table
    }

    /// The `limit` best-scored of `list` (in page and section order, as it stays): on equal
    /// scores the earlier sections.
    static func best(_ list: [Posting], limit: Int) -> [Posting] {
        let threshold = Self.threshold(list.map(\.score), rank: limit)
        var atThreshold = limit - list.count { $0.score > threshold }
        return list.filter { posting in
            if posting.score > threshold { return true }
            guard posting.score == threshold, atThreshold > 0 else { return false }
            atThreshold -= 1
            return true
        }
    }

    /// The `rank`-th highest of `scores` (1 the highest), counted rather than sorted when the
    /// scores are small, as stored scores are.
    static func threshold(_ scores: [Int32], rank: Int) -> Int32 {
        let highest = Int(scores.max() ?? 0)
        guard highest < 1 << 16 else { return scores.sorted(by: >)[rank - 1] }
        var counts = [Int](repeating: 0, count: highest + 1)
        for score in scores { counts[Int(max(score, 0))] += 1 }
        var seen = 0
        for score in stride(from: highest, through: 0, by: -1) {
            seen += counts[score]
            if seen >= rank { return Int32(score) }
        }
        return 0
    }

    /// `["word",[Δpage,section,score,…]]`.
    private static func appendEntry(word: String, postings: [Posting], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        JSONString.appendQuoted(word, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "["))
        // The numbers are written straight into room made for them at once: appended a digit
        // at a time, each digit would check that the array is still unshared and large enough.
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: postings.count * 3 * maximumDecimalLength))
        let end = bytes.withUnsafeMutableBufferPointer { buffer in
            var cursor = start
            var previous: Int32 = 0
            for (index, posting) in postings.enumerated() {
                if index > 0 { buffer[cursor] = UInt8(ascii: ","); cursor += 1 }
                writeDecimal(posting.page - previous, to: buffer, at: &cursor)
                buffer[cursor] = UInt8(ascii: ","); cursor += 1
                writeDecimal(posting.section, to: buffer, at: &cursor)
                buffer[cursor] = UInt8(ascii: ","); cursor += 1
                writeDecimal(posting.score, to: buffer, at: &cursor)
                previous = posting.page
            }
            return cursor
        }
        bytes.removeSubrange(end...)
        bytes.append(UInt8(ascii: "]"))
        bytes.append(UInt8(ascii: "]"))
    }

    /// The most bytes a number of a posting takes in decimal, with the comma after it.
    private static let maximumDecimalLength = 11

    /// Writes `value` (not negative) in decimal at `cursor`, which it moves past it.
    private static func writeDecimal(_ value: Int32, to buffer: UnsafeMutableBufferPointer<UInt8>, at cursor: inout Int) {
        let value = max(value, 0)
        var divisor: Int32 = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            buffer[cursor] = UInt8(ascii: "0") + UInt8(value / divisor % 10)
            cursor += 1
            divisor /= 10
        }
    }
}
