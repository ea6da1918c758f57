import SitegenComposition
import SitegenMarkdown

/// The pages a folder's or a tag's page lists, in the groups its list shows: the pages of
/// one year under its title, or a group without a title.
///
/// The list the engine measures (`pageList`) and the list the templates write
/// (`TemplateData.pageList`) are both made from it, row for row.
struct SiteListing: Sendable {
    struct Group: Sendable {
        var year: Int?
        var pages: [Page]

        /// The title's element id (`year-2026`), nil for a group without a title.
        var id: String? { year.map { "year-\($0)" } }
    }

    var groups: [Group]
    /// The strings its dates and page counts are written in.
    var strings: InterfaceStrings
    /// The language its text is broken into lines by: that of the page showing it.
    var language: String

    /// With `undatedLast`, dated pages are grouped by year and the others follow in a group
    /// without title (a tag's pages, newest first); otherwise the pages are grouped by year
    /// only when every one has a date (a folder, in its own order).
    /// - Parameter byYear: whether to group by year, when decided for a longer list this is a page of.
    init(_ pages: some Collection<Page>, undatedLast: Bool, strings: InterfaceStrings, language: String? = nil,
         byYear decided: Bool? = nil) {
        groups = []
        self.strings = strings
        self.language = language ?? strings.language
        let byYear = decided ?? Self.groupsByYear(pages, undatedLast: undatedLast)
        for page in pages {
            let year = byYear ? page.date?.year : nil
            if let last = groups.last, last.year == year { groups[groups.count - 1].pages.append(page) } else {
                groups.append(Group(year: year, pages: [page]))
            }
        }
    }

    /// The pages of the list of `pages`, as `paging` splits it, each with its route (the
    /// list's first page at `route`): grouped as the whole list is.
    static func paged(
        _ pages: [Page], at route: Route, undatedLast: Bool, strings: InterfaceStrings, language: String? = nil,
        paging: ListPaging = .standard
    ) -> [(route: Route, listing: SiteListing)] {
        let byYear = groupsByYear(pages, undatedLast: undatedLast)
        return (1...paging.pageCount(rows: pages.count)).map { number in
            (ListPaging.route(number, of: route),
             SiteListing(paging.rows(of: pages, page: number), undatedLast: undatedLast, strings: strings,
                         language: language, byYear: byYear))
        }
    }

    /// Whether a list of `pages` is grouped by year: always with `undatedLast`, else when every page has a date.
    static func groupsByYear(_ pages: some Collection<Page>, undatedLast: Bool) -> Bool {
        undatedLast || pages.allSatisfy { $0.date != nil }
    }

    var isEmpty: Bool { groups.isEmpty }

    /// The element id of the list's `number`th row, counted from 1 across its groups.
    static func rowID(_ number: Int) -> String { "sg-row-\(number)" }

    /// The list as the engine lays it out: each row a page's date (a folder's page count
    /// when it has none), title, summary and tags, as the templates show them.
    func pageList(index: SiteIndex) -> PageList {
        var number = 0
        return PageList(groups: groups.map { group in
            let rows = group.pages.map { page in
                number += 1
                return PageList.Row(
                    id: Self.rowID(number), date: page.date.map(strings.human) ?? Self.countLabel(of: page, in: index, strings: strings) ?? "",
                    title: page.title, summary: Self.summaryText(of: page), chips: SiteTag.chips(page.tags, idPrefix: ""))
            }
            return PageList.Group(id: group.id, title: group.year.map(String.init), rows: rows)
        })
    }

    /// What a list shows below a page's title: its `summary`, else its excerpt; nil for none.
    static func summaryText(of page: Page) -> String? {
        guard let text = page.frontMatter?.summary ?? page.excerpt, !text.isEmpty else { return nil }
        return text
    }

    /// `3 pages`: how many pages a folder's page lists; nil for an article or an empty folder.
    static func countLabel(of page: Page, in index: SiteIndex, strings: InterfaceStrings) -> String? {
        guard page.kind != .article else { return nil }
        let count = index.listing(of: page.folder).count
        return count == 0 ? nil : strings.pageCount(count)
    }
}
