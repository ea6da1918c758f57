import SitegenText

/// Rows measured on their own, stacked without gaps, standing in the tree as one leaf as
/// tall as all of them. Only for rows whose size does not depend on the proposal.
///
/// A list repeats the same rows on many pages: a row measured once in the same columns
/// need not be measured again, and its offset is the sum of the heights above it, rather
/// than each row being an element of its own at every width.
public struct StackedRowsLeaf: LeafLayout {
    /// Each row's height, top to bottom.
    public let heights: [LayoutUnit]
    /// The widest row.
    public let width: LayoutUnit

    public init(sizes: [LayoutSize]) {
        heights = sizes.map(\.height)
        width = sizes.map(\.width).max() ?? .zero
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
        LayoutSize(width: width, height: heights.reduce(.zero, +))
    }

    /// Each row's top and height, in the leaf's space.
    public var rowSpans: [(top: LayoutUnit, height: LayoutUnit)] {
        var top = LayoutUnit.zero
        return heights.map { height in
            defer { top += height }
            return (top, height)
        }
    }

    public func details(width: LayoutUnit) -> [String] { ["\(heights.count) rows"] }
}
