import SitegenComposition

/// What a page's `#sg-content` is written as: the HTML of its composition, and the layout
/// data (`sg-layout`) of its measurements.
public struct RenderedContent: Sendable {
    public var html: String
    public var layoutJSON: String
}

extension HTMLRenderer {
    /// A composed page's content, written: its HTML and its layout data.
    public func render(_ page: ComposedPage) -> RenderedContent {
        RenderedContent(html: render(page.composition), layoutJSON: page.measured.json)
    }
}
