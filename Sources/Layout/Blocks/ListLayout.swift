import SitegenText

/// List items one below the other, indented by `indent` (CSS `padding-left` of `ul`/`ol`)
/// with `itemSpacing` between them (`li + li { margin-top }`). Markers sit outside the
/// items, in the indent, and take no width from them.
public struct ListLayout: Layout {
    public var indent: LayoutUnit
    public var itemSpacing: LayoutUnit

    public init(indent: LayoutUnit, itemSpacing: LayoutUnit) {
        self.indent = indent
        self.itemSpacing = itemSpacing
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> LayoutSize {
        let inner = proposal.width.map { ($0 - indent).clampedToZero }
        var height = LayoutUnit.zero
        var widest = LayoutUnit.zero
        for (index, item) in subviews.enumerated() {
            let size = item.sizeThatFits(ProposedSize(width: inner))
            if index > 0 { height += itemSpacing }
            height += size.height
            widest = max(widest, size.width)
        }
        return LayoutSize(width: proposal.width ?? widest + indent, height: height)
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        let inner = ProposedSize(width: (bounds.width - indent).clampedToZero)
        var y = bounds.minY
        for (index, item) in subviews.enumerated() {
            if index > 0 { y += itemSpacing }
            item.place(at: LayoutPoint(x: bounds.minX + indent, y: y), proposal: inner)
            y += item.sizeThatFits(inner).height
        }
    }
}
