/// A built search index: the files the browser's search script fetches, by path relative
/// to the index's folder (`index.json`, `s/0.json`, `p/0/0.json`…), in a fixed order.
///
/// - `index.json`, the manifest: the format's version, counts, and the first word of each
///   shard, so that a query finds the shards of its words by binary search.
/// - `s/N.json`, a shard: words in UTF-16 order, each with its sections as flat triples
///   `[page number delta, section within the page, score]` (scores from `SearchRanking`).
/// - `p/F/B.json`, the pages numbered `B × pagesPerFile` up to `(B + 1) × pagesPerFile` (the
///   manifest says how many), in folder `F = B / filesPerFolder`: a list of each page's URL,
///   title, and each section's id, heading and text (the start of it), from which the browser
///   makes a result's excerpt. Small pages share a file: a file system is slower to add a
///   file than to write a few kilobytes more.
public struct SearchIndex: Sendable {
    public var files: [(path: String, bytes: [UInt8])]

    /// The manifest's path.
    public static let manifestPath = "index.json"
    /// The format the browser's script reads (`version` in the manifest).
    public static let formatVersion = 3
    /// How many files of pages share a folder. One folder of them all would be a directory
    /// of tens of thousands of entries, each file's creation waiting for the others' (a
    /// filesystem locks a directory while it adds an entry): in folders of a hundred, the
    /// cores writing them seldom meet.
    public static let filesPerFolder = 100

    /// The path of the file of pages numbered `file`.
    public static func pageFilePath(_ file: Int) -> String {
        "p/\(file / filesPerFolder)/\(file).json"
    }

    public init(files: [(path: String, bytes: [UInt8])]) {
        self.files = files
    }

    /// The bytes of the file at `path`, if the index has it.
    public func file(_ path: String) -> [UInt8]? {
        files.first { $0.path == path }?.bytes
    }
}
