import SitegenCore

/// The order a site's own files give its pages: mdBook's `SUMMARY.md` at the top of
/// `Content/` (the reading order of a book: its chapters, nested, under part titles) and a
/// `_nav.yml` in any folder (the order of that folder's files and sub-folders). Pages they
/// leave out follow those they name, in the order pages have without them
/// (`Page.listingOrder`). Where both name a page, `SUMMARY.md` decides.
public struct NavigationOrder: Sendable {
    /// One line of a book's table of contents.
    public struct BookEntry: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// A part title (`# Part`): a heading between chapters.
            case part
            /// A chapter: a file below `Content/`.
            case chapter(path: String)
            /// A chapter not written yet (`[Title]()`): shown, not linked.
            case draft
        }

        public var kind: Kind
        public var title: String
        /// 0 for a chapter of the top list; one more for each list it is nested in.
        public var depth: Int
    }

    /// `SUMMARY.md`'s table of contents, in order; empty when the site has none.
    public var book: [BookEntry] = []
    /// Where each named file (by its path below `Content/`) or folder (`dir:` and its path)
    /// stands in the order that names it.
    var ranks: [String: Int] = [:]

    /// No file gives an order.
    public static let none = NavigationOrder()

    /// Ranks from `_nav.yml` files come after every rank from `SUMMARY.md`.
    static let folderFileRankOffset = 1 << 40

    /// The chapters of the book, in reading order.
    public var chapterPaths: [String] {
        book.compactMap { if case .chapter(let path) = $0.kind { path } else { nil } }
    }

    /// Where `page` stands in the order the files give, nil when none names it.
    func rank(of page: Page) -> Int? {
        if page.kind != .article, let rank = ranks["dir:" + page.folder] { return rank }
        guard let path = page.source?.relativePath else { return nil }
        return ranks[path]
    }

    /// The order of a folder's listing: pages the files name first, in their order; then the
    /// others in `Page.listingOrder`.
    public func listingOrder(_ lhs: Page, _ rhs: Page) -> Bool {
        guard !ranks.isEmpty else { return Page.listingOrder(lhs, rhs) }
        switch (rank(of: lhs), rank(of: rhs)) {
        case let (left?, right?) where left != right: return left < right
        case (_?, nil): return true
        case (nil, _?): return false
        default: return Page.listingOrder(lhs, rhs)
        }
    }

    /// Gives `path` (a file or `dir:` folder) `rank` and its folders the least rank found in
    /// them, so that a folder stands where its first named page does.
    mutating func setRank(_ rank: Int, of path: String) {
        if ranks[path] == nil { ranks[path] = rank }
        var folder = path.hasPrefix("dir:") ? String(path.dropFirst(4)) : SiteIndex.parent(of: path)
        if !path.hasPrefix("dir:") && !path.contains("/") { return }
        while true {
            let key = "dir:" + folder
            ranks[key] = min(ranks[key] ?? rank, rank)
            if folder.isEmpty || !folder.contains("/") { break }
            folder = SiteIndex.parent(of: folder)
        }
    }
}
