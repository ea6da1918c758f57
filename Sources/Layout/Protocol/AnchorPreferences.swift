/// Anchors collected from a subtree, keyed by id and resolved into one container's space:
/// the engine's `anchorPreference`. Children report them while being placed; each
/// container moves its children's anchors into its own space by the children's origins.
///
/// Keyed by id, never by the order children were placed in: merging is commutative. Ids
/// are unique on a page; should two elements report one id, the upper one (then the
/// left one) wins, whatever the order.
public struct AnchorPreferences: Sendable, Equatable {
    public private(set) var anchors: [String: Anchor] = [:]

    public init() {}

    /// The anchor reported under `id`.
    public subscript(id: String) -> Anchor? { anchors[id] }

    /// The ids, sorted (for deterministic output).
    public var sortedIDs: [String] { anchors.keys.sorted() }

    public var count: Int { anchors.count }

    /// Records `anchor` under `id`.
    public mutating func report(_ id: String, _ anchor: Anchor) {
        if let existing = anchors[id], !Self.precedes(anchor, existing) { return }
        anchors[id] = anchor
    }

    /// Adds a child's anchors, given in the child's space, moved by the child's `origin`;
    /// all marked unverified when `unverified` (something before the child was not measured).
    public mutating func merge(_ child: AnchorPreferences, offsetBy origin: LayoutPoint, unverified: Bool = false) {
        if child.anchors.isEmpty { return }
        // The first child at the container's origin (a page's content, a section) hands its
        // anchors up as they are.
        if anchors.isEmpty && origin.x == .zero && origin.y == .zero && !unverified {
            anchors = child.anchors
            return
        }
        for (id, anchor) in child.anchors {
            report(id, Anchor(rect: anchor.rect.offset(by: origin), isUnverified: anchor.isUnverified || unverified))
        }
    }

    private static func precedes(_ a: Anchor, _ b: Anchor) -> Bool {
        if a.rect.minY != b.rect.minY { return a.rect.minY < b.rect.minY }
        if a.rect.minX != b.rect.minX { return a.rect.minX < b.rect.minX }
        if a.rect.size.height != b.rect.size.height { return a.rect.size.height < b.rect.size.height }
        if a.rect.size.width != b.rect.size.width { return a.rect.size.width < b.rect.size.width }
        return !a.isUnverified && b.isUnverified
    }
}
