/// Turns heading text into an id: lowercase letters and digits of any script, other runs
/// (spaces, punctuation, symbols) as single hyphens, no hyphen at either end.
public enum Slug {
    public static func make(_ text: String) -> String {
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
}
