import SitegenMarkdown

extension HTMLWriter {
    mutating func visitText(_ text: String) { output.writeEscaped(text) }

    mutating func visitCode(_ code: String) {
        output.write("<code>")
        output.writeEscaped(code)
        output.write("</code>")
    }

    mutating func visitEmphasis(_ children: [Inline]) { wrap(children, in: "em") }
    mutating func visitStrong(_ children: [Inline]) { wrap(children, in: "strong") }
    mutating func visitStrikethrough(_ children: [Inline]) { wrap(children, in: "del") }

    private mutating func wrap(_ children: [Inline], in element: String) {
        output.write("<\(element)>")
        walk(children)
        output.write("</\(element)>")
    }

    mutating func visitLink(_ link: Link) {
        output.write("<a href=\"")
        writeURL(link.destination)
        if !link.title.isEmpty {
            output.write("\" title=\"")
            output.writeEscaped(link.title)
        }
        output.write("\">")
        walk(link.content)
        output.write("</a>")
    }

    mutating func visitImage(_ image: Image) {
        output.write("<img src=\"")
        writeURL(image.source)
        output.write("\" alt=\"")
        var alt = AltText()
        alt.walk(image.alt)
        output.writeEscaped(alt.text)
        if !image.title.isEmpty {
            output.write("\" title=\"")
            output.writeEscaped(image.title)
        }
        if let size = composition?.imageSizes[image.source] {
            output.write("\" width=\"\(size.width)\" height=\"\(size.height)")
        }
        output.write("\" />")
    }

    mutating func visitOmittedInlineHTML() { output.write("<!-- raw HTML omitted -->") }
    mutating func visitSoftBreak() { output.write("\n") }
    mutating func visitLineBreak() { output.write("<br />\n") }

    mutating func visitFootnoteReference(_ reference: FootnoteReference) {
        output.write("<sup class=\"footnote-ref\"><a href=\"#fn-")
        output.writeEscapedURL(reference.label)
        output.write("\" id=\"fnref-")
        output.writeEscapedURL(reference.label)
        if reference.occurrence > 1 { output.write("-\(reference.occurrence)") }
        output.write("\" data-footnote-ref>\(reference.number)</a></sup>")
    }

    private mutating func writeURL(_ url: String) {
        if renderer.options.unsafeHTML || !HTMLEscaping.isDangerousURL(url) {
            output.writeEscapedURL(renderer.resolveURL(url))
        }
    }
}

/// An image description as attribute text: the text of every descendant (raw HTML too),
/// breaks as spaces.
private struct AltText: MarkdownWalker {
    var text = ""

    mutating func visitText(_ text: String) { self.text += text }
    mutating func visitCode(_ code: String) { text += code }
    mutating func visitInlineHTML(_ html: String) { text += html }
    mutating func visitSoftBreak() { text += " " }
    mutating func visitLineBreak() { text += " " }
}
