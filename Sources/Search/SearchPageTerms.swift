/// The words of one page's sections, each with its weighted count: what the index keeps of
/// a page besides the text its results show.
public struct SearchPageTerms: Sendable {
    /// One per section of the page, in its order.
    public var sections: [Section]

    public struct Section: Sendable {
        /// Each folded word with the sum of the weights of its occurrences.
        public var frequencies: [String: Double]
        /// The weighted count of all words, for length normalisation.
        public var length: Double
    }

    /// How much one occurrence counts, by where it stands: a title outranks a heading,
    /// which outranks the body.
    public enum Weight {
        public static let title = 8.0
        public static let tag = 4.0
        public static let heading = 4.0
        public static let body = 1.0
    }

    /// The most words read from one section's body: a huge page's tail adds little to
    /// ranking and would only make the index slow to build.
    public static let maximumWordsPerSection = 20_000

    /// Reads `page`'s words with `segmenter`. The page's title and tags count in its first
    /// section (the top of the page).
    public init(_ page: SearchPage, segmenter: WordSegmenter) {
        sections = page.sections.enumerated().map { index, section in
            var frequencies: [String: Double] = [:]
            var length = 0.0
            func add(_ text: String, weight: Double, limit: Int = .max) {
                var count = 0
                segmenter.forEachWord(in: text) { word in
                    guard count < limit else { return }
                    count += 1
                    frequencies[word, default: 0] += weight
                    length += weight
                }
            }
            if index == 0 {
                add(page.title, weight: Weight.title)
                for tag in page.tags { add(tag, weight: Weight.tag) }
            }
            add(section.heading, weight: Weight.heading)
            add(section.text, weight: Weight.body, limit: Self.maximumWordsPerSection)
            return Section(frequencies: frequencies, length: length)
        }
    }
}
