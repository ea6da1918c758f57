import SitegenComposition
import Mustache
import SitegenCore
import SitegenEmit
import SitegenMarkdown

/// The values templates render: `site`, built once per build, and `page`, one per output.
///
/// Every list is sorted (route order, listing order, or newest first), so that two builds of
/// the same input write the same bytes. Optional values are `null` rather than missing: a name
/// missing inside a section would be looked up in the enclosing contexts instead.
struct TemplateData: Sendable {
    /// Reading speed for `readingTime`, in words per minute.
    static let wordsPerMinute = 220
    /// Pages in a sidebar, at most: a window around the current page in a larger folder.
    static let sidebarLimit = 50
    /// Entries of `site.recent` (the feed); `site.latest` has the first `latestLimit` of them.
    static let recentLimit = 20
    static let latestLimit = 5

    let config: SiteConfig
    /// The interface strings of every language the pages are in.
    let strings: SiteStrings
    var index: SiteIndex
    var tags: [SiteTag]
    /// Each page's body, by URL path.
    var contents: [String: PageContent]
    /// Each folder's own page, by folder below `Content/` ("" for the home page).
    var folderPages: [String: Page]
    /// Where each page stands in the listing that shows it (its folder's, or for a folder's
    /// own page its parent's), by URL path; so that a page finds its neighbours at once.
    var listingPositions: [String: Int]
    /// `url`, `title`, `date`… of every page, by URL path: what lists of pages show.
    var summaries: [String: MustacheMap] = [:]
    /// Each folder's listing as a sidebar shows it, by folder: its pages' summaries in order,
    /// none `current`. Every page's sidebar is a window of one, made once rather than
    /// looked up summary by summary for every page.
    var sidebarEntries: [String: [MustacheValue]] = [:]
    /// The book's table of contents (`SUMMARY.md`), as sidebars show it, none `current`;
    /// where each chapter's page stands in it, and the chapters in reading order.
    var bookEntries: [MustacheValue] = []
    var bookEntryPositions: [String: Int] = [:]
    var bookChapters: [Page] = []
    var bookChapterPositions: [String: Int] = [:]
    /// The `site` value, without the per-page `current` marks.
    var site: MustacheMap = [:]
    /// The site's languages, the default first.
    let languages: [SiteLanguage]
    /// In a multilingual site, the `site` value of each other language, by tag.
    var languageSites: [String: MustacheMap] = [:]
    /// The pages of every language by the path they share (`TemplateData.translationKey`),
    /// empty in a site of one language.
    var translations: [String: [Page]] = [:]
    /// The lists of pages that folder and tag pages show, measured, by the route of the page.
    var lists: [Route: MeasuredListing]
    /// How long lists are split into pages.
    var paging = ListPaging.standard
    /// The fonts pages preload (`ThemeFiles.preloadedFonts`).
    var fontPreloads: [FontPreload] = []

    init(config: SiteConfig, index: SiteIndex, tags: [SiteTag], contents: [String: PageContent],
         lists: [Route: MeasuredListing] = [:], strings: SiteStrings = SiteStrings(), languages: [SiteLanguage]? = nil,
         fontPreloads: [FontPreload] = [], sourceDateEpoch: Int?) {
        self.config = config
        self.languages = languages ?? SiteLanguage.all(config)
        self.strings = strings
        self.index = index
        self.tags = tags
        self.contents = contents
        self.lists = lists
        self.fontPreloads = fontPreloads
        var folderPages: [String: Page] = [:]
        for page in index.pages where page.kind != .article { folderPages[page.folder] = page }
        self.folderPages = folderPages
        var positions: [String: Int] = [:]
        for listing in index.children.values {
            for (position, page) in listing.enumerated() { positions[page.route.urlPath] = position }
        }
        listingPositions = positions
        if config.isMultilingual { translations = Self.translationGroups(of: index.pages, config: config) }
        var summaries: [String: MustacheMap] = [:]
        summaries.reserveCapacity(index.pages.count)
        // Made on every core: a large site has ten thousand of them.
        let made = index.pages.parallelMap { [self] page in summary(of: page) }
        for (page, summary) in zip(index.pages, made) { summaries[page.route.urlPath] = summary }
        self.summaries = summaries
        for (folder, listing) in index.children { sidebarEntries[folder] = Self.sidebarEntries(listing, summaries: summaries) }
        if !index.navigation.book.isEmpty {
            (bookEntries, bookEntryPositions, bookChapters) = Self.bookContents(index, summaries: summaries)
            for (position, page) in bookChapters.enumerated() { bookChapterPositions[page.route.urlPath] = position }
        }
        refreshSites(sourceDateEpoch: sourceDateEpoch)
    }

