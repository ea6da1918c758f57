/// The index's files of the pages' results, taken out of a batch (`SearchIndexBuilder.takePageFiles`)
/// or of them all (`SearchIndexBuilder.build`): each file is joined as it is taken, and its
/// pages' parts let go, so that a build writing them holds them once, not also as joined copies.
public struct SearchPageFiles: Sequence, IteratorProtocol, Sendable {
    private var pages: [[UInt8]]
    private let pagesPerFile: Int
    /// The number of the file of `pages[0]`.
    private let firstFile: Int
    private var position = 0

    init(pages: [[UInt8]], pagesPerFile: Int, firstFile: Int = 0) {
        self.pages = pages
        self.pagesPerFile = pagesPerFile
        self.firstFile = firstFile
    }

    /// How many files are left.
    public var underestimatedCount: Int { (pages.count - position + pagesPerFile - 1) / pagesPerFile }

    /// The next file in page order: `[page,page,…]` (a JSON list), at its path below the index.
    public mutating func next() -> (path: String, bytes: [UInt8])? {
        guard position < pages.count else { return nil }
        let range = position ..< Swift.min(position + pagesPerFile, pages.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pages[range].reduce(2) { $0 + $1.count + 1 })
        bytes.append(UInt8(ascii: "["))
        for index in range {
            if index > range.lowerBound { bytes.append(UInt8(ascii: ",")) }
            bytes += pages[index]
            pages[index] = []
        }
        bytes.append(UInt8(ascii: "]"))
        let path = SearchIndex.pageFilePath(firstFile + position / pagesPerFile)
        position = range.upperBound
        return (path, bytes)
    }
}
