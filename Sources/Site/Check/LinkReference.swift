import SitegenCore
import SitegenMarkdown

/// A link or image written in a page, with where it stands in the Markdown source.
struct LinkReference: Hashable, Sendable {
    /// The address as written.
    var destination: String
    /// The `[` of a link, the `!` of an image, the `<` or first character of an autolink.
    var location: SourceLocation
    var isImage: Bool

    /// Every link and image of `document`, in document order: in the preamble, headings,
    /// paragraphs, lists, quotes, tables and footnotes, and inside other links' text.
    static func all(in document: Document) -> [LinkReference] {
        var collector = Collector()
        collector.add(document.preamble)
        var pending = Array(document.sections.reversed())
        while let section = pending.popLast() {
            collector.add(section.title)
            collector.add(section.blocks)
            pending.append(contentsOf: section.children.reversed())
        }
        for footnote in document.footnotes { collector.add(footnote.blocks) }
        return collector.references
    }

    private struct Collector {
        var references: [LinkReference] = []

        /// Recursion is bounded by the Markdown reader's nesting cap.
        mutating func add(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case .paragraph(let inlines): add(inlines)
                case .heading(let heading): add(heading.content)
                case .blockQuote(let children): add(children)
                case .list(let list): for item in list.items { add(item.blocks) }
                case .table(let table):
                    for cell in table.header { add(cell.content) }
                    for row in table.rows { for cell in row { add(cell.content) } }
                case .codeBlock, .htmlBlock, .omittedHTML, .thematicBreak: break
                }
            }
        }

        mutating func add(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .link(let link):
                    references.append(LinkReference(destination: link.destination, location: link.location, isImage: false))
                    add(link.content)
                case .image(let image):
                    references.append(LinkReference(destination: image.source, location: image.location, isImage: true))
                    add(image.alt)
                case .emphasis(let children), .strong(let children), .strikethrough(let children):
                    add(children)
                case .text, .code, .html, .omittedHTML, .softBreak, .lineBreak, .footnoteReference: break
                }
            }
        }
    }
}
