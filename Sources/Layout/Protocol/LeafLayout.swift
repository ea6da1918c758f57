import SitegenText

/// Content without children that sizes itself: a paragraph of text, an image, a rule.
public protocol LeafLayout: Sendable {
    /// The size the content takes for `proposal` (a nil width is its ideal width).
    func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize

    /// What the layout inspector shows about the content at `width` (lines, intrinsic size).
    func details(width: LayoutUnit) -> [String]

    /// For a leaf that fills a definite `width` (not zero) and whose height does not depend
    /// on the proposed height: its height there, and every width (`width` among them) at
    /// which it has that height too; nil where the leaf does not know (then it is asked at
    /// every width).
    func heldHeight(width: LayoutUnit) -> (height: LayoutUnit, widths: ClosedRange<LayoutUnit>)?
}

extension LeafLayout {
    public func details(width: LayoutUnit) -> [String] { [] }

    public func heldHeight(width: LayoutUnit) -> (height: LayoutUnit, widths: ClosedRange<LayoutUnit>)? { nil }
}
