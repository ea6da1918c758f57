/// The site as a whole, for pages that list others: folders, their pages, and tags.
public struct SiteIndex: Sendable {
    public let pages: [Page]
    /// Articles and sub-folder indexes of each folder, in listing order.
    public let children: [String: [Page]]
    /// The order the site's `SUMMARY.md` and `_nav.yml` files give.
    public let navigation: NavigationOrder

    public init(pages: [Page], navigation: NavigationOrder = .none) {
        self.pages = pages
        self.navigation = navigation
        var children: [String: [Page]] = [:]
        for page in pages {
            switch page.kind {
            case .article: children[page.folder, default: []].append(page)
            case .folderIndex: children[Self.parent(of: page.folder), default: []].append(page)
            case .home: break
            }
        }
        self.children = children.mapValues { $0.sorted(by: navigation.listingOrder) }
    }

    /// The pages listed on the index of `folder`.
    public func listing(of folder: String) -> [Page] {
        children[folder] ?? []
    }

    /// `docs/guides` → `docs`; a top-level folder's parent is "".
    public static func parent(of folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/") else { return "" }
        return String(folder[..<slash])
    }

    /// The URL path components of a folder below `Content/`.
    public static func urlComponents(ofFolder folder: String) -> [String] {
        folder.split(separator: "/").map { Route.urlComponent(String($0)) }
    }

    /// The title of a folder without an `_index.md`: its name, capitalized, hyphens as spaces.
    public static func folderTitle(_ folder: String) -> String {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        let words = name.replacingAll("-", with: " ").replacingAll("_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
