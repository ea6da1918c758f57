/// The words of one page's sections, counted by field: what the index keeps of a page
/// besides the text its results show.
public struct SearchPageTerms: Sendable {
    /// One per section of the page, in its order.
    public var sections: [Section]

    /// Where a word stands; each field has its own weight and its own length normalisation
    /// (BM25F), so that a title is not diluted by a long body under it.
    public enum Field: Int, CaseIterable, Sendable {
        /// The page's title and tags, counted in its first section (the top of the page).
        case title
        case heading
        case body

        /// How much one occurrence counts: a title outranks a heading, which outranks the body.
        public var weight: Double {
            switch self {
            case .title: 8
            case .heading: 4
            case .body: 1
            }
        }
    }

    /// A word's count in each field of one section.
    public struct FieldCounts: Sendable {
        public var title: Int32 = 0
        public var heading: Int32 = 0
        public var body: Int32 = 0

        public subscript(field: Field) -> Int32 {
            get {
                switch field {
                case .title: title
                case .heading: heading
                case .body: body
                }
            }
            set {
                switch field {
                case .title: title = newValue
                case .heading: heading = newValue
                case .body: body = newValue
                }
            }
        }
    }

    public struct Section: Sendable {
        /// Each word the section holds, once, by its number in the batch's `WordTable`.
        public var words: [Int32] = []
        /// The counts of `words[i]` in each field.
        public var counts: [FieldCounts] = []
        /// The number of words in each field.
        public var lengths: [Int]
    }

    /// The most words read from one section's body: a huge page's tail adds little to
    /// ranking and would only make the index slow to build.
    public static let maximumWordsPerSection = 20_000

    /// Reads `page`'s words with `segmenter`, numbering them in `table`. `positions` and
    /// `numbers` are scratch space kept between pages: where each word stands in the section
    /// being read, and the numbers of one text's words. The words are counted in plain loops
    /// over those numbers, not in a closure called for each word, where every access to the
    /// section's counts would be checked for exclusivity at run time.
    init(_ page: SearchPage, segmenter: WordSegmenter, table: inout WordTable, positions: inout [Int32],
         numbers: inout [Int32]) {
        sections = []
        sections.reserveCapacity(page.sections.count)
        for (index, section) in page.sections.enumerated() {
            var terms = Section(lengths: [Int](repeating: 0, count: Field.allCases.count))
            var texts: [(text: String, field: Field, limit: Int)] = []
            if index == 0 { texts = [(page.title, .title, .max)] + page.tags.map { ($0, .title, .max) } }
            texts += [(section.heading, .heading, .max), (section.text, .body, Self.maximumWordsPerSection)]
            for (text, field, limit) in texts {
                // Every word is numbered, those past the limit too, so the table is the same.
                numbers.removeAll(keepingCapacity: true)
                segmenter.appendWordNumbers(of: text, table: &table, to: &numbers)
                for word in numbers {
                    guard terms.lengths[field.rawValue] < limit else { break }
                    terms.lengths[field.rawValue] += 1
                    if positions.count <= Int(word) { positions += [Int32](repeating: -1, count: Int(word) + 1024 - positions.count) }
                    var position = Int(positions[Int(word)])
                    if position < 0 {
                        position = terms.words.count
                        positions[Int(word)] = Int32(position)
                        terms.words.append(word)
                        terms.counts.append(FieldCounts())
                    }
                    terms.counts[position][field] += 1
                }
            }
            for word in terms.words { positions[Int(word)] = -1 }
            sections.append(terms)
        }
    }
}
