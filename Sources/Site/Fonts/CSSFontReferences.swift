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

extension CSSFontReferences {
    /// `css` with a `unicode-range` added to the `@font-face` rule of each font in `ranges`
    /// (by its published name): the characters its subset holds, so that a browser loads it
    /// only for a page that shows one of them rather than to find out that it lacks one.
    static func addingUnicodeRanges(_ css: String, ranges: [String: Set<Unicode.Scalar>]) -> String {
        var result = css
        for (name, scalars) in ranges.sorted(by: { $0.key < $1.key }) where !scalars.isEmpty {
            guard let found = result.range(of: "fonts/" + name),
                  let close = result[found.upperBound...].firstIndex(of: "}") else { continue }
            result.insert(contentsOf: "unicode-range: \(unicodeRange(scalars)); ", at: close)
        }
        return result
    }

    /// `css` without the `@font-face` rule of each font file in `names` (by its name as the
    /// stylesheet writes it): fallbacks the site does not publish, so that no `url()` leads
    /// nowhere.
    static func removingFaces(_ css: String, names: [String]) -> String {
        var result = css
        for name in names.sorted() {
            guard let found = result.range(of: "fonts/" + name),
                  let start = result[..<found.lowerBound].range(of: "@font-face", options: .backwards),
                  let close = result[found.upperBound...].firstIndex(of: "}") else { continue }
            var end = result.index(after: close)
            if end < result.endIndex && result[end] == "\n" { end = result.index(after: end) }
            result.removeSubrange(start.lowerBound..<end)
        }
        return result
    }

    /// `scalars` as a CSS `unicode-range` value: ascending, runs of consecutive code points
    /// as one range (`U+2190-2193, U+1F600`).
    static func unicodeRange(_ scalars: Set<Unicode.Scalar>) -> String {
        let values = scalars.map(\.value).sorted()
        var parts: [String] = []
        var index = 0
        while index < values.count {
            var end = index
            while end + 1 < values.count && values[end + 1] == values[end] + 1 { end += 1 }
            let first = String(values[index], radix: 16, uppercase: true)
            parts.append(end > index ? "U+\(first)-\(String(values[end], radix: 16, uppercase: true))" : "U+\(first)")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }
}
