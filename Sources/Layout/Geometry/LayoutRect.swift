import SitegenText

/// A rectangle in CSS px, in 1/64 px units: an origin (top-left) and a size.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    public var origin: LayoutPoint
    public var size: LayoutSize

    public init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: LayoutUnit, y: LayoutUnit, width: LayoutUnit, height: LayoutUnit) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }

    public static let zero = LayoutRect(origin: .zero, size: .zero)

    public var minX: LayoutUnit { origin.x }
    public var minY: LayoutUnit { origin.y }
    public var maxX: LayoutUnit { origin.x + size.width }
    public var maxY: LayoutUnit { origin.y + size.height }
    /// The horizontal middle, rounded down to 1/64 px.
    public var midX: LayoutUnit { origin.x + LayoutUnit(rawValue: size.width.rawValue / 2) }
    public var midY: LayoutUnit { origin.y + LayoutUnit(rawValue: size.height.rawValue / 2) }
    public var width: LayoutUnit { size.width }
    public var height: LayoutUnit { size.height }

    /// The same rectangle expressed in a space whose origin is at `-offset` of this one's
    /// (a child's rectangle moved into its parent's space, for the child's origin `offset`).
    public func offset(by offset: LayoutPoint) -> LayoutRect {
        LayoutRect(origin: origin.offset(by: offset), size: size)
    }

    public var description: String {
        "x \(origin.x.px) y \(origin.y.px) w \(size.width.px) h \(size.height.px)"
    }
}
