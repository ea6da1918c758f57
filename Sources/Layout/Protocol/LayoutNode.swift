/// One element of a layout tree, before measurement: a leaf that sizes itself, or a
/// container whose `Layout` sizes and places its children.
public struct LayoutNode: Sendable {
    public enum Content: Sendable {
        case leaf(any LeafLayout)
        case container(any Layout, [LayoutNode])
    }

    /// What the element is, for the inspector (`paragraph`, `heading 2`, `list`…).
    public var kind: String
    /// When set, the element reports its rectangle as an anchor under this id.
    public var anchorID: String?
    public var margins: BlockMargins
    /// True when the engine cannot measure the element (raw HTML without a declared
    /// size): its size, and every position after it, are not to be trusted.
    public var isUnverified: Bool
    /// A short remark for the inspector (a list marker, an image's file).
    public var note: String?
    public var content: Content

    public init(
        kind: String, anchorID: String? = nil, margins: BlockMargins = .zero, isUnverified: Bool = false,
        note: String? = nil, content: Content
    ) {
        self.kind = kind
        self.anchorID = anchorID
        self.margins = margins
        self.isUnverified = isUnverified
        self.note = note
        self.content = content
    }

    /// A leaf element.
    public static func leaf(
        _ kind: String, _ layout: any LeafLayout, anchorID: String? = nil, margins: BlockMargins = .zero,
        isUnverified: Bool = false, note: String? = nil
    ) -> LayoutNode {
        LayoutNode(kind: kind, anchorID: anchorID, margins: margins, isUnverified: isUnverified, note: note,
                   content: .leaf(layout))
    }

    /// A container element.
    public static func container(
        _ kind: String, _ layout: any Layout, children: [LayoutNode], anchorID: String? = nil,
        margins: BlockMargins = .zero, note: String? = nil
    ) -> LayoutNode {
        LayoutNode(kind: kind, anchorID: anchorID, margins: margins, note: note, content: .container(layout, children))
    }
}
