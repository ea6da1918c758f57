import SitegenText

/// Content without children that sizes itself: a paragraph of text, an image, a rule.
public protocol LeafLayout: Sendable {
    /// The size the content takes for `proposal` (a nil width is its ideal width).
    func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize

    /// What the layout inspector shows about the content at `width` (lines, intrinsic size).
    func details(width: LayoutUnit) -> [String]
}

extension LeafLayout {
    public func details(width: LayoutUnit) -> [String] { [] }
}
