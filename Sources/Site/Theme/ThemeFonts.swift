import Foundation
import SitegenComposition
import SitegenLayout
import SitegenText

/// The font files a stylesheet loads (`url(fonts/Inter-Regular.otf)`), taken from the fonts
/// installed on the building machine and published in `/assets/fonts/`, beside the stylesheet.
///
/// The page ships the same font files the layout engine measures with, so they are copied
/// rather than left to whatever the reader's system has, cut down to the characters the site
/// shows (`PublishThemeAssetsStep`). A CJK font (`NotoSansCJK-…`, about 20 MB whole) is
/// published only when some page needs it (`needsCJKFont`).
enum ThemeFonts {
    /// Where Debian's packages put the theme's fonts (fonts-inter, fonts-jetbrains-mono,
    /// fonts-noto-cjk); the whole `/usr/share/fonts` tree is searched after them.
    static let searchFolders = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/jetbrains-mono",
        "/usr/share/fonts/opentype/noto",
    ]
    static let fontsRoot = "/usr/share/fonts"
    /// The folder below `/assets/` fonts are published in, which is also the prefix the
    /// stylesheet's `url()`s use.
    static let folder = "fonts/"

    /// The font file names the stylesheet refers to by `url(fonts/NAME)`, sorted, without duplicates.
    static func referencedNames(in stylesheet: [UInt8]) -> [String] {
        let css = String(decoding: stylesheet, as: UTF8.self)
        var names: Set<String> = []
        var rest = Substring(css)
        while let open = rest.firstByteRange(of: "url(") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            var target = rest[..<close].trimmingCharacters(in: .whitespaces)
            rest = rest[close...]
            if let quote = target.first, quote == "\"" || quote == "'" {
                target = String(target.dropFirst().dropLast(target.last == quote ? 1 : 0))
            }
            guard target.hasPrefix(folder) else { continue }
            let name = String(target.dropFirst(folder.count))
            // One plain file name: nothing that could climb out of the fonts folder.
            if !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\\") {
                names.insert(name)
            }
        }
        return names.sorted()
    }

    /// Whether the font is only worth publishing for pages with CJK text.
    static func isCJKFont(_ name: String) -> Bool {
        name.contains("CJK")
    }

    /// The installed file named `name`, nil when this machine does not have it.
    static func locate(_ name: String) -> String? {
        for folder in searchFolders where FilePaths.kind(of: folder + "/" + name) == .file {
            return folder + "/" + name
        }
        guard let walker = FileManager.default.enumerator(atPath: fontsRoot) else { return nil }
        var matches: [String] = []
        while let path = walker.nextObject() as? String {
            if (path as NSString).lastPathComponent == name { matches.append(fontsRoot + "/" + path) }
        }
        return matches.sorted().first
    }

    /// Whether some page shows a character that the CJK font has and one of the text and code
    /// fonts lacks: CJK text, or a symbol such as ◎. The layout engine falls back to the CJK
    /// font for those, so the page must ship it to be drawn as measured. (A character only the
    /// code font lacks counts too, as it may stand in code.)
    static func needsCJKFont(pages: [[UInt8]]) -> Bool {
        // Each page's characters beyond ASCII, read from its bytes (pages are mostly ASCII).
        needsCJKFont(shown: SiteCharacters.union(pages.parallelMap(SiteCharacters.scalarsOfMarkup)))
    }

    /// `needsCJKFont(pages:)` for pages showing `shown` (their `SiteCharacters.scalarsOfMarkup`).
    /// When the theme's fonts do not load, whether some of them is Han, kana or Hangul.
    static func needsCJKFont(shown: Set<Unicode.Scalar>) -> Bool {
        guard case .success(let typesetter) = ThemeTypesetter.load(ThemeGeometry.standard) else {
            return shown.contains(where: isCJK)
        }
        let fonts = typesetter.fonts
        let primary = [fonts.bodyRegular, fonts.bodyBold, fonts.bodyItalic, fonts.bodyBoldItalic, fonts.monoRegular]
        let cjk = [fonts.cjkRegular, fonts.cjkBold]
        return shown.contains { scalar in
            !scalar.isASCII && !primary.allSatisfy({ $0.hasGlyph(for: scalar) })
                && cjk.contains(where: { $0.hasGlyph(for: scalar) })
        }
    }

    /// Whether `scalar` is Han, kana or Hangul (or CJK punctuation): U+3000–U+9FFF,
    /// U+AC00–U+D7BF and U+20000–U+2FFFF.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        (0x3000...0x9FFF).contains(scalar.value) || (0xAC00...0xD7BF).contains(scalar.value)
            || (0x20000...0x2FFFF).contains(scalar.value)
    }
}
