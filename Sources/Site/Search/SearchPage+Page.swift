import SitegenMarkdown
import SitegenSearch

extension SearchPage {
    /// What the search index reads of `page`, at `url`: from its document, or from what was
    /// taken out of it as it was read (`DocumentExtract`), which is let go unless `taking` is
    /// false; nil for a page without Markdown.
    init?(_ page: Page, url: String, taking: Bool = true) {
        if let document = page.document {
            self.init(document, title: page.title, url: url)
        } else if var taken = taking ? page.extract?.takeSearchPage() : page.extract?.searchPage() {
            taken.url = url
            self = taken
        } else {
            return nil
        }
    }

    /// What the search index reads of `document`: the page's title and tags, the text before
    /// its first heading and each section's (the level-1 heading the title came from, which the
    /// page does not show as a section, counts as the top of the page, as `PageBody` does).
    init(_ document: Document, title: String, url: String) {
        var preamble = document.preamble
        var sections = document.sections
        if document.titleSource == .heading, preamble.isEmpty, let first = sections.first, first.level == 1,
           first.plainTitle == document.title {
            preamble = first.blocks
            sections = first.children + sections.dropFirst()
        }
        var result = [SearchSection(id: nil, heading: "", text: SearchText.of(preamble))]
        var pending = Array(sections.reversed())
        while let section = pending.popLast() {
            result.append(SearchSection(id: section.id, heading: section.plainTitle, text: SearchText.of(section.blocks)))
            pending.append(contentsOf: section.children.reversed())
        }
        self.init(url: url, title: title, tags: document.frontMatter.tags, sections: result)
    }
}
