extension WordCounter {
    mutating func visitSection(_ section: Section) {
        finishText()
        descend(into: section)
    }

    mutating func visitParagraph(_ inlines: [Inline], in block: Block) {
        finishText()
        walk(inlines)
    }

    mutating func visitHeading(_ heading: Heading, in block: Block) {
        finishText()
        walk(heading.content)
    }

    mutating func visitCodeBlock(info: String, literal: String, in block: Block) {
        finishText()
        add(literal)
    }

    /// The block as written, as any fenced block is counted.
    mutating func visitTimeline(_ timeline: Timeline, in block: Block) {
        finishText()
        add(timeline.source)
    }

    mutating func visitCallout(_ callout: Callout, in block: Block) {
        finishText()
        descend(into: callout)
    }

    mutating func visitTableCell(_ cell: TableCell) {
        finishText()
        walk(cell.content)
    }

    mutating func visitText(_ text: String) { add(text) }
    mutating func visitCode(_ code: String) { add(code) }
    mutating func visitSoftBreak() { finishText() }
    mutating func visitLineBreak() { finishText() }
}
