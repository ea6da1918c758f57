/// A built search index: the files the browser's search script fetches, by path relative
/// to the index's folder (`index.json`, `s/0.json`, `p/0/0.json`…), in a fixed order.
///
/// - `index.json`, the manifest: the format's version, counts, and the first word of each
///   shard, so that a query finds the shards of its words by binary search.
/// - `s/N.json`, a shard: words in UTF-16 order, each with its sections as flat triples
///   `[page number delta, section within the page, score]` (scores from `SearchRanking`).
/// - `p/F/N.json`, page `N` in folder `F = N / pagesPerFolder`: its URL, title, and each
///   section's id, heading and text (the start of it), from which the browser makes a
///   result's excerpt.
public struct SearchIndex: Sendable {
    public var files: [(path: String, bytes: [UInt8])]

    /// The manifest's path.
    public static let manifestPath = "index.json"
    /// The format the browser's script reads (`version` in the manifest).
    public static let formatVersion = 2
    /// How many page files share a folder. One folder of every page would be a directory of
    /// tens of thousands of entries, each file's creation waiting for the others' (a
    /// filesystem locks a directory while it adds an entry): in folders of a hundred, the
    /// cores writing them seldom meet.
    public static let pagesPerFolder = 100

    /// The path of page `number`'s file.
    public static func pageFilePath(_ number: Int) -> String {
        "p/\(number / pagesPerFolder)/\(number).json"
    }

    public init(files: [(path: String, bytes: [UInt8])]) {
        self.files = files
    }

    /// The bytes of the file at `path`, if the index has it.
    public func file(_ path: String) -> [UInt8]? {
        files.first { $0.path == path }?.bytes
    }
}
