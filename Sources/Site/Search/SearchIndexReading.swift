import SitegenSearch

/// What the search index's step read of the pages, batch by batch, kept by the preview: after
/// a save, only the batches holding a saved page are read again, and the index is merged
/// from those and the kept ones, as the full build merges its own.
struct SearchIndexReading: Sendable {
    /// One index's pages in its order, split in batches, and what each batch read.
    struct Part: Sendable {
        var routes: [[Route]] = []
        var batches: [SearchTermBatch] = []
    }

    /// By the index's folder below the output (`search`, `search/zh-cn`).
    var parts: [String: Part] = [:]
}
