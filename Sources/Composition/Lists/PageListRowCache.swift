import Synchronization

/// The rows of every list of one build, prepared once: a page is listed in its folder and
/// on each of its tags' pages, mostly in the same columns. Rows are keyed by what they show
/// (not their element ids); the lists showing one row share its cells, and with them its
/// measurements (`PageListLayout.PreparedRow.SharedCells`).
public final class PageListRowCache: Sendable {
    private let prepared = Mutex<[RowKey: PageListLayout.PreparedRow]>([:])

    /// A row without its element id, hashed by its title, date and shape rather than every
    /// text: rows are looked up for every list showing them, and hashing whole summaries
    /// would be most of a lookup. Equal rows still hash alike, and `==` compares everything.
    private struct RowKey: Hashable {
        var row: PageList.Row

        func hash(into hasher: inout Hasher) {
            hasher.combine(row.title)
            hasher.combine(row.date)
            hasher.combine(row.summary?.utf8.count)
            hasher.combine(row.chips.count)
        }
    }

    public init() {}

    /// `row`'s texts and chips, prepared by `make` the first time they are asked for.
    func preparedRow(_ row: PageList.Row, make: () -> PageListLayout.PreparedRow) -> PageListLayout.PreparedRow {
        var key = RowKey(row: row)
        key.row.id = ""
        if var known = prepared.withLock({ $0[key] }) {
            known.id = row.id
            return known
        }
        let made = make()
        // Two lists may prepare one row at once: the first stored wins, so that every list
        // shares its cells and their measurements.
        return prepared.withLock { rows in
            if var known = rows[key] {
                known.id = row.id
                return known
            }
            rows[key] = made
            return made
        }
    }
}
