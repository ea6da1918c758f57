import SitegenComposition
import SitegenLayout
import SitegenText

extension ThemeFonts {
    /// The styles a page's text comes in, whose font stacks decide which face draws a character.
    private static let styles: [TextStyle] = [
        .regular(16), .bold(16), .italic(16), .boldItalic(16),
        TextStyle(fontSize: 16, family: .monospace), TextStyle(fontSize: 16, family: .monospace, bold: true),
    ]

    /// For each fallback face of `theme` (maths, symbols, emoji) by its published name, the
    /// characters of `shown` that some font stack takes from it: those every face before it
    /// in that stack lacks. A fallback whose set is empty is not published, so only sites
    /// that show such characters ship it; a page loads it only when it shows one of them.
    /// When the site shows characters that join others into one cluster (combining marks,
    /// the zero width joiner, variation selectors, skin tones: `joins`), a fallback that
    /// draws some of them keeps every shown character it has: the browser shapes a cluster
    /// whole with the first face that draws all of it (a keycap `1️⃣` in Noto Sans Math
    /// needs its `1` there too). Empty when the theme's fonts do not load.
    static func fallbackScalars(shown: Set<Unicode.Scalar>, theme: ThemeGeometry) -> [String: Set<Unicode.Scalar>] {
        var result: [String: Set<Unicode.Scalar>] = [:]
        for role in FontRole.fallbacks {
            if let font = theme.fonts[role] { result[font.publishedName] = [] }
        }
        guard case .success(let typesetter) = ThemeTypesetter.load(theme) else { return result }
        let fonts = typesetter.fonts
        let stacks = styles.map(FontSet.fallbackRoles(for:))
        for scalar in shown where !scalar.isASCII {
            for stack in stacks {
                guard let role = stack.first(where: { fonts.face($0).hasGlyph(for: scalar) }),
                      FontRole.fallbacks.contains(role), let font = theme.fonts[role] else { continue }
                result[font.publishedName, default: []].insert(scalar)
            }
        }
        let joiners = shown.filter(joins)
        for role in FontRole.fallbacks {
            guard let name = theme.fonts[role]?.publishedName, result[name]?.isEmpty == false else { continue }
            let face = fonts.face(role)
            if joiners.contains(where: face.hasGlyph(for:)) { result[name]?.formUnion(shown.filter(face.hasGlyph(for:))) }
        }
        return result
    }

    /// Whether `scalar` joins the characters around it into one cluster: a combining mark,
    /// the zero width joiner, a variation selector, a skin tone modifier or a tag character.
    static func joins(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
            || (0x1F3FB...0x1F3FF).contains(scalar.value) || (0xE0020...0xE007F).contains(scalar.value)
    }
}
