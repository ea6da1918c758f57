import Synchronization
import SitegenLayout

/// The rows of every list of one build, prepared and measured once: a page is listed in its
/// folder and on each of its tags' pages, mostly in the same columns. Rows are keyed by
/// what they show (not their element ids), measurements by that and the columns.
public final class PageListRowCache: Sendable {
    struct MeasureKey: Hashable {
        var row: PageList.Row
        var columns: PageListColumns
        var width: Int
    }

    private let prepared = Mutex<[PageList.Row: PageListLayout.PreparedRow]>([:])
    private let measured = Mutex<[MeasureKey: MeasuredLayout]>([:])

    public init() {}

    /// `row`'s texts and chips, prepared by `make` the first time they are asked for.
    func preparedRow(_ row: PageList.Row, make: () -> PageListLayout.PreparedRow) -> PageListLayout.PreparedRow {
        var key = row
        key.id = ""
        if var known = prepared.withLock({ $0[key] }) {
            known.row = row
            return known
        }
        let made = make()
        prepared.withLock { $0[key] = made }
        return made
    }

    /// `row` measured `width` px wide in `columns`, by `measure` the first time.
    func measuredRow(
        _ row: PageList.Row, columns: PageListColumns, width: Int, measure: () -> MeasuredLayout
    ) -> MeasuredLayout {
        var content = row
        content.id = ""
        let key = MeasureKey(row: content, columns: columns, width: width)
        if let known = measured.withLock({ $0[key] }) { return known }
        let made = measure()
        measured.withLock { $0[key] = made }
        return made
    }
}
