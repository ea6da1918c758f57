import Mustache
import SitegenCore
import SitegenMarkdown

extension IncrementalRebuild {
    /// What to render after some pages changed (from the updated `snapshot`).
    struct RenderPlan {
        var pages: [Page]
        var generated: [(page: GeneratedPage, route: Route)]
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
                guard let previous = change.old, let page = change.new, let file = page.source,
                      let position = snapshot.pagePositions[file.relativePath] else { continue }
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
            siteKeys.insert("pages")
            for (previous, page) in factsChanged {
                for name in previous.tags + page.tags {
                    let trimmed = name.trimmingWhitespace
                    if !trimmed.isEmpty { slugs.insert(SiteTag.slug(trimmed)) }
                }
                if previous.date != nil || page.date != nil { siteKeys.formUnion(["recent", "latest", "hasRecent"]) }
            }
            if !slugs.isEmpty {
                siteKeys.insert("tags")
                let tags = SiteTag.collect(from: pages)
                guard tags.map(\.slug) == snapshot.tags.map(\.slug), tags.map(\.name) == snapshot.tags.map(\.name) else {
                    return .failure(Declined("the site's tags changed"))
                }
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
        let generated = snapshot.generated.filter { generated in
            switch generated.page {
            case .tag(let position) where tags.indices.contains(position) && slugs.contains(tags[position].slug):
                return true
            case .tagIndex where !slugs.isEmpty:
                return true
            default:
                return reads.reads(generated.page.templateName, anyOf: siteKeys)
            }
        }
        return .success(RenderPlan(pages: pages, generated: generated))
    }

    /// Renders the plan's outputs in parallel, as `RenderPagesStep` does; every template error
    /// once, sorted.
    func render(_ plan: RenderPlan) -> Result<[(route: Route, bytes: [UInt8])], DiagnosticList> {
        enum Job: Sendable {
            case page(Page)
            case generated(GeneratedPage, Route)
        }
        let jobs = plan.pages.map(Job.page) + plan.generated.map { Job.generated($0.page, $0.route) }
        let data = snapshot.data
        let library = snapshot.templates.library
        let results = jobs.parallelMap { job -> (Route, Result<[UInt8], TemplateError>) in
            switch job {
            case .page(let page):
                (page.route, RenderPagesStep.render(RenderPagesStep.templateName(for: page), data.context(for: page), library))
            case .generated(let page, let route):
                (route, RenderPagesStep.render(page.templateName, data.context(for: page), library))
            }
        }
        var outputs: [(route: Route, bytes: [UInt8])] = []
        var errors: Set<TemplateError> = []
        for (route, result) in results {
            switch result {
            case .success(let bytes): outputs.append((route, bytes))
            case .failure(let error): errors.insert(error)
            }
        }
        guard errors.isEmpty else {
            let sorted = errors.sorted { ($0.template, $0.line, $0.column, $0.message) < ($1.template, $1.line, $1.column, $1.message) }
            return .failure(DiagnosticList(sorted.map(TemplateSet.diagnostic)))
        }
        return .success(outputs)
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
