/// A batch of pages read on one thread, laid out word by word: each of its distinct words
/// with the sections it is in (in page and section order) and its counts there, the batch's
/// sections with their lengths, and each page's file of the index (`p/N.json`).
///
/// Word by word, so that merging batches reads each word's occurrences in one run and
/// keeps no per-section lists of words.
public struct SearchTermBatch: Sendable {
    /// Where a word was found: a section by its number in the batch, and the word's counts.
    struct Occurrence: Sendable {
        var section: Int32
        var counts: SearchPageTerms.FieldCounts
    }

    /// The distinct words, by number.
    public private(set) var words: [String]
    /// Word `n`'s occurrences are `occurrences[starts[n] ..< starts[n + 1]]`.
    private(set) var starts: [Int32]
    private(set) var occurrences: [Occurrence]
    /// Each section's page, by its number in the batch.
    private(set) var sectionPages: [Int32] = []
    /// Each section's number within its page.
    private(set) var sectionNumbers: [Int32] = []
    /// Each section's number of words in each field, `Field.allCases.count` a section.
    private(set) var sectionLengths: [Int32] = []
    /// The pages' files, in the batch's order (`SearchIndexBuilder.pageFile`).
    public var pageFiles: [[UInt8]]

    /// The batch of `pages`, read in order, whose word numbers are of `words`.
    init(words: [String], pages: [SearchPageTerms], pageFiles: [[UInt8]]) {
        self.words = words
        self.pageFiles = pageFiles
        var counts = [Int32](repeating: 0, count: words.count + 1)
        for (pageNumber, page) in pages.enumerated() {
            for (sectionNumber, section) in page.sections.enumerated() {
                sectionPages.append(Int32(pageNumber))
                sectionNumbers.append(Int32(sectionNumber))
                sectionLengths += section.lengths.map(Int32.init)
                for word in section.words { counts[Int(word) + 1] += 1 }
            }
        }
        for number in words.indices { counts[number + 1] += counts[number] }
        starts = counts
        var cursors = counts
        occurrences = [Occurrence](repeating: Occurrence(section: 0, counts: .init()), count: Int(counts[words.count]))
        var sectionNumber: Int32 = 0
        for page in pages {
            for section in page.sections {
                for (word, counts) in zip(section.words, section.counts) {
                    occurrences[Int(cursors[Int(word)])] = Occurrence(section: sectionNumber, counts: counts)
                    cursors[Int(word)] += 1
                }
                sectionNumber += 1
            }
        }
    }

    /// The number of pages read.
    public var pageCount: Int { pageFiles.count }

    /// The number of sections read.
    public var sectionCount: Int { sectionPages.count }

    /// The occurrences of word `number`, in section order.
    func occurrences(of number: Int32) -> ArraySlice<Occurrence> {
        occurrences[Int(starts[Int(number)]) ..< Int(starts[Int(number) + 1])]
    }
}
