extension SiteIndex {
    /// The index of `pages` (the whole site, in route order) where `changed` took the place
    /// of pages of the same routes: only the listings showing them are sorted again.
    func replacing(_ changed: [Page], in pages: [Page]) -> SiteIndex {
        var children = self.children
        for page in changed {
            let folder: String
            switch page.kind {
            case .article: folder = page.folder
            case .folderIndex: folder = Self.parent(of: page.folder)
            case .home: continue
            }
            guard var listing = children[folder],
                  let position = listing.firstIndex(where: { $0.route == page.route }) else { continue }
            listing[position] = page
            children[folder] = listing.sorted(by: navigation.listingOrder)
        }
        return SiteIndex(pages: pages, children: children, navigation: navigation)
    }

    private init(pages: [Page], children: [String: [Page]], navigation: NavigationOrder) {
        self.pages = pages
        self.children = children
        self.navigation = navigation
    }
}
