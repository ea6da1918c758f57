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
        /// Each folded word with its count in each field.
        public var counts: [String: FieldCounts]
        /// The number of words in each field.
        public var lengths: [Int]
    }

    /// The most words read from one section's body: a huge page's tail adds little to
    /// ranking and would only make the index slow to build.
    public static let maximumWordsPerSection = 20_000

    /// Reads `page`'s words with `segmenter`.
    public init(_ page: SearchPage, segmenter: WordSegmenter) {
        sections = page.sections.enumerated().map { index, section in
            var counts: [String: FieldCounts] = [:]
            var lengths = [Int](repeating: 0, count: Field.allCases.count)
            func add(_ text: String, _ field: Field, limit: Int = .max) {
                segmenter.forEachWord(in: text) { word in
                    guard lengths[field.rawValue] < limit else { return }
                    lengths[field.rawValue] += 1
                    counts[word, default: FieldCounts()][field] += 1
                }
            }
            if index == 0 {
                add(page.title, .title)
                for tag in page.tags { add(tag, .title) }
            }
            add(section.heading, .heading)
            add(section.text, .body, limit: Self.maximumWordsPerSection)
            return Section(counts: counts, lengths: lengths)
        }
    }
}
