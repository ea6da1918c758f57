import Mustache

extension TemplateData {
    /// Page numbers a list's pager shows around the current one, before it gives the first
    /// and the last and marks the gaps.
    static let pagerReach = 2

    /// `page.pagination` of page `number` of a list of `rows` rows whose first page is at
    /// `first`: `{number, count, label, prev, next, pages: [{number, url, current} or {gap}]}`;
    /// null for a list of one page.
    func pagination(first: Route, rows: Int, number: Int, strings: InterfaceStrings) -> MustacheValue {
        let count = paging.pageCount(rows: rows)
        guard count > 1 else { return .null }
        func link(_ page: Int) -> MustacheValue {
            ["number": .int(page), "url": .string(url(ListPaging.route(page, of: first))),
             "current": .bool(page == number), "gap": false,
             "label": .string(strings.format("list.page", count: page))]
        }
        var shown: [MustacheValue] = []
        var last = 0
        for page in 1...count where page == 1 || page == count || abs(page - number) <= Self.pagerReach {
            if page > last + 1 { shown.append(["gap": true]) }
            shown.append(link(page))
            last = page
        }
        return [
            "number": .int(number),
            "count": .int(count),
            "label": .string(strings.format("list.page", count: number)),
            "prev": number > 1 ? link(number - 1) : .null,
            "next": number < count ? link(number + 1) : .null,
            "pages": .list(shown),
        ]
    }

    /// `{site, page}` of page `number` (from 2 on) of a folder's list: its folder's page
    /// without its content, showing that page of the list.
    func context(forPage number: Int, ofFolder folder: String, first: Route) -> MustacheValue {
        guard let owner = folderPages[folder], case .map(var root) = context(for: owner, content: .empty),
              case .map(var page)? = root["page"] else { return .null }
        let route = ListPaging.route(number, of: first)
        let strings = self.strings[owner.language]
        page["url"] = .string(url(route))
        page["permalink"] = .string(permalink(route))
        page["headTitle"] = .string(headTitle(owner.title, page: number, strings: strings))
        page["list"] = pageList(at: route)
        page["pagination"] = pagination(first: first, rows: index.listing(of: folder).count, number: number, strings: strings)
        // Its translations' lists are paged by their own lengths.
        page["alternates"] = .list([])
        root["page"] = .map(page)
        return .map(root)
    }

    /// `headTitle` of page `number` of a list on the page titled `title`: `Posts · Page 2 · Site` (from page 2 on).
    func headTitle(_ title: String, page number: Int, strings: InterfaceStrings) -> String {
        headTitle(number > 1 ? "\(title) · \(strings.format("list.page", count: number))" : title)
    }

    /// The permalinks of every list's pages after the first, for the sitemap.
    var listPagePermalinks: [MustacheValue] {
        var permalinks: [MustacheValue] = []
        func add(_ first: Route, rows: Int) {
            let count = paging.pageCount(rows: rows)
            guard count > 1 else { return }
            for number in 2...count { permalinks.append(["permalink": .string(permalink(ListPaging.route(number, of: first)))]) }
        }
        for tag in tags { add(tag.route, rows: tag.pages.count) }
        for page in index.pages where page.kind == .folderIndex { add(page.route, rows: index.listing(of: page.folder).count) }
        return permalinks
    }
}
