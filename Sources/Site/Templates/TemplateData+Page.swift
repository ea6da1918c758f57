import Mustache
import SitegenMarkdown

extension TemplateData {
    /// The root value for a page of `Content/`: `{site, page}`.
    /// - Parameter content: the page's body, when it is not among `contents`.
    func context(for page: Page, content: PageContent? = nil) -> MustacheValue {
        var value: MustacheMap = [:]
        // Its summary's fields and some thirty more.
        value.reserveCapacity(48)
        // Free front-matter keys first, so that sitegen's own keys win a clash; all of them
        // stay reachable under `page.extra`.
        var extra: MustacheMap = [:]
        for field in page.frontMatter?.extra ?? [] { extra[field.key] = field.value.mustacheValue }
        value.merge(extra) { _, new in new }
        value.merge(summaries[page.route.urlPath] ?? summary(of: page)) { _, new in new }

        let content = content ?? contents[page.route.urlPath] ?? .empty
        let listing = page.kind == .article ? [] : index.listing(of: page.folder)
        let neighbours = self.neighbours(of: page)
        let strings = self.strings[page.language]
        value["extra"] = .map(extra)
        value["language"] = .string(page.language)
        if let date = page.date { value["date"] = Self.date(date, strings: strings) }
        value["readingTimeLabel"] = .string(strings.format("reading.minutes", count: Self.readingTime(words: page.wordCount)))
        let alternates = config.isMultilingual ? self.alternates(of: page) : []
        value["alternates"] = .list(alternates)
        value["languages"] = languageSwitcher(for: page)
        value["hasLanguages"] = .bool(config.isMultilingual)
        value["content"] = .string(content.html)
        // Byte by byte: Foundation's `contains` would bridge every page's whole body to search it.
        value["fontPreloads"] = fontPreloads(showingCode: content.html[...].firstByteRange(of: "<code") != nil)
        // `#sg-content` holds the page's tag chips and its content, nothing else; the layout
        // data measured from them goes beside it (a page with neither has neither).
        let hasContent = content.hasContent || !SiteTag.shown(page.tags).isEmpty
        value["hasContent"] = .bool(hasContent)
        value["layoutJSON"] = hasContent ? Self.text(content.layoutJSON) : .null
        value["toc"] = TableOfContents.value(content.sections)
        value["hasToc"] = .bool(!content.sections.isEmpty)
        value["titleID"] = Self.text(content.titleID)
        value["headTitle"] = .string(headTitle(page.title))
        if case .string? = value["summary"] { value["description"] = value["summary"] } else {
            value["description"] = Self.text(config.description)
        }
        value["layout"] = Self.text(page.frontMatter?.layout)
        value["pages"] = .list(listing.map { .map(summaries[$0.route.urlPath] ?? [:]) })
        value["hasPages"] = .bool(!listing.isEmpty)
        let groups = yearGroups(listing)
        value["groups"] = .list(groups)
        value["hasGroups"] = .bool(!groups.isEmpty)
        value["list"] = page.kind == .folderIndex ? pageList(at: page.route) : .null
        value["pagination"] = page.kind == .folderIndex
            ? pagination(first: page.route, rows: listing.count, number: 1, strings: strings) : .null
        value["prev"] = neighbours.previous.map(link) ?? .null
        value["next"] = neighbours.next.map(link) ?? .null
        value["hasPager"] = .bool(neighbours.previous != nil || neighbours.next != nil)
        let breadcrumbs = self.breadcrumbs(of: page)
        value["breadcrumbs"] = .list(breadcrumbs.map(link))
        value["hasBreadcrumbs"] = .bool(!breadcrumbs.isEmpty)
        value["section"] = topFolder(of: page).flatMap { folderPages[$0] }.map(link) ?? .null
        value["sidebar"] = sidebar(for: page, strings: strings)
        let contents = page.kind == .home && page.source == nil ? homeContents() : []
        value["contents"] = .list(contents)
        value["hasContents"] = .bool(!contents.isEmpty)
        return ["site": .map(site(current: topFolder(of: page), of: page)), "page": .map(value),
                "i18n": strings.mustacheValue]
    }

    /// `Installing · My site`; the site's title alone on a page of the same title (the home page).
    func headTitle(_ title: String) -> String {
        title == config.title ? config.title : "\(title) · \(config.title)"
    }

