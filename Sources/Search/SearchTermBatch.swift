/// A batch of pages read on one thread, laid out word by word: each of its distinct words
/// with the sections it is in (in page and section order) and its counts there, the batch's
/// sections with their lengths, and each page's file of the index.
///
/// Word by word, so that merging batches reads each word's occurrences in one run and
/// keeps no per-section lists of words.
public struct SearchTermBatch: Sendable {
    /// Where a word was found: a section by its number in the batch, and the word's counts
    /// there, in 8 bytes (what a large site's index holds most of).
    struct Occurrence: Sendable {
        var section: Int32
        /// The title's count in the low byte, the heading's in the next, the body's in the high half.
        var packedCounts: UInt32

        /// The word's count in `field` of the section.
        func count(_ field: SearchField) -> Int32 {
            switch field {
            case .title: Int32(packedCounts & 0xFF)
            case .heading: Int32(packedCounts >> 8 & 0xFF)
            case .body: Int32(packedCounts >> 16)
            }
        }
    }

    /// The distinct words, by number.
    public private(set) var words: [String]
    /// Word `n`'s occurrences are `occurrences[starts[n] ..< starts[n + 1]]`.
    private(set) var starts: [Int32]
    private(set) var occurrences: [Occurrence]
    /// Each section's page, by its number in the batch.
    private(set) var sectionPages: [Int32]
    /// Each section's number within its page.
    private(set) var sectionNumbers: [Int32]
    /// Each section's number of words in each field, `SearchField.allCases.count` a section.
    private(set) var sectionLengths: [Int32]
    /// The pages' files, in the batch's order (`SearchIndexBuilder.pageFile`).
    public var pageFiles: [[UInt8]]
    /// Their sizes in bytes, kept when the files are taken (`SearchIndexBuilder.takePageFiles`).
    let pageFileSizes: [Int32]

    /// The batch whose sections' words are `pairs` (a word number in the high half, packed
    /// counts in the low), section `s`'s ending at `sectionEnds[s]`; word numbers are of `words`.
    init(words: [String], pairs: [UInt64], sectionEnds: [Int32], sectionPages: [Int32], sectionNumbers: [Int32],
         sectionLengths: [Int32], pageFiles: [[UInt8]]) {
        self.words = words
        self.sectionPages = sectionPages
        self.sectionNumbers = sectionNumbers
        self.sectionLengths = sectionLengths
        self.pageFiles = pageFiles
        pageFileSizes = pageFiles.map { Int32($0.count) }
        pageCount = pageFiles.count
        var counts = [Int32](repeating: 0, count: words.count + 1)
        for pair in pairs { counts[Int(pair >> 32) + 1] += 1 }
        for number in words.indices { counts[number + 1] += counts[number] }
        starts = counts
        var cursors = counts
        occurrences = [Occurrence](unsafeUninitializedCapacity: pairs.count) { buffer, initialized in
            var start = 0
            for (section, end) in sectionEnds.enumerated() {
                for pair in pairs[start ..< Int(end)] {
                    let word = Int(pair >> 32)
                    buffer.initializeElement(at: Int(cursors[word]),
                                             to: Occurrence(section: Int32(section), packedCounts: UInt32(truncatingIfNeeded: pair)))
                    cursors[word] += 1
                }
                start = Int(end)
            }
            initialized = pairs.count
        }
    }

    /// The number of pages read (their files may have been taken since).
    public let pageCount: Int

    /// The number of sections read.
    public var sectionCount: Int { sectionPages.count }

    /// The occurrences of word `number`, in section order.
    func occurrences(of number: Int32) -> ArraySlice<Occurrence> {
        occurrences[Int(starts[Int(number)]) ..< Int(starts[Int(number) + 1])]
    }
}
