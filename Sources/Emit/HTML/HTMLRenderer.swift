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
        var output = HTMLOutput()
        write(document.preamble, context: .normal, to: &output)
        for section in document.sections { write(section, includingChildren: true, to: &output) }
        write(document.footnotes, to: &output)
        return output.text
    }

    /// A section: its heading (with `id`), its blocks and, unless told otherwise, its subsections.
    public func render(_ section: Section, includingChildren: Bool = true) -> String {
        var output = HTMLOutput()
        write(section, includingChildren: includingChildren, to: &output)
        return output.text
    }

    /// A section's heading element alone: `<h2 id="…">…</h2>`.
    public func renderHeading(_ section: Section) -> String {
        var output = HTMLOutput()
        writeHeading(section, to: &output)
        return output.text
    }

    public func render(_ blocks: [Block]) -> String {
        var output = HTMLOutput()
        write(blocks, context: .normal, to: &output)
        return output.text
    }

    public func render(_ inlines: [Inline]) -> String {
        var output = HTMLOutput()
        write(inlines, to: &output)
        return output.text
    }

    /// The `<section class="footnotes">` list; empty when there are no footnotes.
    public func render(_ footnotes: [Footnote]) -> String {
        var output = HTMLOutput()
        write(footnotes, to: &output)
        return output.text
    }

    // MARK: - Blocks

    /// Where blocks stand, which changes how paragraphs are written.
    enum BlockContext {
        case normal
        /// In an item of a tight list: paragraphs lose their `<p>`.
        case tightListItem
        /// The blocks of a footnote: the last paragraph ends with the back-references.
        case footnote(Footnote)
    }

    func write(_ section: Section, includingChildren: Bool, to output: inout HTMLOutput) {
        writeHeading(section, to: &output)
        write(section.blocks, context: .normal, to: &output)
        guard includingChildren else { return }
        // Recursion depth is the heading depth, at most six.
        for child in section.children { write(child, includingChildren: true, to: &output) }
    }

    func writeHeading(_ section: Section, to output: inout HTMLOutput) {
        output.newline()
        output.write("<h\(section.level) id=\"")
        output.writeEscaped(section.id)
        output.write("\">")
        write(section.title, to: &output)
        output.write("</h\(section.level)>\n")
    }

    /// Recursion is bounded by the Markdown reader's nesting cap.
    func write(_ blocks: [Block], context: BlockContext, to output: inout HTMLOutput) {
        for (index, block) in blocks.enumerated() {
            switch block.kind {
            case .paragraph(let inlines):
                switch context {
                case .tightListItem:
                    write(inlines, to: &output)
                case .normal:
                    output.newline()
                    output.write("<p>")
                    write(inlines, to: &output)
                    output.write("</p>\n")
                case .footnote(let footnote):
                    output.newline()
                    output.write("<p>")
                    write(inlines, to: &output)
                    if index == blocks.count - 1 {
                        output.write(" ")
                        writeBackReferences(footnote, to: &output)
                    }
                    output.write("</p>\n")
                }
            case .heading(let heading):
                output.newline()
                output.write("<h\(heading.level)>")
                write(heading.content, to: &output)
                output.write("</h\(heading.level)>\n")
            case .blockQuote(let children):
                output.newline()
                output.write("<blockquote>\n")
                write(children, context: .normal, to: &output)
                output.newline()
                output.write("</blockquote>\n")
            case .list(let list):
                write(list, to: &output)
            case .codeBlock(let info, let literal):
                // A timeline or steps block that does not read is shown as code (the build reports why).
                if let style = TimelineBlock.style(ofInfo: info),
                   case .success(let timeline) = TimelineBlock.parse(style: style, literal: literal, location: block.location) {
                    write(timeline, to: &output)
                } else {
                    writeCodeBlock(info: info, literal: literal, to: &output)
                }
            case .htmlBlock(let html):
                output.newline()
                output.write(html)
                output.newline()
            case .omittedHTML:
                output.newline()
                output.write("<!-- raw HTML omitted -->")
                output.newline()
            case .thematicBreak:
                output.newline()
                output.write("<hr />\n")
            case .table(let table):
                write(table, to: &output)
            }
        }
    }

    private func write(_ list: ListBlock, to output: inout HTMLOutput) {
        output.newline()
        let closing: String
        switch list.marker {
        case .bullet:
            output.write("<ul>\n")
            closing = "</ul>\n"
        case .ordered(let start):
            output.write(start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n")
            closing = "</ol>\n"
        }
        for item in list.items {
            output.newline()
            output.write("<li>")
            switch item.checkbox {
            case .checked?: output.write("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
            case .unchecked?: output.write("<input type=\"checkbox\" disabled=\"\" /> ")
            case nil: break
            }
            write(item.blocks, context: list.isTight ? .tightListItem : .normal, to: &output)
            output.write("</li>\n")
        }
        output.write(closing)
    }

    private func writeCodeBlock(info: String, literal: String, to output: inout HTMLOutput) {
        output.newline()
        // The language is the info string's first word (cmark stops at any ASCII space character).
        let language = info.unicodeScalars.prefix { !" \t\n\u{0B}\u{0C}\r".unicodeScalars.contains($0) }
        if info.isEmpty {
            output.write("<pre><code>")
        } else {
            output.write("<pre><code class=\"language-")
            output.writeEscaped(String(String.UnicodeScalarView(language)))
            output.write("\">")
        }
        output.writeEscaped(literal)
        output.write("</code></pre>\n")
    }

    private func write(_ table: Table, to output: inout HTMLOutput) {
        output.newline()
        output.write("<table>")
        if let percentages = tableColumnPercentages?(table, output.isInFootnotes) {
            output.newline()
            output.write("<colgroup>")
            for percentage in percentages { output.write("<col style=\"width: \(percentage)%\">") }
            output.write("</colgroup>")
        }
        writeRow(table.header, isHeader: true, alignments: table.alignments, to: &output)
        for (index, row) in table.rows.enumerated() {
            if index == 0 {
                output.newline()
                output.write("<tbody>")
            }
            writeRow(row, isHeader: false, alignments: table.alignments, to: &output)
        }
        if !table.rows.isEmpty {
            output.newline()
            output.write("</tbody>")
            output.newline()
        }
        output.newline()
        output.write("</table>")
        output.newline()
    }

    private func writeRow(_ cells: [TableCell], isHeader: Bool, alignments: [Table.Alignment], to output: inout HTMLOutput) {
        output.newline()
        if isHeader {
            output.write("<thead>")
            output.newline()
        }
        output.write("<tr>")
        let tag = isHeader ? "th" : "td"
        for (column, cell) in cells.enumerated() {
            output.newline()
            output.write("<\(tag)")
            switch column < alignments.count ? alignments[column] : .none {
            case .left: output.write(" align=\"left\"")
            case .center: output.write(" align=\"center\"")
            case .right: output.write(" align=\"right\"")
            case .none: break
            }
            output.write(">")
            write(cell.content, to: &output)
            output.write("</\(tag)>")
        }
        output.newline()
        output.write("</tr>")
        if isHeader {
            output.newline()
            output.write("</thead>")
        }
    }
}
