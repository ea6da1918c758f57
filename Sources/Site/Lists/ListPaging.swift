import SitegenLayout

/// How a long list of pages (a tag's, a folder's) is split into pages a reader can load:
/// `rowsPerPage` rows each, as the theme sets it; the first at the list's own URL, the
/// others at `<url>page/<n>/`, where Hugo and Zola publish theirs.
struct ListPaging: Sendable, Hashable {
    var rowsPerPage: Int

    /// The default theme's.
    static let standard = ListPaging(rowsPerPage: ThemeGeometry.standard.pageList.rowsPerPage)

    /// How many pages a list of `rows` rows takes (one for an empty list).
    func pageCount(rows: Int) -> Int {
        max(1, (rows + rowsPerPage - 1) / rowsPerPage)
    }

    /// The rows of `all` that page `number` (from 1) shows.
    func rows<Row>(of all: [Row], page number: Int) -> ArraySlice<Row> {
        let start = min((number - 1) * rowsPerPage, all.count)
        return all[start..<min(start + rowsPerPage, all.count)]
    }

    /// The route of page `number` of the list whose first page is at `first`.
    static func route(_ number: Int, of first: Route) -> Route {
        guard number > 1 else { return first }
        return Route.page(first.urlPath.split(separator: "/").map(String.init) + [pageFolder, String(number)])
    }

    static let pageFolder = "page"
}
