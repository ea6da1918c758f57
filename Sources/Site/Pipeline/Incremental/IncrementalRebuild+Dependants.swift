import Mustache
import SitegenCore
import SitegenMarkdown

extension IncrementalRebuild {
    /// What to render after some pages changed (from the updated `snapshot`).
    struct RenderPlan {
        var pages: [Page]
        var generated: [(page: GeneratedPage, route: Route)]
        /// The lists among them that show a changed page, or showed one (a tag taken off it).
        var lists: [(route: Route, listing: SiteListing)] = []
    }

    struct Declined: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// What other outputs can show of a page: the summary fields the templates name (always
    /// its title and URL, which links show), and what orders it in listings and tags.
    struct ShownFacts: Equatable {
        var summary: MustacheMap
        var weight: Int?
        var date: PageDate?
        var title: String
        var tags: [String]
    }

    func shownFacts(of page: Page, summary: MustacheMap) -> ShownFacts {
        let fields = snapshot.reads.shownFields
        return ShownFacts(summary: summary.filter { fields.contains($0.key) || $0.key == "title" || $0.key == "url" },
                          weight: page.weight, date: page.date, title: page.title, tags: page.tags)
    }

    /// Updates `snapshot` with the changed pages and says which outputs show anything that changed.
    ///
    /// A page whose shown facts are the same changes only its own output, and the `site`
    /// values that hold its body (`recent`, when the templates show `content` of it). An
    /// article whose facts changed also changes its folder's listing (its folder's page, its
    /// neighbours, every sidebar showing that listing), the pages of its tags and the tag
    /// index, and every output whose layout reads a `site` value holding it.
    mutating func plan(for changed: [ChangedPage]) -> Result<RenderPlan, Declined> {
        var siteKeys: Set<String> = []
        var contents: [String: PageContent] = [:]
        var newPages: [(position: Int, page: Page)] = []
        var factsChanged: [(old: Page, new: Page)] = []
        do {
            let old = snapshot.data
            let recentURLs = Self.urls(in: old.site["recent"])
            for change in changed {
                let (previous, page) = (change.old, change.new)
                guard let file = page.source, let position = snapshot.pagePositions[file.relativePath] else { continue }
                let url = page.route.urlPath
                contents[url] = change.content ?? .empty
                newPages.append((position, page))
                let before = shownFacts(of: previous, summary: old.summaries[url] ?? old.summary(of: previous))
                if before != shownFacts(of: page, summary: old.summary(of: page)) {
                    guard page.kind == .article else { return .failure(Declined("what lists show of \(file.displayPath) changed")) }
                    factsChanged.append((previous, page))
                } else if snapshot.reads.shownFields.contains("content"), recentURLs.contains(.string(old.url(page.route))),
                          old.contents[url]?.html != change.content?.html {
                    siteKeys.formUnion(["recent", "latest"])
                }
            }
        }

        var slugs: Set<String> = []
        var indexPages = snapshot.data.index.pages
        var updatedPages: [Page]?
        var updatedTags: [SiteTag]?
        if !factsChanged.isEmpty {
            var pages = snapshot.pages
            for (position, page) in newPages { pages[position] = page }
            siteKeys.formUnion(["pages", "allPages"])
            for (previous, page) in factsChanged {
                for name in previous.tags + page.tags {
                    let trimmed = name.trimmingWhitespace
                    if !trimmed.isEmpty { slugs.insert(SiteTag.slug(trimmed)) }
                }
                if previous.date != nil || page.date != nil { siteKeys.formUnion(["recent", "latest", "hasRecent"]) }
            }
            if !slugs.isEmpty {
                siteKeys.formUnion(["tags", "allTags"])
                let tags = SiteTag.collect(from: pages, languages: snapshot.data.languages)
                guard tags.map(\.slug) == snapshot.tags.map(\.slug), tags.map(\.name) == snapshot.tags.map(\.name) else {
                    return .failure(Declined("the site's tags changed"))
                }
                // A tag's list of another number of pages is other pages to write.
                let paging = snapshot.data.paging
                guard zip(tags, snapshot.tags).allSatisfy({ paging.pageCount(rows: $0.pages.count) == paging.pageCount(rows: $1.pages.count) })
                else { return .failure(Declined("a tag's list takes another number of pages")) }
                updatedTags = tags
            }
            if Self.newestDate(snapshot.pages) != Self.newestDate(pages) { siteKeys.insert("updated") }
            indexPages = pages.map { $0 }  // the index's own array, so that the next change is in place too
            updatedPages = pages
        }

        // From here on the snapshot changes.
        snapshotIsIntact = false
        if let updatedPages {
            snapshot.pages = updatedPages
        } else {
            // In place: the snapshot's own array. The index keeps its array, where the old
            // pages differ from the new ones in nothing that what reads it (dates, titles, routes) sees.
            for (position, page) in newPages { snapshot.pages[position] = page }
        }
        updatedPages = nil
        if let updatedTags { snapshot.tags = updatedTags }

        let changedPages = newPages.map(\.page)
        let index = snapshot.data.index.replacing(changedPages, in: indexPages)
        indexPages = []
        snapshot.data.replace(changedPages, contents: contents, index: index, tags: snapshot.tags,
                              refreshesSite: !siteKeys.isEmpty, sourceDateEpoch: options.sourceDateEpoch)

        var routes = Set(changedPages.map(\.route))
        for (_, page) in factsChanged {
            if let owner = snapshot.data.folderPages[page.folder] { routes.insert(owner.route) }
            for listed in index.listing(of: page.folder) { routes.insert(listed.route) }
        }
        let reads = snapshot.reads
        let pages = siteKeys.isEmpty && factsChanged.isEmpty ? changedPages : snapshot.pages.filter { page in
            routes.contains(page.route) || reads.reads(RenderPagesStep.templateName(for: page), anyOf: siteKeys)
        }
        let tags = snapshot.tags
        let tagChanged = { (position: Int) in tags.indices.contains(position) && slugs.contains(tags[position].slug) }
        let generated = snapshot.generated.filter { generated in
            switch generated.page {
            case .tag(let position) where tagChanged(position), .listPage(.tag(let position), _) where tagChanged(position):
                return true
            case .listPage(.folder(_, let first), _) where routes.contains(first):
                return true
            case .tagIndex where !slugs.isEmpty:
                return true
            default:
                return reads.reads(generated.page.templateName, anyOf: siteKeys)
            }
        }
        let lists = factsChanged.isEmpty ? [] : listsShowing(changedPages, pages: pages, generated: generated, slugs: slugs)
        return .success(RenderPlan(pages: pages, generated: generated, lists: lists))
    }

