import SitegenText

/// The engine's state for one node during one measurement: remembered sizes per proposal,
/// the container's cache, and where the parent placed it. Lives only during `LayoutEngine.measure`.
final class MeasureSlot {
    let node: LayoutNode
    private var sizes: [ProposedSize: LayoutSize] = [:]
    private var cache: Any?
    private var childSlots: [MeasureSlot]?
    var placement: (point: LayoutPoint, proposal: ProposedSize)?

    init(_ node: LayoutNode) {
        self.node = node
    }

    var subviews: LayoutSubviews {
        if let childSlots { return childSlots.map(LayoutSubview.init) }
        guard case .container(_, let children) = node.content else { return [] }
        let slots = children.map(MeasureSlot.init)
        childSlots = slots
        return slots.map(LayoutSubview.init)
    }

    func size(for proposal: ProposedSize) -> LayoutSize {
        if let known = sizes[proposal] { return known }
        let size: LayoutSize
        switch node.content {
        case .leaf(let leaf):
            size = leaf.sizeThatFits(proposal)
        case .container(let layout, _):
            size = containerSize(layout, proposal)
        }
        sizes[proposal] = size
        return size
    }

    private func containerSize<L: Layout>(_ layout: L, _ proposal: ProposedSize) -> LayoutSize {
        let subviews = self.subviews
        var cache = (self.cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        self.cache = cache
        return size
    }

    private func placeChildren<L: Layout>(_ layout: L, in bounds: LayoutRect, _ proposal: ProposedSize) {
        let subviews = self.subviews
        var cache = (self.cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        self.cache = cache
    }

    /// Sizes the node for `proposal`, places its subtree, and returns its anchors (in its
    /// own space), whether its size is unverified, and the placed tree if `recording`.
    func place(
        at origin: LayoutPoint, proposal: ProposedSize, recording: Bool
    ) -> (size: LayoutSize, unverified: Bool, anchors: AnchorPreferences, tree: PlacedNode?) {
        let size = self.size(for: proposal)
        let bounds = LayoutRect(origin: .zero, size: size)
        var anchors = AnchorPreferences()
        var unverified = node.isUnverified
        var children: [PlacedNode] = []
        var details: [String] = []
        switch node.content {
        case .leaf(let leaf):
            if recording { details = leaf.details(width: size.width) }
        case .container(let layout, _):
            placeChildren(layout, in: bounds, proposal)
            for slot in childSlots ?? [] {
                let (point, childProposal) = slot.placement ?? (.zero, ProposedSize(width: size.width))
                let placed = slot.place(at: point, proposal: childProposal, recording: recording)
                // Everything after an element that could not be measured is not to be trusted.
                anchors.merge(placed.anchors, offsetBy: point, unverified: unverified)
                unverified = unverified || placed.unverified
                if let tree = placed.tree { children.append(tree) }
            }
        }
        if let id = node.anchorID {
            anchors.report(id, Anchor(rect: bounds, isUnverified: node.isUnverified))
        }
        let tree = recording ? PlacedNode(
            kind: node.kind, anchorID: node.anchorID, frame: LayoutRect(origin: origin, size: size),
            margins: node.margins, note: node.note, details: details, isUnverified: unverified,
            children: children) : nil
        return (size, unverified, anchors, tree)
    }
}
