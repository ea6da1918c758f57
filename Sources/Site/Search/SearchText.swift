import SitegenMarkdown

/// The text a reader sees in blocks, for the search index: paragraphs, list items, table
/// cells, code, timeline details, each block on its own line; raw HTML left out.
struct SearchText: MarkdownWalker {
    var text = ""

    /// The plain text of `blocks`, not of any section under them.
    static func of(_ blocks: [Block]) -> String {
        var walk = SearchText()
        walk.walk(blocks)
        return walk.text
    }

    private mutating func endBlock() {
        if let last = text.utf8.last, last != UInt8(ascii: "\n") { text += "\n" }
    }

    mutating func visitParagraph(_ inlines: [Inline], in block: Block) {
        walk(inlines)
        endBlock()
    }

    mutating func visitHeading(_ heading: Heading, in block: Block) {
        walk(heading.content)
        endBlock()
    }

    mutating func visitCodeBlock(info: String, literal: String, in block: Block) {
        text += literal
        endBlock()
    }

    mutating func visitTableCell(_ cell: TableCell) {
        walk(cell.content)
        endBlock()
    }

    mutating func visitText(_ text: String) { self.text += text }
    mutating func visitCode(_ code: String) { text += code }
    mutating func visitSoftBreak() { text += " " }
    mutating func visitLineBreak() { text += " " }
}
