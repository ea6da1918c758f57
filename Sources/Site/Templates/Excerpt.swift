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
        // the first paragraph, rather than listing every block of the page first.
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
            let text = collapsingSpaces(Inline.plainText(inlines))
            if !text.isEmpty { return text }
        }
        return nil
    }

    /// `text` with each run of spaces, tabs and line feeds made one space, none at either end.
    ///
    /// Over bytes: every page has an excerpt, and splitting the text into words by
    /// `Character` (grapheme breaking) then joining them would cost more than reading it.
    static func collapsingSpaces(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var spaceBefore = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                spaceBefore = !bytes.isEmpty
                continue
            }
            if spaceBefore {
                bytes.append(0x20)
                spaceBefore = false
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func shortened(_ text: String) -> String {
        // No more bytes than the limit, so no more characters: counting them is not needed.
        guard text.utf8.count > limit,
              let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex
        else { return text }
        let head = text[..<end]
        // Text without spaces (Chinese) is cut at the limit itself.
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return trimmingPunctuationAndSpaces(cut) + "…"
    }

    /// `text` without the punctuation (general category P*), spaces (Zs), tabs and zero-width
    /// spaces at either end (Foundation's punctuation and whitespace sets): what a cut text
    /// may not end with, nor start with.
    static func trimmingPunctuationAndSpaces(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        func trimmed(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "\t" || scalar == "\u{200B}" { return true }
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return true
            default:
                return false
            }
        }
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        var last = scalars.index(before: scalars.endIndex)
        while trimmed(scalars[last]) { last = scalars.index(before: last) }
        return String(scalars[first...last])
    }
}
