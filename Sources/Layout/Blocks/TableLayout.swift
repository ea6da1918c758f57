import SitegenText

/// A table with `table-layout: fixed`: the engine decides the column widths, every cell
/// of a row is as tall as the row's tallest, and each row ends with a bottom border.
///
/// Subviews are the cells' contents in row-major order; each is placed inside its cell's
/// padding.
public struct TableLayout: Layout {
    /// How the table's width is shared between columns.
    public enum ColumnWidths: Hashable, Sendable {
        /// Equal shares (what `table-layout: fixed` does with no declared widths); the last
        /// column takes what rounding leaves.
        case equal
        /// Shares in proportion to these weights (emitted as `<col>` percentages).
        case weighted([Double])
    }

    public var columnCount: Int
    public var columnWidths: ColumnWidths
    public var cellPaddingVertical: LayoutUnit
    public var cellPaddingHorizontal: LayoutUnit
    public var rowBorder: LayoutUnit

    public init(columnCount: Int, columnWidths: ColumnWidths = .equal, cellPaddingVertical: LayoutUnit,
                cellPaddingHorizontal: LayoutUnit, rowBorder: LayoutUnit) {
        self.columnCount = max(columnCount, 1)
        self.columnWidths = columnWidths
        self.cellPaddingVertical = cellPaddingVertical
        self.cellPaddingHorizontal = cellPaddingHorizontal
        self.rowBorder = rowBorder
    }

    public struct Cache {
        var width: LayoutUnit?
        var columns: [LayoutUnit] = []
        var rowHeights: [LayoutUnit] = []
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    /// The width of each column for a table `width` wide.
    public func columns(width: LayoutUnit) -> [LayoutUnit] {
        var result: [LayoutUnit] = []
        switch columnWidths {
        case .weighted(let weights) where weights.count == columnCount && weights.allSatisfy({ $0 > 0 }):
            result = Self.percentColumns(weights, width: width)
        default:
            let share = width.divided(by: columnCount)
            for index in 0..<columnCount {
                result.append(index == columnCount - 1 ? width - share * (columnCount - 1) : share)
            }
        }
        return result
    }

    /// Columns of `percentages` (as written in `<col style="width: P%">`) sharing `width`,
    /// the way Chromium's fixed table layout shares them, in its 32-bit float arithmetic
    /// (`SynchronizeAssignableTableInlineSizeAndColumnsFixed`): percentages adding up to
    /// more than 100 are scaled to 100; each column is its percentage of the width,
    /// truncated to 1/64 px; when those do not add up to the width, each is scaled by
    /// width / sum and truncated again; the last column takes what is left.
    static func percentColumns(_ percentages: [Double], width: LayoutUnit) -> [LayoutUnit] {
        func float(_ unit: LayoutUnit) -> Float { Float(unit.rawValue) / Float(LayoutUnit.denominator) }
        func truncated(_ px: Float) -> LayoutUnit {
            let raw = px * Float(LayoutUnit.denominator)
            guard raw.isFinite else { return .zero }
            return LayoutUnit(rawValue: Int(max(min(raw, Float(Int32.max)), Float(Int32.min))))
        }
        var percents = percentages.map { Float($0) }
        let total = percents.reduce(Float(0), +)
        if total > 100 { percents = percents.map { $0 * 100 / total } }
        let target = float(width)
        var columns = percents.map { truncated($0 * target / 100) }
        let sum = columns.reduce(LayoutUnit.zero, +)
        if sum != width, sum > .zero {
            let scale = target / float(sum)
            columns = columns.map { truncated(scale * float($0)) }
        }
        if !columns.isEmpty { columns[columns.count - 1] += width - columns.reduce(LayoutUnit.zero, +) }
        return columns
    }

    private func measure(width: LayoutUnit, subviews: LayoutSubviews, cache: inout Cache) {
        if cache.width == width { return }
        let columns = self.columns(width: width)
        let rowCount = (subviews.count + columnCount - 1) / columnCount
        var heights = [LayoutUnit](filledWith: .zero, count: rowCount)
        for (index, cell) in subviews.enumerated() {
            let inner = (columns[index % columnCount] - cellPaddingHorizontal * 2).clampedToZero
            let height = cell.sizeThatFits(ProposedSize(width: inner)).height
            heights[index / columnCount] = max(heights[index / columnCount], height)
        }
        cache.width = width
        cache.columns = columns
        cache.rowHeights = heights.map { $0 + cellPaddingVertical * 2 + rowBorder }
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> LayoutSize {
        let width = proposal.width ?? subviews.reduce(LayoutUnit.zero) {
            $0 + $1.sizeThatFits(.unspecified).width + cellPaddingHorizontal * 2
        }
        measure(width: width, subviews: subviews, cache: &cache)
        return LayoutSize(width: width, height: cache.rowHeights.reduce(.zero, +))
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        measure(width: bounds.width, subviews: subviews, cache: &cache)
        var rowTop = bounds.minY
        var x = bounds.minX
        for (index, cell) in subviews.enumerated() {
            let column = index % columnCount
            if column == 0 {
                if index > 0 { rowTop += cache.rowHeights[index / columnCount - 1] }
                x = bounds.minX
            }
            let inner = (cache.columns[column] - cellPaddingHorizontal * 2).clampedToZero
            cell.place(at: LayoutPoint(x: x + cellPaddingHorizontal, y: rowTop + cellPaddingVertical),
                       proposal: ProposedSize(width: inner))
            x += cache.columns[column]
        }
    }
}
