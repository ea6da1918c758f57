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

    /// Reads `page`'s words with `segmenter`, numbering them in `table`; `positions` is
    /// scratch space kept between pages (where each word stands in the section being read).
    init(_ page: SearchPage, segmenter: WordSegmenter, table: inout WordTable, positions: inout [Int32]) {
        sections = []
        sections.reserveCapacity(page.sections.count)
        for (index, section) in page.sections.enumerated() {
            var terms = Section(lengths: [Int](repeating: 0, count: Field.allCases.count))
            func add(_ text: String, _ field: Field, limit: Int = .max) {
                segmenter.forEachWord(in: text, table: &table) { word in
                    guard terms.lengths[field.rawValue] < limit else { return }
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
            if index == 0 {
                add(page.title, .title)
                for tag in page.tags { add(tag, .title) }
            }
            add(section.heading, .heading)
            add(section.text, .body, limit: Self.maximumWordsPerSection)
            for word in terms.words { positions[Int(word)] = -1 }
            sections.append(terms)
        }
    }
}
