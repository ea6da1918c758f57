import Mustache

extension TemplateData {
    /// The data after some pages were read again, without redoing what stayed the same: the
    /// other pages' summaries are kept, and `site` is computed again only when `refreshesSite`.
    /// - Parameters:
    ///   - index: the site's index with the new pages in it (`SiteIndex.replacing`).
    ///   - changed: the new pages, at the routes of the old ones.
    ///   - contents: the new pages' bodies, by URL path.
    init(updating previous: TemplateData, index: SiteIndex, tags: [SiteTag], changed: [Page],
         contents: [String: PageContent], refreshesSite: Bool, sourceDateEpoch: Int?) {
        config = previous.config
        self.index = index
        self.tags = tags
        self.contents = previous.contents.merging(contents) { _, new in new }
        var folderPages = previous.folderPages
        for page in changed where page.kind != .article { folderPages[page.folder] = page }
        self.folderPages = folderPages
        var positions = previous.listingPositions
        for folder in Set(changed.map(Self.listingFolder)) {
            for (position, page) in index.listing(of: folder).enumerated() { positions[page.route.urlPath] = position }
        }
        listingPositions = positions
        summaries = previous.summaries
        site = previous.site
        for page in changed { summaries[page.route.urlPath] = summary(of: page) }
        if refreshesSite { site = siteValue(sourceDateEpoch: sourceDateEpoch) }
    }

    /// The folder whose listing shows `page`: its own for an article, the parent's for a folder's page.
    static func listingFolder(_ page: Page) -> String {
        page.kind == .article ? page.folder : SiteIndex.parent(of: page.folder)
    }
}
