import SitegenText

/// A block of a fixed height that fills the width it is offered (a rule, an embed with a
/// declared height, or one of unknown size, whose height is then a guess).
public struct FixedHeightLeaf: LeafLayout {
    public var height: LayoutUnit

    public init(height: LayoutUnit) {
        self.height = height
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
        LayoutSize(width: proposal.width ?? .zero, height: height)
    }
}
