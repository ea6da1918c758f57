import SitegenMarkdown
import SitegenSearch

extension SearchPage {
    /// What the search index reads of `page`, at `url`: its title, tags, the text before its
    /// first heading and each section's (the level-1 heading the title came from, which the
    /// page does not show as a section, counts as the top of the page, as `PageBody` does).
    init?(_ page: Page, url: String) {
        guard let document = page.document else { return nil }
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
        self.init(url: url, title: page.title, tags: page.frontMatter?.tags ?? [], sections: result)
    }
}
