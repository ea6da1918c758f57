import SitegenCore
import SitegenMarkdown

extension NavigationOrder {
    /// The name of a book's table of contents, at the top of `Content/`, as mdBook has it.
    static let summaryFileName = "SUMMARY.md"

    /// Reads `SUMMARY.md`, a Markdown file read as any page is: the first heading, when no
    /// chapter comes before it, is the summary's own title; every other heading is a part
    /// title; a link in a paragraph is a prefix or suffix chapter; a link opening a list
    /// item is a chapter, its nested lists its sub-chapters; a link with no address
    /// (`[Title]()`) is a draft chapter.
    ///
    /// A chapter whose file is not a page of the site, or that is listed twice (the reading
    /// order would come back to it), is an error at its link.
    mutating func readSummary(_ document: Document, pages: Set<String>) -> [Diagnostic] {
        var reader = SummaryReader(pages: pages)
        reader.blocks(document.preamble, depth: 0)
        var pending = document.sections.reversed() as [Section]
        var isFirst = true
        while let section = pending.popLast() {
            if !(isFirst && reader.entries.isEmpty) {
                reader.entries.append(BookEntry(kind: .part, title: section.plainTitle, depth: 0))
            }
            isFirst = false
            reader.blocks(section.blocks, depth: 0)
            pending.append(contentsOf: section.children.reversed())
        }
        book = reader.entries
        for (rank, path) in chapterPaths.enumerated() { setRank(rank, of: path) }
        return reader.diagnostics
    }
}

/// The walk of `SUMMARY.md`'s blocks that `NavigationOrder.readSummary` makes.
private struct SummaryReader {
    let pages: Set<String>
    var entries: [NavigationOrder.BookEntry] = []
    var diagnostics: [Diagnostic] = []
    /// Where each chapter was first listed.
    var listed: [String: SourceLocation] = [:]

    mutating func blocks(_ blocks: [Block], depth: Int) {
        for block in blocks {
            switch block.kind {
            case .paragraph(let inlines):
                for link in Self.links(in: inlines) { chapter(link, depth: depth) }
            case .list(let list):
                for item in list.items { self.item(item, depth: depth) }
            default:
                continue
            }
        }
    }

    mutating func item(_ item: ListItem, depth: Int) {
        for block in item.blocks {
            switch block.kind {
            case .paragraph(let inlines):
                if let link = Self.links(in: inlines).first { chapter(link, depth: depth) }
            case .list(let list):
                for nested in list.items { self.item(nested, depth: depth + 1) }
            default:
                continue
            }
        }
    }

    mutating func chapter(_ link: Link, depth: Int) {
        let title = Inline.plainText(link.content)
        guard !link.destination.isEmpty else {
            entries.append(.init(kind: .draft, title: title, depth: depth))
            return
        }
        guard let path = Self.path(of: link.destination) else { return }  // an address out of the book
        guard pages.contains(path) else {
            diagnostics.append(.error(at: link.location, "'\(link.destination)' is not a page of the site (no Content/\(path))"))
            return
        }
        if let first = listed[path] {
            diagnostics.append(.error(
                at: link.location,
                "'\(link.destination)' is listed twice (first at \(first)): the reading order would come back to it"))
            return
        }
        listed[path] = link.location
        entries.append(.init(kind: .chapter(path: path), title: title, depth: depth))
    }

    /// The links of a paragraph, in order, those inside emphasis included.
    static func links(in inlines: [Inline]) -> [Link] {
        var found: [Link] = []
        for inline in inlines {
            switch inline {
            case .link(let link): found.append(link)
            case .emphasis(let children), .strong(let children): found += links(in: children)
            default: continue
            }
        }
        return found
    }

    /// The file below `Content/` a chapter's address names (`./intro.md#top` → `intro.md`);
    /// nil for an address with a scheme or one leaving `Content/`.
    static func path(of destination: String) -> String? {
        var address = destination
        if let hash = address.firstIndex(of: "#") { address = String(address[..<hash]) }
        address = address.removingPercentEncodingIfValid ?? address
        guard !address.contains(":") else { return nil }
        var components: [Substring] = []
        for component in address.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default: components.append(component)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }
}
