/// Reads a batch's pages into their words, section after section, on one thread: each
/// section's distinct words with their counts by field, kept in one flat list for the batch
/// rather than in lists of each section's own, so that reading a page allocates nothing
/// but its new words.
struct SearchBatchReader {
    /// The most words read from one section's body: a huge page's tail adds little to
    /// ranking and would only make the index slow to build.
    static let maximumWordsPerSection = 20_000

    private let segmenter: WordSegmenter
    private var table = WordTable()
    /// Each section's distinct words and their packed counts (`SearchTermBatch.Occurrence`),
    /// word number in the high half; section `s`'s run ends at `sectionEnds[s]`.
    private var pairs: [UInt64] = []
    private var sectionEnds: [Int32] = []
    private var sectionPages: [Int32] = []
    private var sectionNumbers: [Int32] = []
    private var sectionLengths: [Int32] = []
    private var pageFiles: [[UInt8]] = []

    // Scratch kept from section to section.
    /// By word number: where the word stands in `sectionWords`, or -1.
    private var positions: [Int32] = []
    /// The numbers of one text's words, in order.
    private var numbers: [Int32] = []
    /// The section's distinct words, first seen first, and their counts, a field a slot.
    private var sectionWords: [Int32] = []
    private var sectionCounts: [Int32] = []

    init(segmenter: WordSegmenter) {
        self.segmenter = segmenter
    }

    /// Reads `page`, whose file of the index is `file`.
    mutating func read(_ page: SearchPage, file: [UInt8]) {
        let pageNumber = Int32(pageFiles.count)
        pageFiles.append(file)
        for (index, section) in page.sections.enumerated() {
            var title: Int32 = 0, heading: Int32 = 0, body: Int32 = 0
            if index == 0 {
                count(page.title, as: .title, limit: .max, length: &title)
                for tag in page.tags { count(tag, as: .title, limit: .max, length: &title) }
            }
            count(section.heading, as: .heading, limit: .max, length: &heading)
            count(section.text, as: .body, limit: Self.maximumWordsPerSection, length: &body)
            for (position, word) in sectionWords.enumerated() {
                let counts = Self.packed(title: sectionCounts[3 * position], heading: sectionCounts[3 * position + 1],
                                         body: sectionCounts[3 * position + 2])
                pairs.append(UInt64(UInt32(word)) << 32 | UInt64(counts))
                positions[Int(word)] = -1
            }
            sectionWords.removeAll(keepingCapacity: true)
            sectionCounts.removeAll(keepingCapacity: true)
            sectionEnds.append(Int32(pairs.count))
            sectionPages.append(pageNumber)
            sectionNumbers.append(Int32(index))
            sectionLengths.append(title)
            sectionLengths.append(heading)
            sectionLengths.append(body)
        }
    }

    /// The batch read.
    consuming func batch() -> SearchTermBatch {
        SearchTermBatch(words: table.words, pairs: pairs, sectionEnds: sectionEnds, sectionPages: sectionPages,
                        sectionNumbers: sectionNumbers, sectionLengths: sectionLengths, pageFiles: pageFiles)
    }

    /// Counts the words of `text` in `field` of the section being read, `limit` at most;
    /// every word is numbered, those past the limit too, so that the table is the same.
    private mutating func count(_ text: String, as field: SearchField, limit: Int, length: inout Int32) {
        numbers.removeAll(keepingCapacity: true)
        segmenter.appendWordNumbers(of: text, table: &table, to: &numbers)
        if positions.count < table.count { positions += [Int32](repeating: -1, count: table.count + 1024 - positions.count) }
        for word in numbers {
            guard length < limit else { break }
            length += 1
            var position = Int(positions[Int(word)])
            if position < 0 {
                position = sectionWords.count
                positions[Int(word)] = Int32(position)
                sectionWords.append(word)
                sectionCounts.append(contentsOf: repeatElement(0, count: 3))
            }
            sectionCounts[3 * position + field.rawValue] += 1
        }
    }

    /// A word's counts in one section as an occurrence keeps them: the title's and the
    /// heading's in a byte each, the body's (at most `maximumWordsPerSection`) in two, each
    /// held at its largest value past it.
    private static func packed(title: Int32, heading: Int32, body: Int32) -> UInt32 {
        UInt32(min(title, 0xFF)) | UInt32(min(heading, 0xFF)) << 8 | UInt32(min(body, 0xFFFF)) << 16
    }
}
