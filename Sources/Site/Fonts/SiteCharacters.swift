/// The characters a built site shows, which its font subsets must hold: every character of the
/// published HTML pages (text, titles, attributes: a superset of what is drawn), the character
/// references among them, the characters of the stylesheets (generated `content:` such as
/// "→"), and printable ASCII, which scripts may add at run time.
enum SiteCharacters {
    static func collect(pages: [[UInt8]], stylesheets: [[UInt8]]) -> Set<Unicode.Scalar> {
        var scalars = Set((0x20...0x7E).compactMap(Unicode.Scalar.init))
        let perPage = pages.parallelMap { page in scalarsOfMarkup(String(decoding: page, as: UTF8.self)) }
        for set in perPage { scalars.formUnion(set) }
        for sheet in stylesheets { scalars.formUnion(scalarsOfStylesheet(String(decoding: sheet, as: UTF8.self))) }
        return scalars
    }

    /// Every scalar of HTML or XML text, and those its character references (`&#x2192;`, `&rarr;`) stand for.
    static func scalarsOfMarkup(_ text: String) -> Set<Unicode.Scalar> {
        var result: Set<Unicode.Scalar> = []
        var reference: String.UnicodeScalarView? = nil
        for scalar in text.unicodeScalars {
            if scalar != "\n" && scalar != "\r" && scalar != "\t" { result.insert(scalar) }
            if scalar == "&" {
                reference = String.UnicodeScalarView()
            } else if reference != nil {
                if scalar == ";" {
                    if let decoded = decodeReference(String(reference!)) { result.insert(decoded) }
                    reference = nil
                } else if reference!.count > 10 || !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#") {
                    reference = nil
                } else {
                    reference!.append(scalar)
                }
            }
        }
        return result
    }

    /// Every scalar of CSS text, and those its escapes (`\2192`) stand for.
    static func scalarsOfStylesheet(_ text: String) -> Set<Unicode.Scalar> {
        var result = Set(text.unicodeScalars.filter { $0.value >= 0x20 })
        var digits = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape, scalar.properties.isASCIIHexDigit, digits.count < 6 {
                digits.unicodeScalars.append(scalar)
                continue
            }
            if inEscape, let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) { result.insert(decoded) }
            inEscape = scalar == "\\"
            digits = ""
        }
        return result
    }

    private static func decodeReference(_ body: String) -> Unicode.Scalar? {
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
            return UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        }
        if body.hasPrefix("#") { return UInt32(body.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init) }
        return namedReferences[body]
    }

    /// The named references hand-written HTML uses most; others stand for characters a page
    /// shows rarely enough that the fallback font is acceptable.
    private static let namedReferences: [String: Unicode.Scalar] = [
        "nbsp": "\u{A0}", "shy": "\u{AD}", "copy": "©", "reg": "®", "trade": "™", "deg": "°", "middot": "·",
        "times": "×", "divide": "÷", "plusmn": "±", "mdash": "—", "ndash": "–", "hellip": "…", "bull": "•",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»", "sect": "§",
        "para": "¶", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "check": "✓",
        "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "frac12": "½", "le": "≤", "ge": "≥", "ne": "≠",
        "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}", "zwj": "\u{200D}", "zwnj": "\u{200C}",
    ]
}
