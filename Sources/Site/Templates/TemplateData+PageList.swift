import Mustache
import SitegenComposition
import SitegenEmit

extension TemplateData {
    /// `page.list` of the page at `route`: its list of pages as rows in columns (date, title,
    /// tags) whose widths the engine decided per width variant, under year titles when there
    /// are dates: `{groups: [{id, title, rows}], hasDates, hasTags, stylesheet, layoutJSON}`.
    /// A row is the page's summary with its element id (`rowID`). `stylesheet` sets the
    /// columns at every variant (the page's `<style>`); `layoutJSON` is the `sg-list-layout`
    /// data measured with them (`MeasureListsStep`). Null for a page without a list.
    func pageList(at route: Route) -> MustacheValue {
        guard let list = lists[route] else { return .null }
        var number = 0
        let groups: [MustacheValue] = list.listing.groups.map { group in
            let rows: [MustacheValue] = group.pages.map { page in
                number += 1
                var value = summaries[page.route.urlPath] ?? summary(of: page)
                value["rowID"] = .string(SiteListing.rowID(number))
                return .map(value)
            }
            return ["id": Self.text(group.id), "title": Self.text(group.year.map(String.init)), "rows": .list(rows)]
        }
        return .map([
            "groups": .list(groups),
            "hasDates": .bool(list.hasDates),
            "hasTags": .bool(list.hasTags),
            "stylesheet": .string(list.measured.stylesheet),
            "layoutJSON": .string(list.measured.json),
        ])
    }
}
