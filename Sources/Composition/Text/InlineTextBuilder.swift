import SitegenCore
import SitegenLayout
import SitegenMarkdown
import SitegenText

/// Turns Markdown inlines into the `StyledText` the browser will set: the same collapsed
/// text, in the styles the generated CSS gives each element.
struct InlineTextBuilder {
    let theme: ThemeGeometry
    var text = StyledText()
    /// Set when something in the text cannot be measured (an inline image, unknown raw HTML).
    var unmeasurable: [(SourceLocation?, String)] = []
    /// The images inside the text.
    var images: [Image] = []

    init(theme: ThemeGeometry) {
        self.theme = theme
    }

    /// How a run is set: the element styles in effect.
    struct RunStyle {
        var fontSize: Double
        var bold: Bool
        var italic: Bool
    }

    /// Recursion is bounded by the Markdown reader's inline nesting cap.
    mutating func append(_ inlines: [Inline], style: RunStyle) {
        for inline in inlines {
            switch inline {
            case .text(let string):
                text.append(string, style: TextStyle(fontSize: style.fontSize, bold: style.bold, italic: style.italic))
            case .code(let code):
                let padding = LayoutUnit(roundingPx: theme.inlineCodePadding)
                text.append(code, style: TextStyle(fontSize: style.fontSize * theme.inlineCodeScale, family: .monospace,
                                                   bold: style.bold, italic: style.italic),
                            edges: InlineEdges(start: padding, end: padding))
            case .emphasis(let children):
                append(children, style: RunStyle(fontSize: style.fontSize, bold: style.bold, italic: true))
            case .strong(let children):
                append(children, style: RunStyle(fontSize: style.fontSize, bold: true, italic: style.italic))
            case .strikethrough(let children):
                append(children, style: style)
            case .link(let link):
                append(link.content, style: style)
            case .image(let image):
                unmeasurable.append((image.location, "an image inside text is not measured"))
                images.append(image)
            case .html(let html):
                appendRawHTML(html, style: style)
            case .omittedHTML:
                break
            case .softBreak:
                text.append(" ", style: TextStyle(fontSize: style.fontSize, bold: style.bold, italic: style.italic))
            case .lineBreak:
                text.appendLineBreak(style: TextStyle(fontSize: style.fontSize, bold: style.bold, italic: style.italic))
            case .footnoteReference(let reference):
                text.append(String(reference.number), style: TextStyle(
                    fontSize: style.fontSize * theme.superscriptScale, bold: style.bold, italic: style.italic))
            }
        }
    }

    /// Tags that change nothing the engine measures pass; `<br>` breaks the line; any other
    /// tag may change sizes, so the text is not measured.
    private mutating func appendRawHTML(_ html: String, style: RunStyle) {
        let name = Self.tagName(html)
        if name == "br" {
            text.appendLineBreak(style: TextStyle(fontSize: style.fontSize, bold: style.bold, italic: style.italic))
        } else if !["span", "a", "u", "ins", "del", "s", "mark", "abbr", "cite", "q", "time", "wbr"].contains(name),
                  !html.hasPrefix("<!--") {
            unmeasurable.append((nil, "raw HTML <\(name)> inside text is not measured"))
        }
    }

    /// The lowercased element name of a start or end tag.
    static func tagName(_ html: String) -> String {
        var name = ""
        for character in html.drop(while: { $0 == "<" || $0 == "/" }) {
            guard character.isLetter || character.isNumber else { break }
            name.append(character)
        }
        return name.lowercased()
    }
}
