import SitegenText

/// Children one below the other at the full width, separated by their margins, which
/// collapse as CSS collapses adjacent sibling margins.
///
/// The margin model (the generated CSS says the same): the first child's top margin and
/// the last child's bottom margin are dropped (`:first-child { margin-top: 0 }`,
/// `:last-child { margin-bottom: 0 }`), so no margin ever collapses through a container's
/// edge; a child of zero height lets the margins on both its sides collapse together.
public struct VStackLayout: Layout {
    /// The least height (an empty list item still has its marker's line).
    public var minHeight: LayoutUnit

    public init(minHeight: LayoutUnit = .zero) {
        self.minHeight = minHeight
    }

    public struct Cache {
        var width: LayoutUnit?
        var origins: [LayoutUnit] = []
        var height: LayoutUnit = .zero
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> LayoutSize {
        let width = proposal.width ?? subviews.reduce(LayoutUnit.zero) {
            max($0, $1.sizeThatFits(.unspecified).width)
        }
        stack(width: width, subviews: subviews, cache: &cache)
        return LayoutSize(width: width, height: max(cache.height, minHeight))
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        stack(width: bounds.width, subviews: subviews, cache: &cache)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: LayoutPoint(x: bounds.minX, y: bounds.minY + cache.origins[index]),
                          proposal: ProposedSize(width: bounds.width))
        }
    }

    private func stack(width: LayoutUnit, subviews: LayoutSubviews, cache: inout Cache) {
        if cache.width == width && cache.origins.count == subviews.count { return }
        // The last width's array is refilled: a new one per width would be an allocation for
        // every container of every page at every width variant.
        cache.origins.removeAll(keepingCapacity: true)
        cache.origins.reserveCapacity(subviews.count)
        var y = LayoutUnit.zero
        var positive = LayoutUnit.zero
        var negative = LayoutUnit.zero
        func add(_ margin: LayoutUnit) {
            positive = max(positive, margin)
            negative = min(negative, margin)
        }
        for (index, subview) in subviews.enumerated() {
            let margins = subview.margins
            if index > 0 { add(margins.top) }
            let height = subview.sizeThatFits(ProposedSize(width: width)).height
            if height == .zero {
                // An empty block: its margins join those around it.
                if index < subviews.count - 1 { add(margins.bottom) }
                cache.origins.append(y + positive + negative)
                continue
            }
            y += positive + negative
            cache.origins.append(y)
            y += height
            positive = .zero
            negative = .zero
            if index < subviews.count - 1 { add(margins.bottom) }
        }
        cache.width = width
        cache.height = y
    }
}
