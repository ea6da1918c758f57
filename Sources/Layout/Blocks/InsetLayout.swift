import SitegenText

/// Padding and border around children stacked as a `VStackLayout` (a blockquote's bar and
/// indent, a code block's padding).
public struct InsetLayout: Layout {
    public var top: LayoutUnit
    public var leading: LayoutUnit
    public var bottom: LayoutUnit
    public var trailing: LayoutUnit
    var stack = VStackLayout()

    public init(top: LayoutUnit = .zero, leading: LayoutUnit = .zero, bottom: LayoutUnit = .zero, trailing: LayoutUnit = .zero) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public func makeCache(subviews: LayoutSubviews) -> VStackLayout.Cache { stack.makeCache(subviews: subviews) }

    private func inner(_ width: LayoutUnit?) -> LayoutUnit? {
        width.map { ($0 - leading - trailing).clampedToZero }
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout VStackLayout.Cache) -> LayoutSize {
        let size = stack.sizeThatFits(proposal: ProposedSize(width: inner(proposal.width)), subviews: subviews, cache: &cache)
        return LayoutSize(width: size.width + leading + trailing, height: size.height + top + bottom)
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout VStackLayout.Cache) {
        let content = LayoutRect(x: bounds.minX + leading, y: bounds.minY + top,
                                 width: (bounds.width - leading - trailing).clampedToZero,
                                 height: (bounds.height - top - bottom).clampedToZero)
        stack.placeSubviews(in: content, proposal: ProposedSize(width: content.width), subviews: subviews, cache: &cache)
    }
}
