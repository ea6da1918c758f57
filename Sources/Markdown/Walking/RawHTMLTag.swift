/// A start tag found in raw HTML, with its attributes and where each value stands: enough to
/// find and rewrite the media addresses of a page's raw HTML (`src`, `srcset`, `poster`)
/// without a full HTML parser. Comments are skipped; end tags are kept, with no attributes.
public struct RawHTMLTag: Hashable, Sendable {
    public struct Attribute: Hashable, Sendable {
        /// Lowercased.
        public var name: String
        /// As written, entities not decoded; empty for an attribute without a value.
        public var value: String
        /// Where the value stands in the HTML (inside its quotes); nil for no value.
        public var valueRange: Range<String.Index>?
    }

    /// Lowercased element name.
    public var name: String
    public var isEndTag: Bool
    public var attributes: [Attribute]
    /// From `<` to past `>`.
    public var range: Range<String.Index>

    public func attribute(_ name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// The tags of `html`, in order.
    public static func scan(_ html: String) -> [RawHTMLTag] {
        var tags: [RawHTMLTag] = []
        var index = html.startIndex
        while let open = html[index...].firstIndex(of: "<") {
            if html[open...].hasPrefix("<!--") {
                guard let close = html[open...].range(of: "-->") else { break }
                index = close.upperBound
                continue
            }
            guard let (tag, end) = tagAt(open, in: html) else {
                index = html.index(after: open)
                continue
            }
            tags.append(tag)
            index = end
        }
        return tags
    }

    private static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }

    private static func tagAt(_ open: String.Index, in html: String) -> (RawHTMLTag, String.Index)? {
        var cursor = html.index(after: open)
        var isEnd = false
        if cursor < html.endIndex, html[cursor] == "/" {
            isEnd = true
            cursor = html.index(after: cursor)
        }
        let nameStart = cursor
        while cursor < html.endIndex, html[cursor].isASCII, html[cursor].isLetter || html[cursor].isNumber || html[cursor] == "-" {
            cursor = html.index(after: cursor)
        }
        guard cursor > nameStart else { return nil }
        let name = html[nameStart..<cursor].lowercased()
        var attributes: [Attribute] = []
        while cursor < html.endIndex {
            while cursor < html.endIndex, isSpace(html[cursor]) || html[cursor] == "/" { cursor = html.index(after: cursor) }
            guard cursor < html.endIndex else { return nil }
            if html[cursor] == ">" {
                let tag = RawHTMLTag(name: name, isEndTag: isEnd, attributes: attributes, range: open..<html.index(after: cursor))
                return (tag, html.index(after: cursor))
            }
            let attributeStart = cursor
            while cursor < html.endIndex, !isSpace(html[cursor]), html[cursor] != "=", html[cursor] != ">", html[cursor] != "/" {
                cursor = html.index(after: cursor)
            }
            let attributeName = html[attributeStart..<cursor].lowercased()
            var probe = cursor
            while probe < html.endIndex, isSpace(html[probe]) { probe = html.index(after: probe) }
            guard probe < html.endIndex, html[probe] == "=" else {
                if cursor == attributeStart { cursor = html.index(after: cursor) }  // a lone `/` or `=`
                else { attributes.append(Attribute(name: attributeName, value: "", valueRange: nil)) }
                continue
            }
            cursor = html.index(after: probe)
            while cursor < html.endIndex, isSpace(html[cursor]) { cursor = html.index(after: cursor) }
            guard cursor < html.endIndex else { return nil }
            let valueRange: Range<String.Index>
            if html[cursor] == "\"" || html[cursor] == "'" {
                let quote = html[cursor]
                let start = html.index(after: cursor)
                guard let end = html[start...].firstIndex(of: quote) else { return nil }
                valueRange = start..<end
                cursor = html.index(after: end)
            } else {
                let start = cursor
                while cursor < html.endIndex, !isSpace(html[cursor]), html[cursor] != ">" { cursor = html.index(after: cursor) }
                valueRange = start..<cursor
            }
            attributes.append(Attribute(name: attributeName, value: String(html[valueRange]), valueRange: valueRange))
        }
        return nil
    }
}
