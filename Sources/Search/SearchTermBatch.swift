/// A batch of pages read on one thread: each page's word counts by word number, the words
/// those numbers stand for, and each page's file of the index (`p/N.json`).
public struct SearchTermBatch: Sendable {
    public var words: [String]
    /// One per page of the batch, in its order.
    public var pages: [SearchPageTerms]
    /// The pages' files, in the same order (`SearchIndexBuilder.pageFile`).
    public var pageFiles: [[UInt8]]

    init(words: [String], pages: [SearchPageTerms], pageFiles: [[UInt8]]) {
        self.words = words
        self.pages = pages
        self.pageFiles = pageFiles
    }
}
