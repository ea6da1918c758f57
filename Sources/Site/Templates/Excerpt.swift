import Foundation
import SitegenMarkdown

/// The listing text of a page without a `summary`: the start of its first paragraph.
enum Excerpt {
    /// Characters kept, at most; the cut falls on the last space before the limit.
    static let limit = 200

    /// The first top-level paragraph's plain text (preamble first, then sections in order),
    /// spaces collapsed, cut near `limit` with `…`; nil for a page without paragraphs.
    static func make(_ document: Document) -> String? {
        for block in document.preamble + document.allSections.flatMap(\.blocks) {
            guard case .paragraph(let inlines) = block.kind else { continue }
            let text = Inline.plainText(inlines).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
                .joined(separator: " ")
            guard !text.isEmpty else { continue }
            return shortened(text)
        }
        return nil
    }

    static func shortened(_ text: String) -> String {
        guard text.count > limit else { return text }
        let head = text.prefix(limit)
        // Text without spaces (Chinese) is cut at the limit itself.
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return cut.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)) + "…"
    }
}
