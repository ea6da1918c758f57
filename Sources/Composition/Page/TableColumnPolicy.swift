import SitegenLayout
import SitegenText

/// How the engine shares a table's width between its columns: in proportion to each
/// column's widest cell set on one line (its max-content width, padding included), with
/// no column below half an equal share. The same percentages go to the HTML (`<col>`
/// widths under `table-layout: fixed`, through `PageComposition.tableColumns`) and to
/// `TableLayout`.
enum TableColumnPolicy {
    /// The width of each column in percent of the table's width, with two decimals, summing
    /// to 100: `cellWidth(row, column)` is a cell's max-content width (the header is row 0),
    /// `padding` a cell's horizontal padding.
    static func percentages(columnCount columns: Int, rowCount: Int, padding: Double,
                            cellWidth: (Int, Int) -> LayoutUnit) -> [Double] {
        guard columns > 1 else { return [100] }
        var widest = [Double](filledWith: padding, count: columns)
        for row in 0..<rowCount {
            for column in 0..<columns {
                widest[column] = max(widest[column], cellWidth(row, column).px + padding)
            }
        }
        return shares(widest: widest)
    }

    /// The percentages for columns whose widest cells are `widest` px.
    private static func shares(widest: [Double]) -> [Double] {
        let columns = widest.count
        // Columns that would get less than the floor get the floor; the others share the
        // rest in proportion, until none is below it.
        let floor = 50.0 / Double(columns)
        var atFloor = Set<Int>()
        var shares = [Double](filledWith: floor, count: columns)
        for _ in 0..<columns {
            let remaining = 100 - floor * Double(atFloor.count)
            let others = widest.indices.filter { !atFloor.contains($0) }
            let total = others.reduce(0) { $0 + widest[$1] }
            var changed = false
            for column in others {
                shares[column] = widest[column] / total * remaining
                if shares[column] < floor {
                    atFloor.insert(column)
                    shares[column] = floor
                    changed = true
                }
            }
            if !changed { break }
        }
        shares = shares.map { ($0 * 100).rounded(.down) / 100 }
        let rest = ((100 - shares.dropLast().reduce(0, +)) * 100).rounded() / 100
        shares[columns - 1] = rest
        return shares
    }
}
