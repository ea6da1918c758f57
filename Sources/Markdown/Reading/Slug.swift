/// Turns heading text into an id: lowercase letters and digits of any script, other runs
/// (spaces, punctuation, symbols) as single hyphens, no hyphen at either end.
public enum Slug {
    public static func make(_ text: String) -> String {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? makeASCII(text) : makeFromScalars(text)
    }

    /// `make` for any text, character by character.
    static func makeFromScalars(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        var needsHyphen = false
        // Whether the previous character was kept: combining marks (accents, vowel signs,
        // variation selectors) belong to it and are dropped when it was dropped.
        var inWord = false
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .format:
                // Zero-width joiners and the like sit inside words (Persian, Indic scripts).
                continue
            case .nonspacingMark, .spacingMark, .enclosingMark:
                if inWord { slug.append(scalar) }
                continue
            case .decimalNumber, .letterNumber:
                break
            default:
                guard scalar.properties.isAlphabetic else {
                    needsHyphen = true
                    inWord = false
                    continue
                }
            }
            if needsHyphen, !slug.isEmpty { slug.append("-") }
            needsHyphen = false
            inWord = true
            slug.append(scalar)
        }
        return String(slug)
    }

    /// `make` for ASCII text, byte by byte: most headings are ASCII, and asking for each
    /// character's Unicode properties would cost more than the rest of reading them.
    static func makeASCII(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var needsHyphen = false
        for byte in text.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            guard (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) else {
                needsHyphen = true
                continue
            }
            if needsHyphen, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
            needsHyphen = false
            slug.append(lower)
        }
        return String(decoding: slug, as: UTF8.self)
    }
}
