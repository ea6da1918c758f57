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
        html.walk(document)
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
    private struct RawHTML: MarkdownWalker {
        var ids: [String] = []

        mutating func visitHTMLBlock(_ html: String, in block: Block) { ids += HTMLElementIDs.scan(html) }
        mutating func visitInlineHTML(_ html: String) { ids += HTMLElementIDs.scan(html) }
    }
}

extension String {
    /// The text with `%XX` escapes decoded, or nil when they do not decode to UTF-8.
    var removingPercentEncodingIfValid: String? {
        contains("%") ? removingPercentEncoding : self
    }
}
