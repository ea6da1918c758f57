import SitegenText

/// A point in CSS px, in 1/64 px units (Chromium's `LayoutUnit`); y grows downwards.
public struct LayoutPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: LayoutUnit
    public var y: LayoutUnit

    public init(x: LayoutUnit, y: LayoutUnit) {
        self.x = x
        self.y = y
    }

    public static let zero = LayoutPoint(x: .zero, y: .zero)

    /// This point moved by `offset`.
    public func offset(by offset: LayoutPoint) -> LayoutPoint {
        LayoutPoint(x: x + offset.x, y: y + offset.y)
    }

    public var description: String { "(\(x.px), \(y.px))" }
}
