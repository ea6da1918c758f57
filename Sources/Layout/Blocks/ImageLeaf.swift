import SitegenText

/// An image or embed of known intrinsic size, shown at that size unless the container is
/// narrower (CSS `max-width: 100%; height: auto`): then scaled down, keeping its ratio.
public struct ImageLeaf: LeafLayout {
    public var intrinsicWidth: LayoutUnit
    public var intrinsicHeight: LayoutUnit

    public init(width: LayoutUnit, height: LayoutUnit) {
        self.intrinsicWidth = width
        self.intrinsicHeight = height
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
        let available = proposal.width ?? intrinsicWidth
        guard intrinsicWidth > available, intrinsicWidth > LayoutUnit.zero else {
            return LayoutSize(width: intrinsicWidth, height: intrinsicHeight)
        }
        // Chromium scales the other axis with LayoutUnit::MulDiv (truncating).
        let height = LayoutUnit(rawValue: Int(Int64(available.rawValue) * Int64(intrinsicHeight.rawValue)
                                              / Int64(intrinsicWidth.rawValue)))
        return LayoutSize(width: available, height: height)
    }

    public func details(width: LayoutUnit) -> [String] {
        ["intrinsic \(intrinsicWidth.px.twoDecimals)×\(intrinsicHeight.px.twoDecimals)"]
    }
}