    /// Makes `site`, and in a multilingual site each language's.
    mutating func refreshSites(sourceDateEpoch: Int?) {
        site = siteValue(for: languages[0], sourceDateEpoch: sourceDateEpoch)
        for language in languages.dropFirst() {
            languageSites[language.tag] = siteValue(for: language, sourceDateEpoch: sourceDateEpoch)
        }
    }

    /// `listing`'s summaries as a sidebar shows them, none marked `current`.
    static func sidebarEntries(_ listing: [Page], summaries: [String: MustacheMap]) -> [MustacheValue] {
        listing.indices.map { position in
            var value = summaries[listing[position].route.urlPath] ?? [:]
            if value["current"] != .bool(false) { value["current"] = .bool(false) }
            return .map(value)
        }
    }

    // MARK: URLs

    /// The URL a link in the site uses: the base path and the route, percent-encoded.
    func url(_ route: Route) -> String {
        HTMLEscaping.percentEncoded(config.basePath + route.urlPath.dropFirst())
    }

    /// The absolute URL, from `baseURL`, that feeds, sitemaps and canonical links need.
    func permalink(_ route: Route) -> String {
        HTMLEscaping.percentEncoded(config.baseURL + route.urlPath.dropFirst())
    }

    // MARK: Values

    static func text(_ string: String?) -> MustacheValue {
        guard let string, !string.isEmpty else { return .null }
        return .string(string)
    }

    static func date(_ date: PageDate, strings: InterfaceStrings) -> MustacheValue {
        [
            "iso": .string(date.iso8601),
            "day": .string(DateText.day(date)),
            "human": .string(strings.human(date)),
            "rfc3339": .string(DateText.rfc3339(date)),
            "year": .int(date.year),
        ]
    }

    /// Minutes to read `words` words, rounded up, at least one.
    static func readingTime(words: Int) -> Int {
        max(1, (words + wordsPerMinute - 1) / wordsPerMinute)
    }

    /// What a list shows of a page.
    func summary(of page: Page) -> MustacheMap {
        let words = page.wordCount
        let pageTags = pageTags(page)
        // What lists show, in the language of the lists that show it.
        let strings = self.strings[page.siteLanguage]
        var value: MustacheMap = [
            "title": .string(page.title),
            "url": .string(url(page.route)),
            "permalink": .string(permalink(page.route)),
            "summary": Self.text(SiteListing.summaryText(of: page)),
            "date": page.date.map { Self.date($0, strings: strings) } ?? .null,
            "tags": .list(pageTags),
            "hasTags": .bool(!pageTags.isEmpty),
            "wordCount": .int(words),
            "readingTime": .int(Self.readingTime(words: words)),
            "kind": .string(Self.kindName(page.kind)),
            "isArticle": .bool(page.kind == .article),
            "isFolder": .bool(page.kind == .folderIndex),
            "isHome": .bool(page.kind == .home),
            "draft": .bool(page.isDraft),
            "count": .null,
            "current": false,
        ]
        if page.kind != .article { value["count"] = .int(index.listing(of: page.folder).count) }
        value["countLabel"] = Self.text(SiteListing.countLabel(of: page, in: index, strings: strings))
        if config.isMultilingual { value["alternates"] = .list(alternates(of: page)) }
        return value
    }

    static func kindName(_ kind: Page.Kind) -> String {
        switch kind {
        case .article: "article"
        case .folderIndex: "folder"
        case .home: "home"
        }
    }

    /// A page's tags as written, each with the URL of its tag page.
    func pageTags(_ page: Page) -> [MustacheValue] {
        let prefix = languages.first { $0.tag == page.siteLanguage }?.urlPrefix ?? []
        return SiteTag.shown(page.tags).map { tag in
            let route = GeneratedPage.tagRoute(slug: tag.slug, prefix: prefix)
            return ["name": .string(tag.name), "slug": .string(tag.slug), "url": .string(url(route))]
        }
    }

    func tagValue(_ tag: SiteTag, withPages: Bool) -> MustacheValue {
        let route = tag.route
        return [
            "name": .string(tag.name),
            "slug": .string(tag.slug),
            "url": .string(url(route)),
            "permalink": .string(permalink(route)),
            "count": .int(tag.pages.count),
            "countLabel": .string(strings[tag.language].pageCount(tag.pages.count)),
            "pages": withPages ? .list(tag.pages.map { .map(summaries[$0.route.urlPath] ?? [:]) }) : .list([]),
        ]
    }

