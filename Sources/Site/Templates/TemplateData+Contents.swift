import Mustache

extension TemplateData {
    /// Pages a generated home page lists under each section, at most.
    static let homeSectionLimit = 10

    /// A book's table of contents (`SUMMARY.md`) as sidebars and the home page show it: one
    /// entry per line, `{title, url, depth, part, draft, current}` (`depth` null at the top), `url` null for a part title
    /// and a draft chapter (or one whose page is a draft), `part` the part title or null;
    /// and where each chapter's page stands among them and in the reading order, by URL path.
    static func bookContents(_ index: SiteIndex, summaries: [String: MustacheMap])
        -> (entries: [MustacheValue], entryPositions: [String: Int], chapters: [Page]) {
        var pagesByPath: [String: Page] = [:]
        for page in index.pages { if let path = page.source?.relativePath { pagesByPath[path] = page } }
        var entries: [MustacheValue] = []
        var positions: [String: Int] = [:]
        var chapters: [Page] = []
        for entry in index.navigation.book {
            var value: MustacheMap = ["title": .string(entry.title), "url": .null, "depth": Self.depth(entry.depth),
                                      "part": .null, "draft": .bool(false), "current": .bool(false)]
            switch entry.kind {
            case .part:
                value["part"] = .string(entry.title)
            case .draft:
                value["draft"] = .bool(true)
            case .chapter(let path):
                if let page = pagesByPath[path], positions[page.route.urlPath] == nil {
                    value["url"] = summaries[page.route.urlPath]?["url"] ?? .null
                    positions[page.route.urlPath] = entries.count
                    chapters.append(page)
                } else {
                    value["draft"] = .bool(true)
                }
            }
            entries.append(.map(value))
        }
        return (entries, positions, chapters)
    }

    /// What a generated home page lists: the book's table of contents when there is one;
    /// else the pages and sections at the top of `Content/`, each section followed by its
    /// first `homeSectionLimit` pages and a count of the rest (`more`, with the section's `url`).
    func homeContents() -> [MustacheValue] {
        if !bookEntries.isEmpty { return bookEntries }
        var entries: [MustacheValue] = []
        for page in index.listing(of: "") {
            entries.append(entry(page, depth: 0))
            guard page.kind == .folderIndex else { continue }
            let listing = index.listing(of: page.folder)
            for child in listing.prefix(Self.homeSectionLimit) { entries.append(entry(child, depth: 1)) }
            if listing.count > Self.homeSectionLimit {
                entries.append(["title": .null, "url": .string(url(page.route)), "depth": Self.depth(1), "part": .null,
                                "draft": .bool(false), "current": .bool(false),
                                "more": .int(listing.count - Self.homeSectionLimit)])
            }
        }
        return entries
    }

    /// A nesting depth for templates: null at the top (a `0` would be true in a section).
    static func depth(_ depth: Int) -> MustacheValue { depth > 0 ? .int(depth) : .null }

    private func entry(_ page: Page, depth: Int) -> MustacheValue {
        var value = summaries[page.route.urlPath] ?? [:]
        value["depth"] = Self.depth(depth)
        value["part"] = .null
        value["draft"] = .bool(false)
        value["more"] = .null
        return .map(value)
    }

    /// The book's sidebar: its whole table of contents (a window of `sidebarLimit` entries
    /// around the page in a long one), the page's chapter `current`.
    func bookSidebar(for page: Page) -> MustacheValue {
        let position = bookEntryPositions[page.route.urlPath]
        var window = bookEntries.startIndex ..< bookEntries.endIndex
        if bookEntries.count > Self.sidebarLimit {
            let start = min(max(0, (position ?? 0) - Self.sidebarLimit / 2), bookEntries.count - Self.sidebarLimit)
            window = start ..< start + Self.sidebarLimit
        }
        var entries = Array(bookEntries[window])
        if let position, window.contains(position), case .map(var value) = entries[position - window.lowerBound] {
            value["current"] = .bool(true)
            entries[position - window.lowerBound] = .map(value)
        }
        return [
            "title": .string(config.title),
            "url": .string(url(Route.page([]))),
            "pages": .list(entries),
            "more": bookEntries.count > window.count ? .int(bookEntries.count - window.count) : .null,
        ]
    }

    /// The chapters before and after `page` in the book's reading order; nil when the book
    /// does not hold it.
    func bookNeighbours(of page: Page) -> (previous: Page?, next: Page?)? {
        guard let position = bookChapterPositions[page.route.urlPath] else { return nil }
        return (position > 0 ? bookChapters[position - 1] : nil,
                position + 1 < bookChapters.count ? bookChapters[position + 1] : nil)
    }
}
