import SitegenText

/// A width and a height in CSS px, in 1/64 px units.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    public var width: LayoutUnit
    public var height: LayoutUnit

    public init(width: LayoutUnit, height: LayoutUnit) {
        self.width = width
        self.height = height
    }

    public static let zero = LayoutSize(width: .zero, height: .zero)

    public var description: String { "\(width.px)×\(height.px)" }
}
