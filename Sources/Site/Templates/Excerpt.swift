import Foundation
import SitegenMarkdown

/// The listing text of a page without a `summary`: the start of its first paragraph.
enum Excerpt {
    /// Characters kept, at most; the cut falls on the last space before the limit.
    static let limit = 200

    /// The first top-level paragraph's plain text (preamble first, then sections in order),
    /// spaces collapsed, cut near `limit` with `…`; nil for a page without paragraphs.
    static func make(_ document: Document) -> String? {
        if let text = firstParagraph(in: document.preamble) { return shortened(text) }
        // The sections depth first, as `Document.allSections` lists them, but stopping at
        // the first paragraph: listing every block of every page first was most of the work.
        var pending = Array(document.sections.reversed())
        while let section = pending.popLast() {
            if let text = firstParagraph(in: section.blocks) { return shortened(text) }
            pending.append(contentsOf: section.children.reversed())
        }
        return nil
    }

    /// The plain text of the first paragraph of `blocks` that has any, spaces collapsed.
    private static func firstParagraph(in blocks: [Block]) -> String? {
        for block in blocks {
            guard case .paragraph(let inlines) = block.kind else { continue }
            let text = Inline.plainText(inlines).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
                .joined(separator: " ")
            if !text.isEmpty { return text }
        }
        return nil
    }

    /// What a cut text may not end with.
    private static let trimmed = CharacterSet.punctuationCharacters.union(.whitespaces)

    static func shortened(_ text: String) -> String {
        // No more bytes than the limit, so no more characters: counting them is not needed.
        guard text.utf8.count > limit, text.count > limit else { return text }
        let head = text.prefix(limit)
        // Text without spaces (Chinese) is cut at the limit itself.
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return cut.trimmingCharacters(in: trimmed) + "…"
    }
}
