import SitegenText

/// A table with CSS's automatic layout (`table-layout: auto; width: 100%`) inside a box
/// that scrolls sideways: each column's min-content and max-content widths come from its
/// cells, `TableColumnDistribution` shares the width between them as Chromium does, every
/// cell of a row is as tall as the row's tallest, and each row ends with a bottom border.
/// A table whose min-content width is wider than the box keeps that width and scrolls in
/// it; the box's scrollbar takes no height (the CSS hides it), so the box is as tall as
/// the table.
///
/// Subviews are the cells' contents in row-major order; each is placed inside its cell's
/// padding.
public struct TableLayout: Layout {
    public var columnCount: Int
    public var cellPaddingVertical: LayoutUnit
    public var cellPaddingHorizontal: LayoutUnit
    public var rowBorder: LayoutUnit

    public init(columnCount: Int, cellPaddingVertical: LayoutUnit, cellPaddingHorizontal: LayoutUnit,
                rowBorder: LayoutUnit) {
        self.columnCount = max(columnCount, 1)
        self.cellPaddingVertical = cellPaddingVertical
        self.cellPaddingHorizontal = cellPaddingHorizontal
        self.rowBorder = rowBorder
    }

    public struct Cache {
        var distribution: TableColumnDistribution?
        var width: LayoutUnit?
        var columns: [LayoutUnit] = []
        var rowHeights: [LayoutUnit] = []
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    /// The columns' min-content and max-content widths: the widest of their cells', each
    /// with its padding (a cell's inline borders are zero).
    public func distribution(subviews: LayoutSubviews) -> TableColumnDistribution {
        var minimums = [LayoutUnit](filledWith: cellPaddingHorizontal * 2, count: columnCount)
        var maximums = minimums
        for (index, cell) in subviews.enumerated() {
            let column = index % columnCount
            minimums[column] = max(minimums[column], cell.sizeThatFits(.zero).width + cellPaddingHorizontal * 2)
            maximums[column] = max(maximums[column], cell.sizeThatFits(.unspecified).width + cellPaddingHorizontal * 2)
        }
        return TableColumnDistribution(minimums: minimums, maximums: maximums)
    }

    private func measure(width: LayoutUnit, subviews: LayoutSubviews, cache: inout Cache) {
        if cache.width == width { return }
        let distribution = cache.distribution ?? self.distribution(subviews: subviews)
        let columns = distribution.columns(available: width)
        let rowCount = (subviews.count + columnCount - 1) / columnCount
        var heights = [LayoutUnit](filledWith: .zero, count: rowCount)
        for (index, cell) in subviews.enumerated() {
            let inner = (columns[index % columnCount] - cellPaddingHorizontal * 2).clampedToZero
            let height = cell.sizeThatFits(ProposedSize(width: inner)).height
            heights[index / columnCount] = max(heights[index / columnCount], height)
        }
        cache.distribution = distribution
        cache.width = width
        cache.columns = columns
        cache.rowHeights = heights.map { $0 + cellPaddingVertical * 2 + rowBorder }
    }

    /// The scroll box is as wide as proposed (the table's max-content width when the
    /// proposal leaves it open) and as tall as the table.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> LayoutSize {
        let width: LayoutUnit
        if let proposed = proposal.width {
            width = proposed
        } else {
            let distribution = cache.distribution ?? self.distribution(subviews: subviews)
            cache.distribution = distribution
            width = distribution.maxContentWidth
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
