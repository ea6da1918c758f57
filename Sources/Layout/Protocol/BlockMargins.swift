import SitegenText

/// A block's vertical margins. Between siblings of a vertical stack they collapse as CSS
/// collapses adjacent margins.
public struct BlockMargins: Hashable, Sendable {
    public var top: LayoutUnit
    public var bottom: LayoutUnit

    public init(top: LayoutUnit = .zero, bottom: LayoutUnit = .zero) {
        self.top = top
        self.bottom = bottom
    }

    public static let zero = BlockMargins()

    /// The space two adjoining margins make (CSS 2.2 §8.3.1): the largest positive one
    /// plus the most negative one.
    public static func collapse(_ a: LayoutUnit, _ b: LayoutUnit) -> LayoutUnit {
        let positive = max(max(a, b), .zero)
        let negative = min(min(a, b), .zero)
        return positive + negative
    }
}
