import SitegenText

/// Items stacked a `gap` apart, each with a dot beside its first line, and a connector from
/// each dot to the next: SwiftUI's `anchorPreference` + `overlayPreferenceValue` at build
/// time. The container resolves each dot's rectangle in its own space, then draws the
/// connector from `current.maxY` to `next.minY`, centred on `current.midX`.
///
/// Children, in this order: the `n` items, their `n` dots, then the `n - 1` connectors
/// (`ContainerSizedLeaf`s: they take the size they are given).
public struct TimelineLayout: Layout {
    /// A dot's place and size, relative to its item's top-left corner.
    public struct Dot: Hashable, Sendable {
        public var x: LayoutUnit
        public var y: LayoutUnit
        public var size: LayoutUnit

        public init(x: LayoutUnit, y: LayoutUnit, size: LayoutUnit) {
            self.x = x
            self.y = y
            self.size = size
        }
    }

    /// One per item.
    public var dots: [Dot]
    public var gap: LayoutUnit
    public var lineWidth: LayoutUnit

    public init(dots: [Dot], gap: LayoutUnit, lineWidth: LayoutUnit) {
        self.dots = dots
        self.gap = gap
        self.lineWidth = lineWidth
    }

    public struct Cache {
        var width: LayoutUnit?
        var origins: [LayoutUnit] = []
        var height: LayoutUnit = .zero
    }

    public func makeCache(subviews: LayoutSubviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> LayoutSize {
        let width = proposal.width ?? .zero
        stack(width: width, subviews: subviews, cache: &cache)
        return LayoutSize(width: width, height: cache.height)
    }

    public func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        stack(width: bounds.width, subviews: subviews, cache: &cache)
        let count = itemCount(subviews)
        var rects: [LayoutRect] = []
        for index in 0..<count {
            let top = bounds.minY + cache.origins[index]
            subviews[index].place(at: LayoutPoint(x: bounds.minX, y: top), proposal: ProposedSize(width: bounds.width))
            let dot = dots[index]
            let rect = LayoutRect(x: bounds.minX + dot.x, y: top + dot.y, width: dot.size, height: dot.size)
            rects.append(rect)
            if count + index < subviews.count {
                subviews[count + index].place(at: rect.origin, proposal: ProposedSize(width: dot.size, height: dot.size))
            }
        }
        // The connectors: from each dot's bottom to the next dot's top, on the dot's centre line.
        for (index, (current, next)) in zip(rects, rects.dropFirst()).enumerated() where 2 * count + index < subviews.count {
            let x = current.midX - lineWidth.divided(by: 2)
            let length = (next.minY - current.maxY).clampedToZero
            subviews[2 * count + index].place(at: LayoutPoint(x: x, y: current.maxY),
                                              proposal: ProposedSize(width: lineWidth, height: length))
        }
    }

    private func itemCount(_ subviews: LayoutSubviews) -> Int { min(dots.count, subviews.count) }

    private func stack(width: LayoutUnit, subviews: LayoutSubviews, cache: inout Cache) {
        if cache.width == width && !cache.origins.isEmpty { return }
        var origins: [LayoutUnit] = []
        var y = LayoutUnit.zero
        for index in 0..<itemCount(subviews) {
            if index > 0 { y += gap }
            origins.append(y)
            y += subviews[index].sizeThatFits(ProposedSize(width: width)).height
        }
        cache.width = width
        cache.origins = origins
        cache.height = y
    }
}
