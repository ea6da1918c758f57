import SitegenMarkdown

/// The body of a page's composition: its document, less the level-1 heading its title was
/// taken from when the page opens with it (the layout writes the title above the content,
/// under that heading's id, so that it is not shown twice).
struct PageBody: Sendable {
    var document: Document
    /// The id of the heading the title was taken from, when it was left out.
    var titleID: String?

    init(_ document: Document) {
        self.document = document
        titleID = nil
        if document.titleSource == .heading, document.preamble.isEmpty, let first = document.sections.first,
           first.level == 1, first.plainTitle == document.title {
            self.document.preamble = first.blocks
            self.document.sections = first.children + document.sections.dropFirst()
            titleID = first.id
        }
    }
}