    /// `{title, url}` of a page, for pagers, breadcrumbs and the like.
    func link(_ page: Page) -> MustacheValue {
        ["title": .string(page.title), "url": .string(url(page.route))]
    }

    /// `site`, with `current: true` on the top-level section holding the page.
    func site(current folder: String?, of page: Page) -> MustacheMap {
        var site = siteValue(of: page)
        guard let folder, case .list(let sections)? = site["sections"] else { return site }
        let currentURL = folderPages[folder].map { MustacheValue.string(url($0.route)) }
        site["sections"] = .list(sections.map { section in
            guard case .map(var entry) = section, entry["url"] == currentURL else { return section }
            entry["current"] = true
            return .map(entry)
        })
        return site
    }

    /// The top-level folder a page belongs to (`docs` for `docs/guides/intro.md`); nil for the
    /// home page and pages at the top of `Content/`.
    func topFolder(of page: Page) -> String? {
        let home = config.homeFolder(of: page.folder)
        let parts = page.folder.split(separator: "/")
        let depth = home.isEmpty ? 0 : 1
        guard parts.count > depth else { return nil }
        return parts.prefix(depth + 1).joined(separator: "/")
    }

    /// The pages before and after this one in its folder's listing (a folder's own page is
    /// listed in its parent's).
    func neighbours(of page: Page) -> (previous: Page?, next: Page?) {
        if let inBook = bookNeighbours(of: page) { return inBook }
        let folder: String
        switch page.kind {
        case .home: return (nil, nil)
        case .article: folder = page.folder
        case .folderIndex: folder = SiteIndex.parent(of: page.folder)
        }
        let listing = index.listing(of: folder)
        guard let position = position(of: page, in: listing) else { return (nil, nil) }
        return (position > 0 ? listing[position - 1] : nil,
                position + 1 < listing.count ? listing[position + 1] : nil)
    }

    /// The page's index in `listing`, nil when the listing does not show it.
    func position(of page: Page, in listing: [Page]) -> Int? {
        guard let position = listingPositions[page.route.urlPath], listing.indices.contains(position),
              listing[position].route == page.route else { return nil }
        return position
    }

    /// The folder pages above this one, outermost first, the home page and the page itself left out.
    func breadcrumbs(of page: Page) -> [Page] {
        var folder = page.kind == .article ? page.folder : SiteIndex.parent(of: page.folder)
        var trail: [Page] = []
        let home = config.homeFolder(of: page.folder)
        while !folder.isEmpty && folder != home {
            if let folderPage = folderPages[folder] { trail.append(folderPage) }
            folder = SiteIndex.parent(of: folder)
        }
        return trail.reversed()
    }

    /// The sidebar: the pages of the folder an article is in (for a folder's own page, that
    /// folder, or its parent's when it lists nothing), the page marked `current`. A large
    /// folder shows `sidebarLimit` pages around the current one and counts the rest in `more`.
    func sidebar(for page: Page, strings: InterfaceStrings) -> MustacheValue {
        guard page.kind != .home else { return .null }
        if !bookEntries.isEmpty { return bookSidebar(for: page) }
        var folder = page.folder
        if page.kind == .folderIndex && index.listing(of: folder).isEmpty { folder = SiteIndex.parent(of: folder) }
        let listing = index.listing(of: folder)
        guard !listing.isEmpty else { return .null }
        var window = listing.startIndex ..< listing.endIndex
        let position = position(of: page, in: listing)
        if listing.count > Self.sidebarLimit {
            let start = min(max(0, (position ?? 0) - Self.sidebarLimit / 2), listing.count - Self.sidebarLimit)
            window = start ..< start + Self.sidebarLimit
        }
        let all = sidebarEntries[folder] ?? Self.sidebarEntries(listing, summaries: summaries)
        var entries = Array(all[window])
        // Only the current page's entry is copied, to mark it.
        if let position, window.contains(position), case .map(var value) = entries[position - window.lowerBound] {
            value["current"] = .bool(true)
            entries[position - window.lowerBound] = .map(value)
        }
        let owner = folderPages[folder]
        let more = listing.count - window.count
        return [
            "title": .string(owner?.title ?? config.title),
            "url": .string(owner.map { url($0.route) } ?? url(Route.page([]))),
            "pages": .list(entries),
            "more": more > 0 ? .int(more) : .null,
            "moreLabel": more > 0 ? .string(strings.format("sidebar.more", count: more)) : .null,
        ]
    }
}
