import SitegenText

/// Children left to right at their ideal widths, wrapping to a new row when the next one
/// would overflow: CSS `display: flex; flex-wrap: wrap; gap: rowGap columnGap;
/// align-items: flex-start`. A child wider than the container is shrunk to its width.
public struct FlowLayout: Layout {
    public var rowGap: LayoutUnit
    public var columnGap: LayoutUnit

    public init(rowGap: LayoutUnit, columnGap: LayoutUnit) {
        self.rowGap = rowGap
        self.columnGap = columnGap
    }

    /// Each child's frame, for a container `width` wide (nil: one row).
    func frames(width: LayoutUnit?, subviews: LayoutSubviews) -> [LayoutRect] {
        var frames: [LayoutRect] = []
        frames.reserveCapacity(subviews.count)
        forEachFrame(width: width, subviews: subviews) { frames.append($0) }
        return frames
    }

    /// Calls `body` with each child's frame, in order: sizing needs no array of them (a
    /// flow of tag chips is sized for every row of every list at every width).
    private func forEachFrame(width: LayoutUnit?, subviews: LayoutSubviews, _ body: (LayoutRect) -> Void) {
        var x = LayoutUnit.zero
        var rowTop = LayoutUnit.zero
        var rowHeight = LayoutUnit.zero
        var rowStart = true
        for subview in subviews {
            var size = subview.sizeThatFits(.unspecified)
            if let width, size.width > width {
                size = subview.sizeThatFits(ProposedSize(width: width))
                size.width = min(size.width, width)
            }
            // A flex line takes items while their widths and the gaps between them fit.
            if !rowStart, let width, x + columnGap + size.width > width {
                rowTop += rowHeight + rowGap
                x = .zero
                rowHeight = .zero
                rowStart = true
            }
            if !rowStart { x += columnGap }
            body(LayoutRect(origin: LayoutPoint(x: x, y: rowTop), size: size))
            x += size.width
            rowHeight = max(rowHeight, size.height)
            rowStart = false
        }
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> LayoutSize {
        var height = LayoutUnit.zero
        var widest = LayoutUnit.zero
        forEachFrame(width: proposal.width, subviews: subviews) { frame in
            height = max(height, frame.maxY)
            widest = max(widest, frame.maxX)
        }
        return LayoutSize(width: proposal.width ?? widest, height: height)
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(width: bounds.width, subviews: subviews)) {
            subview.place(at: frame.origin.offset(by: bounds.origin), proposal: ProposedSize(width: frame.width))
        }
    }
}
