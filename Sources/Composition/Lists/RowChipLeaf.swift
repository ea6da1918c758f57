import SitegenLayout

/// A subtree measured only for its size, whose ideal size (for a nil width) is known: a tag
/// chip in a list's row. A `FlowLayout` asks every chip its ideal size first, and a list
/// asks it of each chip of each row at every width: the chips of a list are few, so their
/// ideal sizes are worked out once. Any other proposal goes to the subtree itself.
struct RowChipLeaf: LeafLayout {
    let node: LayoutNode
    let idealSize: LayoutSize
    /// Whether the subtree holds an element the engine cannot measure: the leaf's node is
    /// to say so too.
    let holdsUnverified: Bool

    init(_ node: LayoutNode) {
        self.node = node
        (idealSize, holdsUnverified) = LayoutEngine.measuredSize(of: node, proposal: .unspecified)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
        proposal.width == nil ? idealSize : LayoutEngine.size(of: node, proposal: proposal)
    }
}
