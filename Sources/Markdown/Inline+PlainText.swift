extension Inline {
    /// The text a reader sees, markup stripped: text, code spans and image descriptions; breaks
    /// become spaces; raw HTML and footnote markers are left out.
    ///
    /// Recursion is bounded by `MarkdownTreeBuilder.maximumInlineDepth`.
    public static func plainText(_ inlines: [Inline]) -> String {
        var text = ""
        appendPlainText(of: inlines, to: &text)
        return text
    }

    private static func appendPlainText(of inlines: [Inline], to text: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let value), .code(let value): text += value
            case .softBreak, .lineBreak: text += " "
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                appendPlainText(of: children, to: &text)
            case .link(let link): appendPlainText(of: link.content, to: &text)
            case .image(let image): appendPlainText(of: image.alt, to: &text)
            case .html, .omittedHTML, .footnoteReference: break
            }
        }
    }
}
