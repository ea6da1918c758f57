import SitegenMarkdown

extension HTMLWriter {
    /// The `<section class="footnotes">` list: each note's blocks, the back-references at the
    /// end of its last paragraph, or after its blocks.
    mutating func visitFootnotes(_ footnotes: [Footnote]) {
        guard !footnotes.isEmpty else { return }
        output.newline()
        output.write("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        for footnote in footnotes { visitFootnote(footnote) }
        output.write("</ol>\n</section>\n")
    }

    mutating func visitFootnote(_ footnote: Footnote) {
        output.write("<li id=\"fn-")
        output.writeEscapedURL(footnote.label)
        output.write("\">\n")
        let outer = context
        for (index, block) in footnote.blocks.enumerated() {
            context = index == footnote.blocks.count - 1 ? .endOfFootnote(footnote) : .normal
            visit(block)
        }
        context = outer
        if !footnote.endsWithParagraph {
            writeBackReferences(footnote)
            output.write("\n")
        }
        output.write("</li>\n")
    }

    /// Links from a footnote back to each of its references.
    mutating func writeBackReferences(_ footnote: Footnote) {
        let attributes = "class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\""
        output.write("<a href=\"#fnref-")
        output.writeEscapedURL(footnote.label)
        output.write("\" \(attributes)>↩</a>")
        guard footnote.referenceCount > 1 else { return }
        for occurrence in 2...footnote.referenceCount {
            output.write(" <a href=\"#fnref-")
            output.writeEscapedURL(footnote.label)
            output.write("-\(occurrence)\" \(attributes)>↩<sup class=\"footnote-ref\">\(occurrence)</sup></a>")
        }
    }
}

extension Footnote {
    /// Whether the back-references go inside the last paragraph (else after the blocks).
    var endsWithParagraph: Bool {
        if case .paragraph? = blocks.last?.kind { return true }
        return false
    }
}
