/// Anchors collected from a subtree, keyed by id and resolved into one container's space:
/// the engine's `anchorPreference`. Children report them while being placed; each
/// container moves its children's anchors into its own space by the children's origins.
///
/// Keyed by id, never by the order children were placed in: merging is commutative. Ids
/// are unique on a page; should two elements report one id, the upper one (then the
/// left one) wins, whatever the order.
public struct AnchorPreferences: Sendable, Equatable {
    /// Most nodes hold one anchor (their own) or none: those go without an array. A
    /// container's anchors are a list while the tree is placed (merging appends, and an id
    /// reported twice is in it twice), and are resolved into a dictionary once, at the root
    /// (`resolved()`): every level of a page used to hash every anchor below it again, at
    /// every width.
    private enum Storage: Sendable {
        case none
        case one(String, Anchor)
        case list([(id: String, anchor: Anchor)])
        case resolved([String: Anchor])
    }

    private var storage = Storage.none

    public init() {}

    /// Every anchor, by id.
    public var anchors: [String: Anchor] {
        switch storage {
        case .none: [:]
        case .one(let id, let anchor): [id: anchor]
        case .list(let entries): Self.dictionary(entries)
        case .resolved(let anchors): anchors
        }
    }

    /// The same anchors, keyed by id: what to read many ids from. Reading from a list
    /// resolves it on every read.
    public func resolved() -> AnchorPreferences {
        guard case .list(let entries) = storage else { return self }
        var made = AnchorPreferences()
        made.storage = .resolved(Self.dictionary(entries))
        return made
    }

    /// The anchor reported under `id`.
    public subscript(id: String) -> Anchor? {
        switch storage {
        case .none: nil
        case .one(let key, let anchor): key == id ? anchor : nil
        case .list(let entries):
            Self.preferred(id, in: entries)
        case .resolved(let anchors): anchors[id]
        }
    }

    /// The ids, sorted (for deterministic output).
    public var sortedIDs: [String] {
        anchors.keys.sorted()
    }

    public var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .list(let entries): Self.dictionary(entries).count
        case .resolved(let anchors): anchors.count
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
                storage = .list([(key, existing), (id, anchor)])
            } else if Self.precedes(anchor, existing) {
                storage = .one(id, anchor)
            }
        case .list, .resolved:
            withList { $0.append((id, anchor)) }
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
        case .list(let entries):
            withList { list in
                list.reserveCapacity(list.count + entries.count)
                for entry in entries { list.append((entry.id, moved(entry.anchor))) }
            }
        case .resolved(let anchors):
            withList { list in
                for (id, anchor) in anchors { list.append((id, moved(anchor))) }
            }
        }
    }

    /// Runs `body` on the anchors as a list, mutated in place (moved out of `storage` first,
    /// so that it is not copied).
    private mutating func withList(_ body: (inout [(id: String, anchor: Anchor)]) -> Void) {
        var list: [(id: String, anchor: Anchor)]
        switch storage {
        case .none: list = []
        case .one(let id, let anchor): list = [(id, anchor)]
        case .list(let entries): list = entries
        case .resolved(let anchors): list = anchors.map { ($0.key, $0.value) }
        }
        storage = .none
        body(&list)
        storage = .list(list)
    }

    /// The anchor of `id` in the list: the preferred one, if it is there twice.
    private static func preferred(_ id: String, in entries: [(id: String, anchor: Anchor)]) -> Anchor? {
        var found: Anchor?
        for entry in entries where entry.id == id {
            if let known = found, !precedes(entry.anchor, known) { continue }
            found = entry.anchor
        }
        return found
    }

    /// The list keyed by id, the preferred anchor of an id reported twice kept.
    private static func dictionary(_ entries: [(id: String, anchor: Anchor)]) -> [String: Anchor] {
        var anchors: [String: Anchor] = [:]
        anchors.reserveCapacity(entries.count)
        for (id, anchor) in entries {
            // One hash for an id seen once, as nearly all are.
            if let existing = anchors.updateValue(anchor, forKey: id), !precedes(anchor, existing) {
                anchors[id] = existing
            }
        }
        return anchors
    }

    private static func precedes(_ a: Anchor, _ b: Anchor) -> Bool {
        if a.rect.minY != b.rect.minY { return a.rect.minY < b.rect.minY }
        if a.rect.minX != b.rect.minX { return a.rect.minX < b.rect.minX }
        if a.rect.size.height != b.rect.size.height { return a.rect.size.height < b.rect.size.height }
        if a.rect.size.width != b.rect.size.width { return a.rect.size.width < b.rect.size.width }
        return !a.isUnverified && b.isUnverified
    }
}
