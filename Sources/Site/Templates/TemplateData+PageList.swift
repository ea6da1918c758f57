import Mustache
import SitegenEmit
import SitegenComposition
import SitegenLayout

extension TemplateData {
    /// `page.list`: the pages of a folder or a tag as rows in columns (date, title, tags)
    /// whose widths the engine decides per width variant, under year titles when there are
    /// dates: `{groups: [{id, title, rows}], hasDates, hasTags, stylesheet, layoutJSON}`.
    /// A row is the page's summary with its element id (`rowID`). `stylesheet` sets the
    /// columns at every variant (the page's `<style>`); `layoutJSON` is the
    /// `sg-list-layout` data measured with them. Null for an empty listing.
    ///
    /// With `undatedLast`, dated pages are grouped by year and the others follow in a group
    /// without title (a tag's pages, newest first); otherwise the pages are grouped by year
    /// only when every one has a date (a folder, in its own order).
    func pageList(_ pages: [Page], undatedLast: Bool) -> MustacheValue {
        guard !pages.isEmpty else { return .null }
        var groups: [(year: Int?, pages: [Page])] = []
        let byYear = undatedLast || pages.allSatisfy { $0.date != nil }
        for page in pages {
            let year = byYear ? page.date?.year : nil
            if let last = groups.last, last.year == year { groups[groups.count - 1].pages.append(page) } else {
                groups.append((year, [page]))
            }
        }
        var number = 0
        var listGroups: [PageList.Group] = []
        var values: [MustacheValue] = []
        for group in groups {
            var rows: [PageList.Row] = []
            var rowValues: [MustacheValue] = []
            for page in group.pages {
                number += 1
                var value = summaries[page.route.urlPath] ?? summary(of: page)
                let id = "sg-row-\(number)"
                value["rowID"] = .string(id)
                rowValues.append(.map(value))
                var summaryText: String?
                if case .string(let text)? = value["summary"] { summaryText = text }
                var date = page.date.map(DateText.human) ?? ""
                if date.isEmpty, case .string(let label)? = value["countLabel"] { date = label }
                rows.append(PageList.Row(id: id, date: date, title: page.title, summary: summaryText,
                                         chips: Self.chips(of: value)))
            }
            let id = group.year.map { "year-\($0)" }
            let title = group.year.map(String.init)
            listGroups.append(PageList.Group(id: id, title: title, rows: rows))
            values.append(["id": Self.text(id), "title": Self.text(title), "rows": .list(rowValues)])
        }
        let list = PageList(groups: listGroups)
        var value: MustacheMap = [
            "groups": .list(values), "hasDates": .bool(list.hasDates), "hasTags": .bool(list.hasTags),
            "stylesheet": .null, "layoutJSON": .null,
        ]
        let theme = ThemeGeometry.standard
        if case .success(let typesetter) = ThemeTypesetter.load(theme) {
            let data = MeasuredPageList(measuring: PageListLayout(
                list: list, theme: theme, typesetter: typesetter, language: config.language, cache: pageListRows))
            value["stylesheet"] = .string(data.stylesheet)
            value["layoutJSON"] = .string(data.json)
        }
        return .map(value)
    }

    /// The chips of a row: its summary's `tags`, as `SiteTag.chips(page.tags, idPrefix: "")`
    /// makes them, without making each slug again for every list the page is in.
    static func chips(of summary: MustacheMap) -> [TagChip] {
        guard case .list(let tags)? = summary["tags"] else { return [] }
        return tags.compactMap { tag in
            guard case .string(let name)? = tag["name"], case .string(let slug)? = tag["slug"] else { return nil }
            return TagChip(id: slug, name: name)
        }
    }
}
