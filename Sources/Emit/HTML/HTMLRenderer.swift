import SitegenComposition
import SitegenMarkdown

/// Renders Markdown blocks, sections and footnotes to HTML.
///
/// The output equals cmark-gfm's own HTML (same escaping, newlines, safe-mode rules), except
/// that section headings carry their `id`. Raw HTML is written only when the document was read
/// with `MarkdownOptions.unsafeHTML` (otherwise the tree holds `omittedHTML` markers, written as
/// `<!-- raw HTML omitted -->`); `options.unsafeHTML` here decides whether `javascript:`, `vbscript:`,
/// `file:` and non-image `data:` URLs are kept or emptied. Text is always escaped, so template
/// syntax such as `{{ }}` in page content comes out literally.
public struct HTMLRenderer: Sendable {
    public var options: MarkdownOptions
    /// Maps each link and image address as written to the address the output needs (relative
    /// `.md` links to page URLs, the base path on site-root links); identity by default.
    public var resolveURL: @Sendable (String) -> String

    public init(options: MarkdownOptions = MarkdownOptions(), resolveURL: @escaping @Sendable (String) -> String = { $0 }) {
        self.options = options
        self.resolveURL = resolveURL
    }

    /// The page body: preamble, every section with its subsections, then the footnotes.
    public func render(_ document: Document) -> String {
        writing { $0.walk(document) }
    }

    /// A page's content as it was laid out: its body, with the table columns the layout
    /// decided (a `<colgroup>` each) and the sizes of its images (`width` and `height`).
    public func render(_ composition: PageComposition) -> String {
        var writer = HTMLWriter(renderer: self, composition: composition)
        writer.walk(composition.body)
        return writer.output.text
    }

    /// A section: its heading (with `id`), its blocks and, unless told otherwise, its subsections.
    public func render(_ section: Section, includingChildren: Bool = true) -> String {
        writing { writer in
            if includingChildren { writer.visitSection(section) } else { writer.writeSectionWithoutChildren(section) }
        }
    }

    /// A section's heading element alone: `<h2 id="…">…</h2>`.
    public func renderHeading(_ section: Section) -> String {
        writing { $0.writeHeading(section) }
    }

    public func render(_ blocks: [Block]) -> String {
        writing { $0.walk(blocks) }
    }

    public func render(_ inlines: [Inline]) -> String {
        writing { $0.walk(inlines) }
    }

    /// The `<section class="footnotes">` list; empty when there are no footnotes.
    public func render(_ footnotes: [Footnote]) -> String {
        writing { $0.visitFootnotes(footnotes) }
    }

    private func writing(_ body: (inout HTMLWriter) -> Void) -> String {
        var writer = HTMLWriter(renderer: self)
        body(&writer)
        return writer.output.text
    }
}
