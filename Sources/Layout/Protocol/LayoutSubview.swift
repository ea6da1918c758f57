import SitegenText

/// The children a `Layout` is given.
public typealias LayoutSubviews = [LayoutSubview]

/// A proxy for one child of a container, as SwiftUI's `LayoutSubview`: the container
/// asks it for sizes and tells it where it goes; it never sees the child itself.
public struct LayoutSubview {
    let measurement: NodeMeasurement

    /// What the child is (`paragraph`, `list`…).
    public var kind: String { measurement.kind }
    /// The child's vertical margins.
    public var margins: BlockMargins { measurement.margins }

    /// The size the child takes for `proposal` (answers are remembered per proposal).
    public func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
        measurement.size(for: proposal)
    }

    /// Places the child's top-left corner at `point` of the container's space, with the
    /// size it answers for `proposal`.
    public func place(at point: LayoutPoint, proposal: ProposedSize) {
        measurement.placement = (point, proposal)
    }
}
