/// The geometry of tag chips: pills of one line of text set in rows that wrap (CSS
/// `flex-wrap` with `gap`), on article pages above the content and in the tags column of
/// list pages. A chip shows `#` before its name.
public struct ChipGeometry: Hashable, Sendable {
    public var text: TextGeometry
    public var paddingVertical: Double
    public var paddingHorizontal: Double
    public var border: Double
    /// Between rows of chips, and between chips of a row.
    public var rowGap: Double
    public var columnGap: Double
    /// Below the chips when they open a page's content.
    public var spacing: Double

    public init(text: TextGeometry, paddingVertical: Double, paddingHorizontal: Double, border: Double,
                rowGap: Double, columnGap: Double, spacing: Double) {
        self.text = text
        self.paddingVertical = paddingVertical
        self.paddingHorizontal = paddingHorizontal
        self.border = border
        self.rowGap = rowGap
        self.columnGap = columnGap
        self.spacing = spacing
    }

    /// The default theme's chips: 13 px text on a 20 px line, 26 px tall, 8 px apart.
    public static let standard = ChipGeometry(
        text: TextGeometry(fontSize: 13, lineHeight: 20), paddingVertical: 2, paddingHorizontal: 10, border: 1,
        rowGap: 8, columnGap: 8, spacing: 24)

    /// A chip's height.
    public var height: Double { text.lineHeight + 2 * (paddingVertical + border) }

    /// What a chip adds to its text's width: padding and border on both sides.
    public var horizontalEdges: Double { 2 * (paddingHorizontal + border) }
}
