import SitegenEmit
import SitegenMarkdown

/// A page's body as the templates get it: HTML, and the sections its table of contents lists.
struct PageContent: Sendable {
    var html: String
    /// The sections of the body, for `page.toc`.
    var sections: [Section]
    /// The id of the level-1 heading the title was taken from, when the page opens with it:
    /// that heading is left out of `html` (the layout writes the title with this id), so the
    /// title is not shown twice.
    var titleID: String?

    static let empty = PageContent(html: "", sections: [], titleID: nil)

    /// Renders `document`'s body with `renderer`.
    init(document: Document, renderer: HTMLRenderer) {
        var body = document
        titleID = nil
        if document.titleSource == .heading, document.preamble.isEmpty, let first = document.sections.first,
           first.level == 1, first.plainTitle == document.title {
            body.preamble = first.blocks
            body.sections = first.children + document.sections.dropFirst()
            titleID = first.id
        }
        html = renderer.render(body)
        sections = body.sections
    }

    init(html: String, sections: [Section], titleID: String?) {
        self.html = html
        self.sections = sections
        self.titleID = titleID
    }
}
