import SitegenMarkdown

extension HTMLRenderer {
    /// Recursion is bounded by the Markdown reader's inline nesting cap.
    func write(_ inlines: [Inline], to output: inout HTMLOutput) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                output.writeEscaped(text)
            case .code(let code):
                output.write("<code>")
                output.writeEscaped(code)
                output.write("</code>")
            case .emphasis(let children):
                output.write("<em>")
                write(children, to: &output)
                output.write("</em>")
            case .strong(let children):
                output.write("<strong>")
                write(children, to: &output)
                output.write("</strong>")
            case .strikethrough(let children):
                output.write("<del>")
                write(children, to: &output)
                output.write("</del>")
            case .link(let link):
                output.write("<a href=\"")
                writeURL(link.destination, to: &output)
                if !link.title.isEmpty {
                    output.write("\" title=\"")
                    output.writeEscaped(link.title)
                }
                output.write("\">")
                write(link.content, to: &output)
                output.write("</a>")
            case .image(let image):
                output.write("<img src=\"")
                writeURL(image.source, to: &output)
                output.write("\" alt=\"")
                writeAltText(image.alt, to: &output)
                if !image.title.isEmpty {
                    output.write("\" title=\"")
                    output.writeEscaped(image.title)
                }
                if let size = imageSize?(image.source) {
                    output.write("\" width=\"\(size.width)\" height=\"\(size.height)")
                }
                output.write("\" />")
            case .html(let html):
                output.write(html)
            case .omittedHTML:
                output.write("<!-- raw HTML omitted -->")
            case .softBreak:
                output.write("\n")
            case .lineBreak:
                output.write("<br />\n")
            case .footnoteReference(let reference):
                output.write("<sup class=\"footnote-ref\"><a href=\"#fn-")
                output.writeEscapedURL(reference.label)
                output.write("\" id=\"fnref-")
                output.writeEscapedURL(reference.label)
                if reference.occurrence > 1 { output.write("-\(reference.occurrence)") }
                output.write("\" data-footnote-ref>\(reference.number)</a></sup>")
            }
        }
    }

    /// An image description as attribute text: the text of every descendant, breaks as spaces.
    private func writeAltText(_ inlines: [Inline], to output: inout HTMLOutput) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text), .html(let text): output.writeEscaped(text)
            case .softBreak, .lineBreak: output.write(" ")
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                writeAltText(children, to: &output)
            case .link(let link): writeAltText(link.content, to: &output)
            case .image(let image): writeAltText(image.alt, to: &output)
            case .omittedHTML, .footnoteReference: break
            }
        }
    }

    private func writeURL(_ url: String, to output: inout HTMLOutput) {
        if options.unsafeHTML || !HTMLEscaping.isDangerousURL(url) {
            output.writeEscapedURL(resolveURL(url))
        }
    }

    // MARK: - Footnotes

    func write(_ footnotes: [Footnote], to output: inout HTMLOutput) {
        guard !footnotes.isEmpty else { return }
        output.newline()
        output.write("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        output.isInFootnotes = true
        defer { output.isInFootnotes = false }
        for footnote in footnotes {
            output.write("<li id=\"fn-")
            output.writeEscapedURL(footnote.label)
            output.write("\">\n")
            write(footnote.blocks, context: .footnote(footnote), to: &output)
            if !footnote.endsWithParagraph {
                writeBackReferences(footnote, to: &output)
                output.write("\n")
            }
            output.write("</li>\n")
        }
        output.write("</ol>\n</section>\n")
    }

    /// Links from a footnote back to each of its references.
    func writeBackReferences(_ footnote: Footnote, to output: inout HTMLOutput) {
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
