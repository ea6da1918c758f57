/// An element's rectangle reported under an id, in some container's space.
public struct Anchor: Hashable, Sendable {
    public var rect: LayoutRect
    /// True when something above or before the element could not be measured.
    public var isUnverified: Bool

    public init(rect: LayoutRect, isUnverified: Bool = false) {
        self.rect = rect
        self.isUnverified = isUnverified
    }
}
