import SitegenText

/// An element that takes exactly the size its container proposes (a timeline's dot or
/// connector, whose geometry the container decides).
public struct ContainerSizedLeaf: LeafLayout {
    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
        LayoutSize(width: proposal.width ?? .zero, height: proposal.height ?? .zero)
    }
}