    /// The lists of `pages` and `generated` to measure again: a folder's that lists a changed
    /// page, a tag's whose slug is among `slugs` (the tags the changed pages had or have).
    private func listsShowing(_ changed: [Page], pages: [Page], generated: [(page: GeneratedPage, route: Route)],
                              slugs: Set<String>) -> [(route: Route, listing: SiteListing)] {
        let changedRoutes = Set(changed.map(\.route))
        let (index, tags) = (snapshot.data.index, snapshot.tags)
        var lists: [(route: Route, listing: SiteListing)] = []
        for (page, route) in generated {
            guard case .tag(let position) = page, tags.indices.contains(position), slugs.contains(tags[position].slug),
                  !tags[position].pages.isEmpty else { continue }
            lists += SiteListing.paged(tags[position].pages, at: route, undatedLast: true,
                                       strings: snapshot.data.strings[tags[position].language])
        }
        for page in pages where page.kind == .folderIndex {
            let listed = index.listing(of: page.folder)
            if listed.contains(where: { changedRoutes.contains($0.route) }) {
                lists += SiteListing.paged(listed, at: page.route, undatedLast: false, strings: snapshot.data.strings[page.siteLanguage],
                                           language: page.language)
            }
        }
        return lists
    }

    /// The `url` of every entry of a list of summaries.
    static func urls(in list: MustacheValue?) -> Set<MustacheValue> {
        guard case .list(let entries)? = list else { return [] }
        return Set(entries.compactMap { entry -> MustacheValue? in
            guard case .map(let fields) = entry else { return nil }
            return fields["url"]
        })
    }

    /// The date `site.updated` shows: the newest of the pages'.
    static func newestDate(_ pages: [Page]) -> PageDate? {
        pages.lazy.compactMap(\.date).max()
    }
}
