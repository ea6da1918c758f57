/// The `id` attributes written in a piece of HTML (raw HTML in a page, or a template), found
/// without a full HTML parser: `id="x"`, `id='x'` or `id=x` after a space inside a tag.
enum HTMLElementIDs {
    static func scan(_ html: String) -> [String] {
        var ids: [String] = []
        let scalars = Array(html.unicodeScalars)
        var insideTag = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                insideTag = true
            } else if scalar == ">" {
                insideTag = false
            } else if insideTag, scalar.properties.isWhitespace, index + 3 < scalars.count,
                      scalars[index + 1] == "i" || scalars[index + 1] == "I",
                      scalars[index + 2] == "d" || scalars[index + 2] == "D" {
                var cursor = index + 3
                while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
                guard cursor < scalars.count, scalars[cursor] == "=" else { index += 1; continue }
                cursor += 1
                while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
                guard cursor < scalars.count else { break }
                var value = String.UnicodeScalarView()
                let quote = scalars[cursor]
                if quote == "\"" || quote == "'" {
                    cursor += 1
                    while cursor < scalars.count, scalars[cursor] != quote {
                        value.append(scalars[cursor])
                        cursor += 1
                    }
                } else {
                    while cursor < scalars.count, !scalars[cursor].properties.isWhitespace, scalars[cursor] != ">" {
                        value.append(scalars[cursor])
                        cursor += 1
                    }
                }
                if !value.isEmpty { ids.append(String(value)) }
                index = cursor
                continue
            }
            index += 1
        }
        return ids
    }
}
