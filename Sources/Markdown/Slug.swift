/// Turns heading text into an id: lowercase letters and digits of any script, other runs
/// (spaces, punctuation, symbols) as single hyphens, no hyphen at either end.
enum Slug {
    static func make(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        var needsHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .format:
                // Zero-width joiners and the like sit inside words (Persian, Indic scripts).
                continue
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber:
                break
            default:
                guard scalar.properties.isAlphabetic else {
                    needsHyphen = true
                    continue
                }
            }
            if needsHyphen, !slug.isEmpty { slug.append("-") }
            needsHyphen = false
            slug.append(scalar)
        }
        return String(slug)
    }
}
