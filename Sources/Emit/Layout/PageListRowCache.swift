import Synchronization
import SitegenLayout
import SitegenText

/// The rows of every list of one build, prepared and measured once: a page is listed in its
/// folder and on each of its tags' pages, mostly in the same columns. Rows are keyed by
/// what they show (not their element ids); each distinct row gets a number when it is first
/// prepared, and measurements are keyed by that number, the columns and the width, so that a
/// row's texts are hashed once per list rather than once per variant.
public final class PageListRowCache: Sendable {
    struct MeasureKey: Hashable {
        var content: Int
        var columns: PageListColumns
        var width: Int
    }

    /// What a list's tree needs of a row measured alone.
    struct MeasuredRow: Sendable {
        var size: LayoutSize
        var isUnverified: Bool
    }

    private let prepared = Mutex<[PageList.Row: PageListLayout.PreparedRow]>([:])
    private let measured = Mutex<[MeasureKey: MeasuredRow]>([:])

    public init() {}

    /// `row`'s texts and chips, prepared by `make` the first time they are asked for, with
    /// the number of its content (`PreparedRow.content`).
    func preparedRow(_ row: PageList.Row, make: () -> PageListLayout.PreparedRow) -> PageListLayout.PreparedRow {
        var key = row
        key.id = ""
        if var known = prepared.withLock({ $0[key] }) {
            known.id = row.id
            return known
        }
        var made = make()
        // Two lists may prepare one row at once: the first stored wins, so its number is the
        // only one measurements are stored under.
        return prepared.withLock { rows in
            if var known = rows[key] {
                known.id = row.id
                return known
            }
            made.content = rows.count
            rows[key] = made
            return made
        }
    }

    /// Row `content` (a `PreparedRow.content`) measured `width` px wide in `columns`, if it was.
    func measuredRow(_ content: Int, columns: PageListColumns, width: Int) -> MeasuredRow? {
        measured.withLock { $0[MeasureKey(content: content, columns: columns, width: width)] }
    }

    /// Keeps `layout`, row `content` measured `width` px wide in `columns`, and returns what
    /// a list's tree needs of it.
    func store(_ layout: MeasuredLayout, content: Int, columns: PageListColumns, width: Int) -> MeasuredRow {
        let row = MeasuredRow(size: layout.size, isUnverified: layout.isUnverified)
        measured.withLock { $0[MeasureKey(content: content, columns: columns, width: width)] = row }
        return row
    }
}
