/// One element after measurement, for inspection: where it went and why.
public struct PlacedNode: Sendable {
    public var kind: String
    public var anchorID: String?
    /// The element's border box in its parent's space.
    public var frame: LayoutRect
    public var margins: BlockMargins
    public var note: String?
    /// What the element says about itself at its width (a paragraph's lines).
    public var details: [String]
    /// True when the element's size is not measured (its own or a descendant's).
    public var isUnverified: Bool
    public var children: [PlacedNode]
}
