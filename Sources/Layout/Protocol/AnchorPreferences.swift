/// Anchors collected from a subtree, keyed by id and resolved into one container's space:
/// the engine's `anchorPreference`. Children report them while being placed; each
/// container moves its children's anchors into its own space by the children's origins.
///
/// Keyed by id, never by the order children were placed in: merging is commutative. Ids
/// are unique on a page; should two elements report one id, the upper one (then the
/// left one) wins, whatever the order.
public struct AnchorPreferences: Sendable, Equatable {
    /// Most nodes hold one anchor (their own) or none: those go without a dictionary, which
    /// every row of a page list used to allocate, and hash its id into, at every width.
    private enum Storage: Sendable {
        case none
        case one(String, Anchor)
        case many([String: Anchor])
    }

    private var storage = Storage.none

    public init() {}

    /// Every anchor, by id.
    public var anchors: [String: Anchor] {
        switch storage {
        case .none: [:]
        case .one(let id, let anchor): [id: anchor]
        case .many(let anchors): anchors
        }
    }

    /// The anchor reported under `id`.
    public subscript(id: String) -> Anchor? {
        switch storage {
        case .none: nil
        case .one(let key, let anchor): key == id ? anchor : nil
        case .many(let anchors): anchors[id]
        }
    }

    /// The ids, sorted (for deterministic output).
    public var sortedIDs: [String] {
        switch storage {
        case .none: []
        case .one(let id, _): [id]
        case .many(let anchors): anchors.keys.sorted()
        }
    }

    public var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let anchors): anchors.count
        }
    }

    public static func == (lhs: AnchorPreferences, rhs: AnchorPreferences) -> Bool {
        lhs.anchors == rhs.anchors
    }

    /// Records `anchor` under `id`.
    public mutating func report(_ id: String, _ anchor: Anchor) {
        switch storage {
        case .none:
            storage = .one(id, anchor)
        case .one(let key, let existing):
            if key != id {
                storage = .many([key: existing, id: anchor])
            } else if Self.precedes(anchor, existing) {
                storage = .one(id, anchor)
            }
        case .many:
            withDictionary { Self.report(id, anchor, into: &$0) }
        }
    }

    /// Adds a child's anchors, given in the child's space, moved by the child's `origin`;
    /// all marked unverified when `unverified` (something before the child was not measured).
    public mutating func merge(_ child: AnchorPreferences, offsetBy origin: LayoutPoint, unverified: Bool = false) {
        // The first child at the container's origin (a page's content, a section) hands its
        // anchors up as they are.
        if case .none = storage, origin == .zero, !unverified {
            storage = child.storage
            return
        }
        func moved(_ anchor: Anchor) -> Anchor {
            Anchor(rect: anchor.rect.offset(by: origin), isUnverified: anchor.isUnverified || unverified)
        }
        switch child.storage {
        case .none:
            return
        case .one(let id, let anchor):
            report(id, moved(anchor))
        case .many(let anchors):
            withDictionary { dictionary in
                for (id, anchor) in anchors { Self.report(id, moved(anchor), into: &dictionary) }
            }
        }
    }

    /// Runs `body` on the anchors as a dictionary, mutated in place (moved out of `storage`
    /// first, so that it is not copied).
    private mutating func withDictionary(_ body: (inout [String: Anchor]) -> Void) {
        var dictionary: [String: Anchor]
        switch storage {
        case .none: dictionary = [:]
        case .one(let id, let anchor): dictionary = [id: anchor]
        case .many(let anchors): dictionary = anchors
        }
        storage = .none
        body(&dictionary)
        storage = .many(dictionary)
    }

    private static func report(_ id: String, _ anchor: Anchor, into anchors: inout [String: Anchor]) {
        if let existing = anchors[id], !precedes(anchor, existing) { return }
        anchors[id] = anchor
    }

    private static func precedes(_ a: Anchor, _ b: Anchor) -> Bool {
        if a.rect.minY != b.rect.minY { return a.rect.minY < b.rect.minY }
        if a.rect.minX != b.rect.minX { return a.rect.minX < b.rect.minX }
        if a.rect.size.height != b.rect.size.height { return a.rect.size.height < b.rect.size.height }
        if a.rect.size.width != b.rect.size.width { return a.rect.size.width < b.rect.size.width }
        return !a.isUnverified && b.isUnverified
    }
}
