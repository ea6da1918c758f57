/// A walk that makes one value of each block it visits (a layout node, a summary), as
/// `MarkdownWalker` is one that only looks: one method per kind of block, and `visit` the
/// one place that tells them apart.
public protocol BlockVisitor {
    associatedtype Result

    mutating func visitParagraph(_ inlines: [Inline], in block: Block) -> Result
    mutating func visitHeading(_ heading: Heading, in block: Block) -> Result
    mutating func visitBlockQuote(_ children: [Block], in block: Block) -> Result
    mutating func visitList(_ list: ListBlock, in block: Block) -> Result
    mutating func visitCodeBlock(info: String, literal: String, in block: Block) -> Result
    mutating func visitTimeline(_ timeline: Timeline, in block: Block) -> Result
    mutating func visitCallout(_ callout: Callout, in block: Block) -> Result
    mutating func visitHTMLBlock(_ html: String, in block: Block) -> Result
    mutating func visitOmittedHTMLBlock(_ block: Block) -> Result
    mutating func visitThematicBreak(_ block: Block) -> Result
    mutating func visitTable(_ table: Table, in block: Block) -> Result
}

extension BlockVisitor {
    @inlinable public mutating func visit(_ block: Block) -> Result {
        switch block.kind {
        case .paragraph(let inlines): visitParagraph(inlines, in: block)
        case .heading(let heading): visitHeading(heading, in: block)
        case .blockQuote(let children): visitBlockQuote(children, in: block)
        case .list(let list): visitList(list, in: block)
        case .codeBlock(let info, let literal): visitCodeBlock(info: info, literal: literal, in: block)
        case .timeline(let timeline): visitTimeline(timeline, in: block)
        case .callout(let callout): visitCallout(callout, in: block)
        case .htmlBlock(let html): visitHTMLBlock(html, in: block)
        case .omittedHTML: visitOmittedHTMLBlock(block)
        case .thematicBreak: visitThematicBreak(block)
        case .table(let table): visitTable(table, in: block)
        }
    }
}
