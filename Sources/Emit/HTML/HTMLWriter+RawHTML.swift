import SitegenComposition
import SitegenMarkdown

extension HTMLWriter {
    /// Raw HTML as written, but for the media addresses in it (`src`, `srcset` and `poster` of
    /// `img`, `source`, `video` and `audio`), resolved as Markdown images' are (relative to the
    /// page's file, for clean URLs), and for the size the layout found for an image or video
    /// that gives none. A page's block that is one image or video (`RawHTMLMedia`) is marked
    /// `data-sg-media`, which the generated CSS spaces as the layout does.
    mutating func visitHTMLBlock(_ html: String, in block: Block) {
        output.newline()
        output.write(rewritingMedia(in: html, isMediaBlock: composition != nil && RawHTMLMedia(html) != nil))
        output.newline()
    }

    mutating func visitInlineHTML(_ html: String) {
        output.write(rewritingMedia(in: html, isMediaBlock: false))
    }

    static let mediaElements: Set<String> = ["img", "source", "video", "audio"]

    func rewritingMedia(in html: String, isMediaBlock: Bool) -> String {
        guard html.contains("<") else { return html }
        var edits: [(range: Range<String.Index>, text: String)] = []
        let tags = RawHTMLTag.scan(html)
        if isMediaBlock, let first = tags.first { edits.append(insertion(" data-sg-media", into: first, of: html)) }
        for tag in tags where !tag.isEndTag && Self.mediaElements.contains(tag.name) {
            for attribute in tag.attributes {
                guard let range = attribute.valueRange else { continue }
                let rewritten: String?
                switch attribute.name {
                case "src", "poster": rewritten = resolvedAddress(attribute.value)
                case "srcset": rewritten = resolvedSourceSet(attribute.value)
                default: rewritten = nil
                }
                if let rewritten { edits.append((range, rewritten)) }
            }
            let size = sizeAttributes(for: tag)
            if !size.isEmpty { edits.append(insertion(size, into: tag, of: html)) }
        }
        guard !edits.isEmpty else { return html }
        var result = ""
        var cursor = html.startIndex
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            result += html[cursor..<edit.range.lowerBound]
            result += edit.text
            cursor = edit.range.upperBound
        }
        result += html[cursor...]
        return result
    }

    /// `attributes` added at the end of `tag` (before its `>` or `/>`).
    private func insertion(_ attributes: String, into tag: RawHTMLTag, of html: String) -> (range: Range<String.Index>, text: String) {
        var end = html.index(before: tag.range.upperBound)
        if end > tag.range.lowerBound, html[html.index(before: end)] == "/" { end = html.index(before: end) }
        while end > tag.range.lowerBound, html[html.index(before: end)].isWhitespace { end = html.index(before: end) }
        return (end..<end, attributes)
    }

    /// ` width="W" height="H"` for an image or video that declares neither and whose size the
    /// layout found; empty otherwise.
    private func sizeAttributes(for tag: RawHTMLTag) -> String {
        guard tag.attribute("width") == nil, tag.attribute("height") == nil else { return "" }
        let address: String?
        switch tag.name {
        case "img": address = tag.attribute("src")?.value
        case "video": address = tag.attribute("poster")?.value
        default: address = nil
        }
        guard let address, let size = composition?.imageSizes[address] else { return "" }
        return " width=\"\(size.width)\" height=\"\(size.height)\""
    }

    /// The address the output needs, escaped for an attribute; nil to keep it as written
    /// (unchanged, or holding character references this does not decode).
    private func resolvedAddress(_ written: String) -> String? {
        guard !written.isEmpty, !written.contains("&") else { return nil }
        if !renderer.options.unsafeHTML && HTMLEscaping.isDangerousURL(written) { return nil }
        let resolved = renderer.resolveURL(written)
        return resolved == written ? nil : HTMLEscaping.escapeURL(resolved)
    }

    /// A `srcset`'s candidates, each address resolved; nil when none changes.
    private func resolvedSourceSet(_ written: String) -> String? {
        guard !written.contains("data:") else { return nil }
        var changed = false
        let candidates = written.split(separator: ",").map { candidate -> String in
            let trimmed = candidate.drop { $0.isWhitespace }
            let address = trimmed.prefix { !$0.isWhitespace }
            let descriptor = trimmed.dropFirst(address.count)
            guard let resolved = resolvedAddress(String(address)) else { return String(candidate) }
            changed = true
            return String(candidate.prefix { $0.isWhitespace }) + resolved + descriptor
        }
        return changed ? candidates.joined(separator: ",") : nil
    }
}
