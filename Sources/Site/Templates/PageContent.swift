import SitegenComposition
import SitegenEmit
import SitegenMarkdown

/// A page's body as the templates get it: HTML, the sections its table of contents lists, and
/// the layout data measured from the same composition.
struct PageContent: Sendable {
    var html: String
    /// The sections of the body, for `page.toc`.
    var sections: [Section]
    /// The id of the level-1 heading the title was taken from, when the page opens with it:
    /// that heading is left out of `html` (the layout writes the title with this id), so the
    /// title is not shown twice.
    var titleID: String?
    /// The `sg-layout` JSON of the body (`MeasuredPage.json`); nil when it was not measured.
    var layoutJSON: String?

    /// Whether the body shows anything: a page without it gets no `#sg-content`.
    var hasContent: Bool { html.contains { !$0.isWhitespace } }

    static let empty = PageContent(html: "", sections: [], titleID: nil)

    /// The body `rendered` from `composition`.
    init(_ rendered: RenderedContent, composition: PageComposition) {
        html = rendered.html
        layoutJSON = rendered.layoutJSON
        titleID = composition.titleID
        // Only the outline: the blocks would keep the whole document alive.
        sections = composition.body.sections.map(\.outline)
    }

    init(html: String, sections: [Section], titleID: String?, layoutJSON: String? = nil) {
        self.html = html
        self.sections = sections
        self.titleID = titleID
        self.layoutJSON = layoutJSON
    }
}

extension Section {
    /// The section and its subsections without their blocks: what a table of contents shows.
    var outline: Section {
        var outline = self
        outline.blocks = []
        outline.children = children.map(\.outline)
        return outline
    }
}
