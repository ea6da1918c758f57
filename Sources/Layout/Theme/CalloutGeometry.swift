/// The geometry of a callout: a box with a bar on its leading side and padding all round,
/// a title line (an icon, then the title in bold) and the callout's blocks below it.
public struct CalloutGeometry: Hashable, Sendable {
    public var border: Double
    public var paddingVertical: Double
    public var paddingHorizontal: Double
    public var title: TextGeometry
    /// The icon's side; the title's text starts `iconSize + iconGap` in.
    public var iconSize: Double
    public var iconGap: Double
    /// Between the title and the first block.
    public var titleGap: Double
    /// Below the callout.
    public var spacing: Double

    public init(border: Double, paddingVertical: Double, paddingHorizontal: Double, title: TextGeometry,
                iconSize: Double, iconGap: Double, titleGap: Double, spacing: Double) {
        self.border = border
        self.paddingVertical = paddingVertical
        self.paddingHorizontal = paddingHorizontal
        self.title = title
        self.iconSize = iconSize
        self.iconGap = iconGap
        self.titleGap = titleGap
        self.spacing = spacing
    }

    /// How far the title's text starts from the content's leading edge.
    public var titleIndent: Double { iconSize + iconGap }

    /// The icon's top in the title line: centred on its first line.
    public var iconTop: Double { (title.lineHeight - iconSize) / 2 }

    public static let standard = CalloutGeometry(
        border: 4, paddingVertical: 12, paddingHorizontal: 16, title: TextGeometry(fontSize: 16, lineHeight: 26),
        iconSize: 16, iconGap: 8, titleGap: 8, spacing: 16)
}
