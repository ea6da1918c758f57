import SitegenText

/// A subtree measured on its own, standing in the tree with the size it came to: lists
/// repeat the same rows on many pages, and a row measured once in the same columns need
/// not be measured again. Only for subtrees whose size does not depend on the proposal.
public struct MeasuredLeaf: LeafLayout {
    public var size: LayoutSize

    public init(size: LayoutSize) {
        self.size = size
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize { size }
}
