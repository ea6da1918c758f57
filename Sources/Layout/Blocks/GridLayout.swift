import SitegenText

/// Children in columns of given widths, filled row by row, `columnGap` and `rowGap` apart
/// (CSS `display: grid; grid-template-columns: <the widths in px>; gap; align-items: start`
/// with auto-placement): each row is as tall as its tallest child; each child is proposed
/// its column's width. One column makes a stack with gaps and no margin collapsing.
///
/// The container is as wide as its columns and gaps, whatever it is proposed.
public struct GridLayout: Layout {
    public var columns: [LayoutUnit]
    public var columnGap: LayoutUnit
    public var rowGap: LayoutUnit

    public init(columns: [LayoutUnit], columnGap: LayoutUnit = .zero, rowGap: LayoutUnit = .zero) {
        self.columns = columns.isEmpty ? [.zero] : columns
        self.columnGap = columnGap
        self.rowGap = rowGap
    }

    /// The left edge of each column.
    public var columnOffsets: [LayoutUnit] {
        var x = LayoutUnit.zero
        return columns.map { width in
            defer { x += width + columnGap }
            return x
        }
    }

    /// The width the columns and the gaps between them take.
    public var width: LayoutUnit { columns.reduce(.zero, +) + columnGap * (columns.count - 1) }

    private func rowHeights(subviews: LayoutSubviews) -> [LayoutUnit] {
        var heights: [LayoutUnit] = []
        heights.reserveCapacity((subviews.count + columns.count - 1) / max(columns.count, 1))
        for (index, subview) in subviews.enumerated() {
            let height = subview.sizeThatFits(ProposedSize(width: columns[index % columns.count])).height
            if index % columns.count == 0 { heights.append(height) } else {
                heights[heights.count - 1] = max(heights[heights.count - 1], height)
            }
        }
        return heights
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> LayoutSize {
        let heights = rowHeights(subviews: subviews)
        return LayoutSize(width: width, height: heights.reduce(.zero, +) + rowGap * max(heights.count - 1, 0))
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        let heights = rowHeights(subviews: subviews)
        let offsets = columnOffsets
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let row = index / columns.count
            if index % columns.count == 0 && row > 0 { y += heights[row - 1] + rowGap }
            let column = index % columns.count
            subview.place(at: LayoutPoint(x: bounds.minX + offsets[column], y: y), proposal: ProposedSize(width: columns[column]))
        }
    }
}
