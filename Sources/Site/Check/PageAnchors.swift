import Foundation
import SitegenEmit
import SitegenMarkdown

/// The element ids of a published page, which `#fragment` links may point at.
struct PageAnchors: Sendable {
    /// Section ids (derived and explicit), footnote ids as the HTML renderer writes them
    /// (`fn-…`, `fnref-…`), and ids written in the page's raw HTML.
    let ids: Set<String>
    /// The ids worth suggesting for a misspelt fragment: sections and footnotes, sorted.
    let suggestable: [String]

    init(document: Document?) {
        guard let document else {
            ids = []
            suggestable = []
            return
        }
        var ids: Set<String> = []
        for section in document.allSections { ids.insert(section.id) }
        for footnote in document.footnotes {
            // The renderer writes the label percent-encoded into the attribute.
            let label = HTMLEscaping.percentEncoded(footnote.label)
            ids.insert("fn-" + label)
            ids.insert("fnref-" + label)
            if footnote.referenceCount > 1 {
                for occurrence in 2 ... footnote.referenceCount { ids.insert("fnref-\(label)-\(occurrence)") }
            }
        }
        suggestable = ids.sorted()
        var html = RawHTML()
        html.add(document.preamble)
        for section in document.allSections { html.add(section.title); html.add(section.blocks) }
        for footnote in document.footnotes { html.add(footnote.blocks) }
        for id in html.ids { ids.insert(id) }
        self.ids = ids
    }

    /// The ids of two pages claiming one URL (an error of its own): links to either's ids
    /// are not reported as well.
    func merged(with other: PageAnchors) -> PageAnchors {
        PageAnchors(ids: ids.union(other.ids), suggestable: Array(Set(suggestable).union(other.suggestable)).sorted())
    }

    private init(ids: Set<String>, suggestable: [String]) {
        self.ids = ids
        self.suggestable = suggestable
    }

    /// Whether a link's fragment, as written, finds an element: the way browsers look,
    /// first the fragment as the URL holds it (percent-encoded), then decoded.
    func contains(fragment: String) -> Bool {
        if ids.contains(fragment) || ids.contains(HTMLEscaping.percentEncoded(fragment)) { return true }
        if let decoded = fragment.removingPercentEncodingIfValid, ids.contains(decoded) { return true }
        return false
    }

    /// The ids in raw HTML blocks and tags (kept only when the site allows unsafe HTML).
    private struct RawHTML {
        var ids: [String] = []

        /// Recursion is bounded by the Markdown reader's nesting cap.
        mutating func add(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case .htmlBlock(let html): ids += HTMLElementIDs.scan(html)
                case .paragraph(let inlines): add(inlines)
                case .heading(let heading): add(heading.content)
                case .blockQuote(let children): add(children)
                case .list(let list): for item in list.items { add(item.blocks) }
                case .table(let table):
                    for cell in table.header { add(cell.content) }
                    for row in table.rows { for cell in row { add(cell.content) } }
                case .codeBlock, .omittedHTML, .thematicBreak: break
                }
            }
        }

        mutating func add(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .html(let html): ids += HTMLElementIDs.scan(html)
                case .emphasis(let children), .strong(let children), .strikethrough(let children): add(children)
                case .link(let link): add(link.content)
                default: break
                }
            }
        }
    }
}

extension String {
    /// The text with `%XX` escapes decoded, or nil when they do not decode to UTF-8.
    var removingPercentEncodingIfValid: String? {
        contains("%") ? removingPercentEncoding : self
    }
}
