/// The characters a built site shows, which its font subsets must hold: every character of the
/// published HTML pages (text, titles, attributes: a superset of what is drawn), the character
/// references among them, the characters of the stylesheets (generated `content:` such as
/// "→"), and printable ASCII, which scripts may add at run time.
enum SiteCharacters {
    static func collect(pages: [[UInt8]], stylesheets: [[UInt8]]) -> Set<Unicode.Scalar> {
        collect(shownInPages: union(pages.parallelMap { page in scalarsOfMarkup(page) }), stylesheets: stylesheets)
    }

    /// `collect(pages:stylesheets:)` for pages whose `scalarsOfMarkup` are known already
    /// (`RenderPagesStep` reads them as it renders).
    static func collect(shownInPages: Set<Unicode.Scalar>, stylesheets: [[UInt8]]) -> Set<Unicode.Scalar> {
        var scalars = Set((0x20...0x7E).compactMap(Unicode.Scalar.init))
        scalars.formUnion(shownInPages)
        for sheet in stylesheets { scalars.formUnion(scalarsOfStylesheet(String(decoding: sheet, as: UTF8.self))) }
        return scalars
    }

    static func union(_ sets: [Set<Unicode.Scalar>]) -> Set<Unicode.Scalar> {
        sets.reduce(into: []) { $0.formUnion($1) }
    }

    static func scalarsOfMarkup(_ text: String) -> Set<Unicode.Scalar> {
        scalarsOfMarkup(Array(text.utf8))
    }

    /// Every scalar of HTML or XML text (UTF-8) but printable ASCII, which every subset holds
    /// anyway, and those its character references (`&#x2192;`, `&rarr;`) stand for.
    ///
    /// Reads bytes, not scalars, eight at a time where they are plain text, and goes straight
    /// to the first byte that is not: a site's pages are hundreds of megabytes, nearly all ASCII.
    static func scalarsOfMarkup(_ bytes: [UInt8]) -> Set<Unicode.Scalar> {
        var result = ScalarBitmap()
        collectMarkup(bytes, into: &result)
        return result.scalars
    }

    /// `scalarsOfMarkup`, added to `result`.
    static func collectMarkup(_ bytes: [UInt8], into result: inout ScalarBitmap) {
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    let found = foundBytes(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
                    if found == 0 {
                        index += 8
                        continue
                    }
                    // On to the first byte found (the lowest in memory is the lowest bit).
                    index += found.trailingZeroBitCount >> 3
                }
                let byte = bytes[index]
                if byte >= 0x80 {
                    let (scalar, length) = decodeScalar(bytes, at: index)
                    result.insert(scalar)
                    index += length
                    continue
                }
                if byte == UInt8(ascii: "&") {
                    if let (scalar, length) = reference(bytes, at: index) {
                        if !(0x20...0x7E).contains(scalar.value) { result.insert(scalar) }
                        index += length
                        continue
                    }
                } else if byte < 0x20 || byte == 0x7F, byte != 0x0A, byte != 0x0D, byte != 0x09,
                          let scalar = Unicode.Scalar(UInt32(byte)) {
                    result.insert(scalar)
                }
                index += 1
            }
        }
    }

    /// The bytes of eight that may have something to collect, as their high bits: any but
    /// printable ASCII, and `&`. A borrow may also flag a byte after one found, never one
    /// before it, so the lowest bit set is the first such byte. (Line breaks are found too:
    /// leaving them out would take three more tests per word, more than they would save.)
    @inline(__always)
    private static func foundBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highBits
        let ampersand = word ^ (ones &* 0x26)
        let delete = word ^ (ones &* 0x7F)
        let hasZero = ((ampersand &- ones) & ~ampersand | (delete &- ones) & ~delete) & highBits
        return (word & highBits) | control | hasZero
    }

    /// The scalar starting at a non-ASCII byte and its length; U+FFFD for ill-formed UTF-8
    /// (as `String(decoding:)` repairs it).
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        // Well-formed two- and three-byte sequences (accented letters, CJK) directly: a
        // Chinese page has thousands. Everything else goes through the standard decoder.
        let lead = UInt32(bytes[index])
        if lead >= 0xC2, lead <= 0xDF, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80,
           let scalar = Unicode.Scalar((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)) {
            return (scalar, 2)
        }
        if lead >= 0xE0, lead <= 0xEF, index + 2 < bytes.count, bytes[index + 1] & 0xC0 == 0x80,
           bytes[index + 2] & 0xC0 == 0x80 {
            let value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            // Not overlong (below U+0800) and not a surrogate: those are ill-formed.
            if value >= 0x800, let scalar = Unicode.Scalar(value) { return (scalar, 3) }
        }
        var iterator = bytes[index..<min(index + 4, bytes.count)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return (scalar, UTF8.width(scalar))
        }
        return ("\u{FFFD}", 1)
    }

    /// The character reference at `&` and its length, if one is there (`&#x2192;`, `&rarr;`).
    private static func reference(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        // The escapes of the HTML writers (`&amp;` `&lt;` `&gt;` `&quot;` `&#39;`) are most of a
        // page's references: told apart without making a string and looking it up.
        func follows(_ name: StaticString) -> Bool {
            let count = name.utf8CodeUnitCount
            guard index + 1 + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + 1 + $0] == name.utf8Start[$0] }
        }
        switch bytes[index + 1 < bytes.count ? index + 1 : index] {
        case UInt8(ascii: "a") where follows("amp;"): return ("&", 5)
        case UInt8(ascii: "l") where follows("lt;"): return ("<", 4)
        case UInt8(ascii: "g") where follows("gt;"): return (">", 4)
        case UInt8(ascii: "q") where follows("quot;"): return ("\"", 6)
        case UInt8(ascii: "#") where follows("#39;"): return ("'", 5)
        default: break
        }
        var end = index + 1
        while end < bytes.count, end - index <= 11 {
            let byte = bytes[end]
            if byte == UInt8(ascii: ";") {
                let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                return decodeReference(body).map { ($0, end - index + 1) }
            }
            let isName = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x23
            guard isName else { return nil }
            end += 1
        }
        return nil
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
