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

    /// The width of each column of a table, in percent of the table's width, when the layout
    /// engine decides them (written as a `<colgroup>`); nil leaves tables as cmark writes them.
    /// The second argument says whether the table is in a footnote, whose text is smaller.
    public var tableColumnPercentages: (@Sendable (Table, _ inFootnote: Bool) -> [Double]?)?
    /// An image's intrinsic size in px by its source as written, when known at build time
    /// (written as `width` and `height`, so the browser reserves the space before loading).
    public var imageSize: (@Sendable (String) -> (width: Int, height: Int)?)?

    public init(options: MarkdownOptions = MarkdownOptions(), resolveURL: @escaping @Sendable (String) -> String = { $0 }) {
        self.options = options
        self.resolveURL = resolveURL
    }

    /// The page body: preamble, every section with its subsections, then the footnotes.
    public func render(_ document: Document) -> String {
        writing { $0.walk(document) }
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
