import SitegenText

/// Children in `count` equal columns filled row by row, `gap` apart (CSS
/// `display: grid; grid-template-columns: repeat(count, 1fr); gap`): each row is as tall
/// as its tallest child.
public struct ColumnsLayout: Layout {
    public var count: Int
    public var columnGap: LayoutUnit
    public var rowGap: LayoutUnit

    public init(count: Int, columnGap: LayoutUnit, rowGap: LayoutUnit) {
        self.count = max(count, 1)
        self.columnGap = columnGap
        self.rowGap = rowGap
    }

    /// The width of one column in a container `width` wide.
    public func columnWidth(in width: LayoutUnit) -> LayoutUnit {
        (width - columnGap * (count - 1)).clampedToZero.divided(by: count)
    }

    private func rowHeights(column: LayoutUnit, subviews: LayoutSubviews) -> [LayoutUnit] {
        var heights: [LayoutUnit] = []
        for (index, subview) in subviews.enumerated() {
            let height = subview.sizeThatFits(ProposedSize(width: column)).height
            if index % count == 0 { heights.append(height) } else { heights[heights.count - 1] = max(heights[heights.count - 1], height) }
        }
        return heights
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> LayoutSize {
        let width = proposal.width ?? subviews.reduce(LayoutUnit.zero) {
            max($0, $1.sizeThatFits(.unspecified).width)
        } * count + columnGap * (count - 1)
        let heights = rowHeights(column: columnWidth(in: width), subviews: subviews)
        let height = heights.reduce(LayoutUnit.zero, +) + rowGap * max(heights.count - 1, 0)
        return LayoutSize(width: width, height: height)
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        let column = columnWidth(in: bounds.width)
        let heights = rowHeights(column: column, subviews: subviews)
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let row = index / count
            if index % count == 0 && row > 0 { y += heights[row - 1] + rowGap }
            let x = bounds.minX + (column + columnGap) * (index % count)
            subview.place(at: LayoutPoint(x: x, y: y), proposal: ProposedSize(width: column))
        }
    }
}
