import SitegenText

/// The engine's state for one node during one measurement: remembered sizes per proposal,
/// the container's cache, and where the parent placed it. Lives only during `LayoutEngine.measure`.
///
/// Every node of every page gets one, kept across the width variants, so it allocates as
/// little as it can: a node is asked for a proposal or two per width (sizes are kept in a
/// stretch of one array shared by the tree, not a dictionary), its subviews are made once,
/// and its cache lives in a box typed by its layout (no cast through `Any` on every call);
/// a layout without a cache gets no box.
///
/// Its state is `@exclusivity(unchecked)`: a measurement is used by one thread, and a node's cache
/// is lent to its own layout only while that layout works on the node's children, which are
/// other measurements, so accesses never overlap, and the runtime's checks of those
/// accesses would cost a noticeable share of the engine's time (`LayoutBench` shows it).
final class NodeMeasurement {
    // The node's parts, held apart: switching over `LayoutNode.Content` (an enum holding an
    // existential) copied it, and its children, on every size asked of it; the engine
    // calls the leaf or layout here in place. About a thousand copies a page.
    let kind: String
    let margins: BlockMargins
    private let anchorID: String?
    private let isUnverified: Bool
    private let note: String?
    private let isLeaf: Bool
    /// The leaf, or `NoLeaf` for a container.
    private let leaf: any LeafLayout
    /// The container's layout, or `NoLayout` for a leaf.
    private let layout: any Layout
    private let children: [LayoutNode]
    /// The sizes answered so far: the first in a stretch of the tree's `MeasuredSizes`
    /// (`stretch`, none until the first answer), the rest in `moreSizes`.
    private let sizes: MeasuredSizes
    @exclusivity(unchecked) private var stretch: UnsafeMutablePointer<MeasuredSizes.Entry>?
    @exclusivity(unchecked) private var sizeCount = 0
    @exclusivity(unchecked) private var moreSizes: [MeasuredSizes.Entry] = []
    @exclusivity(unchecked) private var cache: AnyObject?
    @exclusivity(unchecked) private var madeSubviews: LayoutSubviews?
    @exclusivity(unchecked) var placement: (point: LayoutPoint, proposal: ProposedSize)?
    /// Whether the node or one below it reports an anchor, and whether it or one below it
    /// cannot be measured (`subtreeFlags`), once worked out.
    @exclusivity(unchecked) private var subtree: (holdsAnchor: Bool, holdsUnverified: Bool)?

    /// A container's cache, mutated in place.
    private final class CacheBox<Cache> {
        @exclusivity(unchecked) var value: Cache
        init(_ value: Cache) { self.value = value }
    }

    /// The measurement of `node`, its sizes kept in `sizes` (the tree's; a root makes its own).
    /// The node is borrowed (`__shared`): taken as its own copy, as an initializer takes
    /// its arguments, every child was copied whole before its parts were.
    init(_ node: __shared LayoutNode, sizes: MeasuredSizes = MeasuredSizes()) {
        (kind, margins, anchorID, isUnverified, note) = (node.kind, node.margins, node.anchorID, node.isUnverified, node.note)
        switch node.content {
        case .leaf(let leaf):
            (isLeaf, self.leaf, layout, children) = (true, leaf, NoLayout(), [])
        case .container(let layout, let children):
            (isLeaf, leaf, self.layout, self.children) = (false, NoLeaf(), layout, children)
        }
        self.sizes = sizes
    }

    /// Stands for the leaf of a container.
    private struct NoLeaf: LeafLayout {
        func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize { LayoutSize(width: .zero, height: .zero) }
    }

    /// Stands for the layout of a leaf.
    private struct NoLayout: Layout {
        func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> LayoutSize {
            LayoutSize(width: .zero, height: .zero)
        }

        func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {}
    }

    var subviews: LayoutSubviews {
        if let madeSubviews { return madeSubviews }
        guard !isLeaf else { return [] }
        let made = children.map { LayoutSubview(measurement: NodeMeasurement($0, sizes: sizes)) }
        madeSubviews = made
        return made
    }

    /// Whether the node or one below it reports an anchor, and whether it or one below it
    /// cannot be measured: neither depends on the width. Worked out once per node, from
    /// its children's measurements (which the first measurement makes anyway).
    var subtreeFlags: (holdsAnchor: Bool, holdsUnverified: Bool) {
        if let subtree { return subtree }
        var flags = (holdsAnchor: anchorID != nil, holdsUnverified: isUnverified)
        for subview in subviews {
            let child = subview.measurement.subtreeFlags
            flags = (flags.holdsAnchor || child.holdsAnchor, flags.holdsUnverified || child.holdsUnverified)
        }
        subtree = flags
        return flags
    }

