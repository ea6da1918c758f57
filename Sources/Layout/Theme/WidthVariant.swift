/// One width a page is measured at: the content column's width, and the viewport widths
/// (CSS px, inclusive) for which the generated CSS gives the column exactly that width.
public struct WidthVariant: Hashable, Sendable {
    /// A short name (`desktop`, `phone-390`).
    public var name: String
    /// The content column's width in CSS px.
    public var contentWidth: Int
    public var minViewport: Int
    /// Nil: no upper bound.
    public var maxViewport: Int?
    /// The height of the page's sticky header at these viewports (CSS px): headings scrolled
    /// to land below it, and the table of contents highlights from a reading line under it.
    public var stickyHeaderHeight: Double

    public init(name: String, contentWidth: Int, minViewport: Int, maxViewport: Int?, stickyHeaderHeight: Double = 0) {
        self.name = name
        self.contentWidth = contentWidth
        self.minViewport = minViewport
        self.maxViewport = maxViewport
        self.stickyHeaderHeight = stickyHeaderHeight
    }

    /// Whether the variant serves a viewport `width` px wide.
    public func serves(viewport width: Int) -> Bool {
        width >= minViewport && (maxViewport.map { width <= $0 } ?? true)
    }
}
