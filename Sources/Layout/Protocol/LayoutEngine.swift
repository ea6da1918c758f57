import SitegenText

/// Measures layout trees: proposes a width to the root, lets every container size and
/// place its children, and collects the anchors they report.
public enum LayoutEngine {
    /// Measures `root` at `width` (height unspecified). With `recordingTree`, also returns
    /// the placed tree for inspection.
    public static func measure(_ root: LayoutNode, width: LayoutUnit, recordingTree: Bool = false) -> MeasuredLayout {
        let measurement = NodeMeasurement(root)
        let placed = measurement.place(at: .zero, proposal: ProposedSize(width: width), recording: recordingTree)
        return MeasuredLayout(size: placed.size, isUnverified: placed.unverified, anchors: placed.anchors.resolved(),
                              tree: placed.tree)
    }

    /// Measures `root` at each of `widths`, in order: what `measure(_:width:)` gives at
    /// each, with the engine's state shared, so a node asked for a size it already
    /// answered (at another width, or unchanged by the width) answers at once.
    public static func measure(_ root: LayoutNode, widths: [LayoutUnit]) -> [MeasuredLayout] {
        let measurement = NodeMeasurement(root)
        return widths.map { width in
            let placed = measurement.place(at: .zero, proposal: ProposedSize(width: width), recording: false)
            return MeasuredLayout(size: placed.size, isUnverified: placed.unverified, anchors: placed.anchors.resolved(),
                                  tree: nil)
        }
    }

    /// The size `root` takes for `proposal`, without placing anything.
    public static func size(of root: LayoutNode, proposal: ProposedSize) -> LayoutSize {
        NodeMeasurement(root).size(for: proposal)
    }

    /// `measure(_:width:)`'s size and `isUnverified`, without placing anything or
    /// collecting anchors: for a tree measured only for its size (a page list's row).
    public static func size(of root: LayoutNode, width: LayoutUnit) -> (size: LayoutSize, isUnverified: Bool) {
        measuredSize(of: root, proposal: ProposedSize(width: width))
    }

    /// The size `root` takes for `proposal`, and whether it holds an element the engine
    /// cannot measure, without placing anything (a tag chip's ideal size).
    public static func measuredSize(of root: LayoutNode, proposal: ProposedSize) -> (size: LayoutSize, isUnverified: Bool) {
        let measurement = NodeMeasurement(root)
        let size = measurement.size(for: proposal)
        // Read from the measurements sizing made: walking the nodes copied every one of them.
        return (size, measurement.subtreeFlags.holdsUnverified)
    }
}
