import Mustache

extension TemplateData {
    /// Takes in pages that were read again, in place, without redoing what stayed the same:
    /// the other pages' summaries are kept, and `site` is computed again only when `refreshesSite`.
    /// - Parameters:
    ///   - index: the site's index with the new pages in it (`SiteIndex.replacing`).
    ///   - changed: the new pages, at the routes of the old ones.
    ///   - contents: the new pages' bodies, by URL path.
    mutating func replace(_ changed: [Page], contents: [String: PageContent], index: SiteIndex, tags: [SiteTag],
                          refreshesSite: Bool, sourceDateEpoch: Int?) {
        self.index = index
        self.tags = tags
        for (url, content) in contents { self.contents[url] = content }
        for page in changed where page.kind != .article { folderPages[page.folder] = page }
        for folder in Set(changed.map(Self.listingFolder)) {
            for (position, page) in index.listing(of: folder).enumerated() { listingPositions[page.route.urlPath] = position }
        }
        for page in changed { summaries[page.route.urlPath] = summary(of: page) }
        for folder in Set(changed.map(Self.listingFolder)) {
            sidebarEntries[folder] = Self.sidebarEntries(index.listing(of: folder), summaries: summaries)
        }
        if !bookChapters.isEmpty {
            (bookEntries, bookEntryPositions, bookChapters) = Self.bookContents(index, summaries: summaries)
        }
        if refreshesSite { site = siteValue(sourceDateEpoch: sourceDateEpoch) }
    }

    /// The folder whose listing shows `page`: its own for an article, the parent's for a folder's page.
    static func listingFolder(_ page: Page) -> String {
        page.kind == .article ? page.folder : SiteIndex.parent(of: page.folder)
    }
}
