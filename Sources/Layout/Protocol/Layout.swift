/// A container's way of sizing and placing its children, modelled on SwiftUI's `Layout`:
/// the parent proposes a size, the container answers the size it needs
/// (`sizeThatFits`), then places each child (`placeSubviews`) by calling
/// `LayoutSubview.place(at:proposal:)`. The cache holds work both calls share; the
/// engine makes it once per container and measurement.
public protocol Layout: Sendable {
    associatedtype Cache = Void

    /// Work shared by `sizeThatFits` and `placeSubviews` for these children.
    func makeCache(subviews: LayoutSubviews) -> Cache

    /// The size the container needs for `proposal`, having asked its children theirs.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> LayoutSize

    /// Places every child inside `bounds` (in the container's own space: origin zero).
    func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) {}
}