    func size(for proposal: ProposedSize) -> LayoutSize {
        if let stretch {
            for index in 0..<min(sizeCount, MeasuredSizes.stretch) {
                if let size = stretch[index].size(answering: proposal) { return size }
            }
        }
        for known in moreSizes {
            if let size = known.size(answering: proposal) { return size }
        }
        let entry = isLeaf ? leafSize(proposal) : MeasuredSizes.Entry(
            proposal: proposal, size: containerSize(layout, proposal), heldWidths: nil)
        if sizeCount < MeasuredSizes.stretch {
            let stretch = self.stretch ?? sizes.reserveStretch()
            self.stretch = stretch
            // Plain data: written over whatever the block held.
            (stretch + sizeCount).initialize(to: entry)
        } else {
            moreSizes.append(entry)
        }
        sizeCount += 1
        return entry.size
    }

    /// The leaf's size for `proposal`, with the widths it keeps that height at where it
    /// knows them: a paragraph broken at one width variant is not broken again at another
    /// where its lines are the same.
    private func leafSize(_ proposal: ProposedSize) -> MeasuredSizes.Entry {
        if let width = proposal.width, width > .zero, let held = leaf.heldHeight(width: width) {
            return MeasuredSizes.Entry(proposal: proposal, size: LayoutSize(width: width, height: held.height),
                                       heldWidths: held.widths)
        }
        return MeasuredSizes.Entry(proposal: proposal, size: leaf.sizeThatFits(proposal), heldWidths: nil)
    }

    /// Stands for the cache of a layout that has none.
    private final class NoCache: Sendable {
        static let shared = NoCache()
    }

    /// The cache of `layout` (made on first use), nil for a layout without one (grids,
    /// lists, flows): a box for nothing would be an allocation per container of every page.
    private func cacheBox<L: Layout>(_ layout: L, _ subviews: LayoutSubviews) -> CacheBox<L.Cache>? {
        // The node never changes, so neither does its layout's type.
        if let cache {
            return cache === NoCache.shared ? nil : unsafeDowncast(cache, to: CacheBox<L.Cache>.self)
        }
        if L.Cache.self == Void.self {
            cache = NoCache.shared
            return nil
        }
        let box = CacheBox(layout.makeCache(subviews: subviews))
        cache = box
        return box
    }

    private func containerSize<L: Layout>(_ layout: L, _ proposal: ProposedSize) -> LayoutSize {
        let subviews = self.subviews
        guard let box = cacheBox(layout, subviews) else {
            var none = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
        }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &box.value)
    }

    private func placeChildren<L: Layout>(_ layout: L, in bounds: LayoutRect, _ proposal: ProposedSize) {
        let subviews = self.subviews
        guard let box = cacheBox(layout, subviews) else {
            var none = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
            return
        }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &box.value)
    }

    /// Sizes the node for `proposal`, places its subtree, and returns its anchors (in its
    /// own space), whether its size is unverified, and the placed tree if `recording`.
    func place(
        at origin: LayoutPoint, proposal: ProposedSize, recording: Bool
    ) -> (size: LayoutSize, unverified: Bool, anchors: AnchorPreferences, tree: PlacedNode?) {
        let size = self.size(for: proposal)
        let bounds = LayoutRect(origin: .zero, size: size)
        var anchors = AnchorPreferences()
        var unverified = isUnverified
        var children: [PlacedNode] = []
        var details: [String] = []
        if isLeaf {
            if recording { details = leaf.details(width: size.width) }
        } else {
            placeChildren(layout, in: bounds, proposal)
            for subview in madeSubviews ?? [] {
                let child = subview.measurement
                // Read once: the next measurement (at another width) places the child anew.
                defer { child.placement = nil }
                // Only the anchors' positions are wanted (a dozen a page), not every node's:
                // a subtree without any is sized by its parent, never placed.
                if !recording {
                    let flags = child.subtreeFlags
                    if !flags.holdsAnchor {
                        unverified = unverified || flags.holdsUnverified
                        continue
                    }
                }
                let (point, childProposal) = child.placement ?? (.zero, ProposedSize(width: size.width))
                let placed = child.place(at: point, proposal: childProposal, recording: recording)
                // Everything after an element that could not be measured is not to be trusted.
                anchors.merge(placed.anchors, offsetBy: point, unverified: unverified)
                unverified = unverified || placed.unverified
                if let tree = placed.tree { children.append(tree) }
            }
        }
        if let anchorID {
            anchors.report(anchorID, Anchor(rect: bounds, isUnverified: isUnverified))
        }
        let tree = recording ? PlacedNode(
            kind: kind, anchorID: anchorID, frame: LayoutRect(origin: origin, size: size),
            margins: margins, note: note, details: details, isUnverified: unverified,
            children: children) : nil
        return (size, unverified, anchors, tree)
    }
}
