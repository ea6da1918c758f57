/// A layout tree measured at one width.
public struct MeasuredLayout: Sendable {
    /// The root's size.
    public var size: LayoutSize
    /// True when the root's height depends on something not measured.
    public var isUnverified: Bool
    /// Every anchor of the tree, in the root's space.
    public var anchors: AnchorPreferences
    /// The placed tree, when asked for (the inspector); nil otherwise, to save the work.
    public var tree: PlacedNode?
}
