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
            frames.append(LayoutRect(origin: LayoutPoint(x: x, y: rowTop), size: size))
            x += size.width
            rowHeight = max(rowHeight, size.height)
            rowStart = false
        }
        return frames
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> LayoutSize {
        let frames = self.frames(width: proposal.width, subviews: subviews)
        let height = frames.reduce(LayoutUnit.zero) { max($0, $1.maxY) }
        let widest = frames.reduce(LayoutUnit.zero) { max($0, $1.maxX) }
        return LayoutSize(width: proposal.width ?? widest, height: height)
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(width: bounds.width, subviews: subviews)) {
            subview.place(at: frame.origin.offset(by: bounds.origin), proposal: ProposedSize(width: frame.width))
        }
    }
}
