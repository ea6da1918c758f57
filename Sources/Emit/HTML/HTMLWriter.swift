import SitegenComposition
import SitegenMarkdown

/// The walk that writes a document's HTML for an `HTMLRenderer`, block by block.
struct HTMLWriter: MarkdownWalker {
    /// Where blocks stand, which changes how paragraphs are written.
    enum BlockContext {
        case normal
        /// In an item of a tight list: paragraphs lose their `<p>`.
        case tightListItem
        /// The last block of a footnote: a paragraph ends with the back-references.
        case endOfFootnote(Footnote)
    }

    let renderer: HTMLRenderer
    /// What the layout decided, for a page's content; nil writes what cmark writes.
    let composition: PageComposition?
    var output = HTMLOutput()
    /// The context of the blocks being walked (of a container's direct children).
    var context = BlockContext.normal

    init(renderer: HTMLRenderer, composition: PageComposition? = nil) {
        self.renderer = renderer
        self.composition = composition
    }

    /// `blocks`, as the children of a container that puts them in `context`.
    mutating func walk(_ blocks: [Block], in context: BlockContext) {
        let outer = self.context
        self.context = context
        walk(blocks)
        self.context = outer
    }

    // MARK: Sections

    mutating func visitSection(_ section: Section) {
        writeSectionWithoutChildren(section)
        for child in section.children { visitSection(child) }
    }

    mutating func writeSectionWithoutChildren(_ section: Section) {
        writeHeading(section)
        walk(section.blocks, in: .normal)
    }

    mutating func writeHeading(_ section: Section) {
        output.newline()
        output.write("<h\(section.level) id=\"")
        output.writeEscaped(section.id)
        output.write("\">")
        walk(section.title)
        output.write("</h\(section.level)>\n")
    }

    // MARK: Blocks

    mutating func visitParagraph(_ inlines: [Inline], in block: Block) {
        switch context {
        case .tightListItem:
            walk(inlines)
        case .normal:
            output.newline()
            output.write("<p>")
            walk(inlines)
            output.write("</p>\n")
        case .endOfFootnote(let footnote):
            output.newline()
            output.write("<p>")
            walk(inlines)
            output.write(" ")
            writeBackReferences(footnote)
            output.write("</p>\n")
        }
    }

    mutating func visitHeading(_ heading: Heading, in block: Block) {
        output.newline()
        output.write("<h\(heading.level)>")
        walk(heading.content)
        output.write("</h\(heading.level)>\n")
    }

    mutating func visitBlockQuote(_ children: [Block], in block: Block) {
        output.newline()
        output.write("<blockquote>\n")
        walk(children, in: .normal)
        output.newline()
        output.write("</blockquote>\n")
    }

    mutating func visitList(_ list: ListBlock, in block: Block) {
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
        descend(into: list)
        output.write(closing)
    }

    mutating func visitListItem(_ item: ListItem, of list: ListBlock) {
        output.newline()
        output.write("<li>")
        switch item.checkbox {
        case .checked?: output.write("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
        case .unchecked?: output.write("<input type=\"checkbox\" disabled=\"\" /> ")
        case nil: break
        }
        walk(item.blocks, in: list.isTight ? .tightListItem : .normal)
        output.write("</li>\n")
    }

    mutating func visitCodeBlock(info: String, literal: String, in block: Block) {
        if composition != nil { return writeHighlightedCodeBlock(info: info, literal: literal) }
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

    mutating func visitOmittedHTMLBlock(_ block: Block) {
        output.newline()
        output.write("<!-- raw HTML omitted -->")
        output.newline()
    }

    mutating func visitThematicBreak(_ block: Block) {
        output.newline()
        output.write("<hr />\n")
    }
}
