import Mustache

extension TemplateData {
    /// `page.groups`: a listing whose pages all have a date, cut where the year changes
    /// (`{title: "2026", id: "year-2026", pages}`), in the listing's order; empty otherwise.
    /// The list template shows each group under a title pinned while its rows scroll by.
    func yearGroups(_ listing: [Page]) -> [MustacheValue] {
        guard !listing.isEmpty, listing.allSatisfy({ $0.date != nil }) else { return [] }
        var groups: [(year: Int, pages: [Page])] = []
        for page in listing {
            let year = page.date?.year ?? 0
            if groups.last?.year == year { groups[groups.count - 1].pages.append(page) } else { groups.append((year, [page])) }
        }
        return groups.map { group in
            [
                "title": .string(String(group.year)),
                "id": .string("year-\(group.year)"),
                "pages": .list(group.pages.map { .map(summaries[$0.route.urlPath] ?? [:]) }),
            ]
        }
    }
}
