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
    /// paragraphs, lists, quotes, tables, timelines and footnotes, and inside other links' text.
    static func all(in document: Document) -> [LinkReference] {
        var collector = Collector()
        collector.walk(document)
        return collector.references
    }

    private struct Collector: MarkdownWalker {
        var references: [LinkReference] = []

        mutating func visitLink(_ link: Link) {
            references.append(LinkReference(destination: link.destination, location: link.location, isImage: false))
            walk(link.content)
        }

        mutating func visitImage(_ image: Image) {
            references.append(LinkReference(destination: image.source, location: image.location, isImage: true))
            walk(image.alt)
        }
    }
}
