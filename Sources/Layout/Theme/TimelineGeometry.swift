/// The geometry of a timeline or steps block: items stacked `itemGap` apart, text starting
/// `gutter` px in, a dot centred at `dotCenterX` on the item's first line, and connectors
/// `lineWidth` wide between consecutive dots.
public struct TimelineGeometry: Hashable, Sendable {
    public var gutter: Double
    public var dotCenterX: Double
    public var dotSize: Double
    /// The first item's dot (a timeline emphasises it).
    public var firstDotSize: Double
    public var lineWidth: Double
    public var itemGap: Double
    /// The line above the title (a timeline's date); nil for none.
    public var label: TextGeometry?
    public var title: TextGeometry
    /// Between the title and the detail.
    public var detailGap: Double
    /// Below the block.
    public var spacing: Double

    public init(gutter: Double, dotCenterX: Double, dotSize: Double, firstDotSize: Double, lineWidth: Double,
                itemGap: Double, label: TextGeometry?, title: TextGeometry, detailGap: Double, spacing: Double) {
        self.gutter = gutter
        self.dotCenterX = dotCenterX
        self.dotSize = dotSize
        self.firstDotSize = firstDotSize
        self.lineWidth = lineWidth
        self.itemGap = itemGap
        self.label = label
        self.title = title
        self.detailGap = detailGap
        self.spacing = spacing
    }

    /// A dot's size: the first item's, or the others'.
    public func dotSize(first: Bool) -> Double { first ? firstDotSize : dotSize }

    /// A dot's top in its item: centred on the first line (the label's, else the title's).
    public func dotTop(first: Bool) -> Double { ((label ?? title).lineHeight - dotSize(first: first)) / 2 }

    /// A dot's left edge in its item.
    public func dotLeft(first: Bool) -> Double { dotCenterX - dotSize(first: first) / 2 }

    /// Dated items with a small dot, the first one larger.
    public static let timeline = TimelineGeometry(
        gutter: 32, dotCenterX: 8, dotSize: 12, firstDotSize: 16, lineWidth: 2, itemGap: 24,
        label: TextGeometry(fontSize: 13, lineHeight: 20), title: TextGeometry(fontSize: 16, lineHeight: 26),
        detailGap: 4, spacing: 16)

    /// Numbered steps: the number in a large dot beside the title.
    public static let steps = TimelineGeometry(
        gutter: 40, dotCenterX: 12, dotSize: 24, firstDotSize: 24, lineWidth: 2, itemGap: 24,
        label: nil, title: TextGeometry(fontSize: 16, lineHeight: 26), detailGap: 4, spacing: 16)
}