    /// The pages of `site.recent` (the feed), newest first: the only ones whose body
    /// another page shows.
    ///
    /// Chosen in one pass, kept in order as they are found, rather than by sorting every
    /// dated page for a few. `SiteTag.order` is a total order (routes differ), so this is
    /// the first `recentLimit` of the sorted pages.
    static func recentPages(of pages: [Page]) -> ArraySlice<Page> {
        var recent: [Page] = []
        recent.reserveCapacity(recentLimit + 1)
        for page in pages where page.date != nil {
            if recent.count == recentLimit, !SiteTag.order(page, recent[recent.count - 1]) { continue }
            recent.insert(page, at: recent.firstIndex { SiteTag.order(page, $0) } ?? recent.count)
            if recent.count > recentLimit { recent.removeLast() }
        }
        return recent[...]
    }

    /// The `site` value of a language's part: settings, every page, its top-level sections,
    /// tags and recent pages.
    func siteValue(for language: SiteLanguage, sourceDateEpoch: Int?) -> MustacheMap {
        let home = Route.page(language.urlPrefix)
        let ownPages = languages.count > 1 ? index.pages.filter { $0.siteLanguage == language.tag } : index.pages
        let ownTags = languages.count > 1 ? tags.filter { $0.language == language.tag } : tags
        let recentPages = Self.recentPages(of: ownPages)
        let recent: [MustacheValue] = recentPages.map { page in
            var entry = summaries[page.route.urlPath] ?? [:]
            entry["content"] = .string(contents[page.route.urlPath]?.html ?? "")
            return .map(entry)
        }
        // No date at all rather than one nobody gave (the epoch's 1970).
        let updated = recentPages.first?.date ?? sourceDateEpoch.map(DateText.date(fromEpoch:))
        let strings = self.strings[language.tag]
        let sections = index.listing(of: language.folder).filter { $0.kind == .folderIndex }
        var params: MustacheMap = [:]
        for pair in config.params { params[pair.key.string ?? ""] = pair.value.mustacheValue }
        let tagIndex = GeneratedPage.tagIndex(language).route(tags: tags)
        let feed = GeneratedPage.feed(language).route(tags: tags)
        return [
            "title": .string(config.title),
            "description": Self.text(config.description),
            "author": Self.text(config.author),
            "language": .string(language.tag),
            "baseURL": .string(config.baseURL),
            "url": .string(url(home)),
            "permalink": .string(permalink(home)),
            "params": .map(params),
            "stylesheet": .string(url(ThemeAsset.stylesheetRoute)),
            "layoutStylesheet": .string(url(ThemeAsset.layoutStylesheetRoute)),
            "script": .string(url(RuntimeScript.route)),
            "search": config.search ? .map([
                "index": .string(url(BuildSearchIndexStep.manifestRoute(language))),
                "script": .string(url(RuntimeScript.searchRoute)),
            ]) : .null,
            "feedURL": .string(url(feed)),
            "feedPermalink": .string(permalink(feed)),
            "sitemapURL": .string(url(GeneratedPage.sitemap.route(tags: tags))),
            "sitemapPermalink": .string(permalink(GeneratedPage.sitemap.route(tags: tags))),
            "tagsURL": ownTags.isEmpty ? .null : .string(url(tagIndex)),
            "tagsPermalink": ownTags.isEmpty ? .null : .string(permalink(tagIndex)),
            "tagIndexes": .list(languages.filter { language in tags.contains { $0.language == language.tag } }.map {
                ["permalink": .string(permalink(GeneratedPage.tagIndex($0).route(tags: tags)))]
            }),
            "allTags": .list(tags.map { ["permalink": .string(permalink($0.route))] }),
            "listPages": .list(listPagePermalinks),
            "isMultilingual": .bool(config.isMultilingual),
            "pages": .list(ownPages.map { .map(summaries[$0.route.urlPath] ?? [:]) }),
            "allPages": .list(index.pages.map { .map(summaries[$0.route.urlPath] ?? [:]) }),
            "sections": .list(sections.map { .map(summaries[$0.route.urlPath] ?? [:]) }),
            "hasSections": .bool(!sections.isEmpty),
            "tags": .list(ownTags.map { tagValue($0, withPages: true) }),
            "hasTags": .bool(!ownTags.isEmpty),
            "recent": .list(recent),
            "latest": .list(Array(recent.prefix(Self.latestLimit))),
            "hasRecent": .bool(!recent.isEmpty),
            "updated": updated.map { Self.date($0, strings: strings) } ?? .null,
            "i18n": strings.mustacheValue,
            "generator": "sitegen",
        ]
    }
}
