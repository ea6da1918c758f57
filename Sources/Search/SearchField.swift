/// Where a word stands in a section; each field has its own weight and its own length
/// normalisation (BM25F), so that a title is not diluted by a long body under it.
public enum SearchField: Int, CaseIterable, Sendable {
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
