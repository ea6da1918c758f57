/// Rewrites a stylesheet's `url(…fonts/NAME)` references to the names fonts are published under.
enum CSSFontReferences {
    /// `css` with each `fonts/OLD` that ends a `url()` (followed by a quote or `)`) replaced by
    /// `fonts/NEW`, and `format("…")` added after that `url()` when the font has one and the
    /// declaration gives none.
    static func rewrite(_ css: String, renamed: [String: PublishedFont]) -> String {
        var result = css
        for (old, font) in renamed.sorted(by: { $0.key < $1.key }) {
            var output = ""
            var rest = Substring(result)
            let needle = "fonts/" + old
            while let found = rest.firstByteRange(of: needle) {
                let after = rest[found.upperBound...]
                guard let next = after.first, next == "\"" || next == "'" || next == ")" else {
                    output += rest[..<found.upperBound]
                    rest = after
                    continue
                }
                output += rest[..<found.lowerBound] + "fonts/" + font.name
                rest = after
                // Keep the closing quote and parenthesis, then name the format unless one follows.
                guard let close = rest.firstIndex(of: ")") else { continue }
                output += rest[...close]
                rest = rest[rest.index(after: close)...]
                if !rest.drop(while: { $0 == " " }).hasPrefix("format(") {
                    output += " format(\"\(font.format)\")"
                }
            }
            output += rest
            result = output
        }
        return result
    }
}
