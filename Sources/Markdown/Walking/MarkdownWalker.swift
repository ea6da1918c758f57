/// A walk over a document's sections, blocks and inlines, in document order: a
/// `BlockVisitor` that makes nothing, and visits inlines too.
///
/// Each kind of node has a method whose default visits the node's children, so a walk
/// implements only the nodes it looks at, and calls `descend` where it wants the default
/// on top of its own work.
///
/// Recursion is bounded by the Markdown reader's nesting caps.
public protocol MarkdownWalker: BlockVisitor where Result == Void {
    mutating func visitSection(_ section: Section)
    /// A document's footnotes, all of them: a walk may write them as one list.
    mutating func visitFootnotes(_ footnotes: [Footnote])
    mutating func visitFootnote(_ footnote: Footnote)
    mutating func visitListItem(_ item: ListItem, of list: ListBlock)
    mutating func visitTableCell(_ cell: TableCell)

    mutating func visitText(_ text: String)
    mutating func visitCode(_ code: String)
    mutating func visitEmphasis(_ children: [Inline])
    mutating func visitStrong(_ children: [Inline])
    mutating func visitStrikethrough(_ children: [Inline])
    mutating func visitLink(_ link: Link)
    mutating func visitImage(_ image: Image)
    mutating func visitInlineHTML(_ html: String)
    mutating func visitOmittedInlineHTML()
    mutating func visitSoftBreak()
    mutating func visitLineBreak()
    mutating func visitFootnoteReference(_ reference: FootnoteReference)
}

extension MarkdownWalker {
    /// The whole document: its preamble, every section (title, blocks, subsections), then the footnotes.
    @inlinable public mutating func walk(_ document: Document) {
        walk(document.preamble)
        for section in document.sections { visitSection(section) }
        visitFootnotes(document.footnotes)
    }

    @inlinable public mutating func walk(_ blocks: [Block]) {
        for block in blocks { visit(block) }
    }

    @inlinable public mutating func walk(_ inlines: [Inline]) {
        for inline in inlines { visit(inline) }
    }

    /// The one place that tells inlines apart by kind.
    @inlinable public mutating func visit(_ inline: Inline) {
        switch inline {
        case .text(let text): visitText(text)
        case .code(let code): visitCode(code)
        case .emphasis(let children): visitEmphasis(children)
        case .strong(let children): visitStrong(children)
        case .strikethrough(let children): visitStrikethrough(children)
        case .link(let link): visitLink(link)
        case .image(let image): visitImage(image)
        case .html(let html): visitInlineHTML(html)
        case .omittedHTML: visitOmittedInlineHTML()
        case .softBreak: visitSoftBreak()
        case .lineBreak: visitLineBreak()
        case .footnoteReference(let reference): visitFootnoteReference(reference)
        }
    }

    // MARK: Defaults: visit the children.

    @inlinable public mutating func visitSection(_ section: Section) { descend(into: section) }

    @inlinable public mutating func visitFootnotes(_ footnotes: [Footnote]) {
        for footnote in footnotes { visitFootnote(footnote) }
    }

    @inlinable public mutating func visitFootnote(_ footnote: Footnote) { walk(footnote.blocks) }

    @inlinable public mutating func visitParagraph(_ inlines: [Inline], in block: Block) { walk(inlines) }
    @inlinable public mutating func visitHeading(_ heading: Heading, in block: Block) { walk(heading.content) }
    @inlinable public mutating func visitBlockQuote(_ children: [Block], in block: Block) { walk(children) }

    @inlinable public mutating func visitList(_ list: ListBlock, in block: Block) { descend(into: list) }

    @inlinable public mutating func visitListItem(_ item: ListItem, of list: ListBlock) { walk(item.blocks) }
    @inlinable public mutating func visitCodeBlock(info: String, literal: String, in block: Block) {}

    @inlinable public mutating func visitTimeline(_ timeline: Timeline, in block: Block) { descend(into: timeline) }

    @inlinable public mutating func visitCallout(_ callout: Callout, in block: Block) { descend(into: callout) }

    @inlinable public mutating func visitHTMLBlock(_ html: String, in block: Block) {}
    @inlinable public mutating func visitOmittedHTMLBlock(_ block: Block) {}
    @inlinable public mutating func visitThematicBreak(_ block: Block) {}

    @inlinable public mutating func visitTable(_ table: Table, in block: Block) { descend(into: table) }

    @inlinable public mutating func visitTableCell(_ cell: TableCell) { walk(cell.content) }

    @inlinable public mutating func visitText(_ text: String) {}
    @inlinable public mutating func visitCode(_ code: String) {}
    @inlinable public mutating func visitEmphasis(_ children: [Inline]) { walk(children) }
    @inlinable public mutating func visitStrong(_ children: [Inline]) { walk(children) }
    @inlinable public mutating func visitStrikethrough(_ children: [Inline]) { walk(children) }
    @inlinable public mutating func visitLink(_ link: Link) { walk(link.content) }
    @inlinable public mutating func visitImage(_ image: Image) { walk(image.alt) }
    @inlinable public mutating func visitInlineHTML(_ html: String) {}
    @inlinable public mutating func visitOmittedInlineHTML() {}
    @inlinable public mutating func visitSoftBreak() {}
    @inlinable public mutating func visitLineBreak() {}
    @inlinable public mutating func visitFootnoteReference(_ reference: FootnoteReference) {}
}

extension MarkdownWalker {
    // MARK: What the defaults do, for a walk that adds its own work around them.

    /// The section's title, its blocks, then its subsections.
    @inlinable public mutating func descend(into section: Section) {
        walk(section.title)
        walk(section.blocks)
        for child in section.children { visitSection(child) }
    }

    @inlinable public mutating func descend(into list: ListBlock) {
        for item in list.items { visitListItem(item, of: list) }
    }

    /// Every item's detail.
    @inlinable public mutating func descend(into timeline: Timeline) {
        for item in timeline.items { walk(item.detail) }
    }

    /// The title written, then the blocks.
    @inlinable public mutating func descend(into callout: Callout) {
        if let title = callout.title { walk(title) }
        walk(callout.blocks)
    }

    /// The header's cells, then each row's.
    @inlinable public mutating func descend(into table: Table) {
        for cell in table.header { visitTableCell(cell) }
        for row in table.rows { for cell in row { visitTableCell(cell) } }
    }
}
