import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenText

/// The files of the theme a build publishes beside its pages, before they are published
/// (`PublishThemeAssetsStep`): the stylesheets and the script, and every font the
/// stylesheets load, each under its plain name.
struct ThemeFiles: Sendable {
    /// The theme's stylesheet, the generated one (`/assets/layout.css`, loaded after it) and
    /// the script: the files pages link to, named by their hash when published.
    var own: [ThemeAsset]
    /// The fonts the stylesheets load, one entry each, the layout's first (sorted by name):
    /// its file, or nil when this machine does not have it.
    var fonts: [Font]
    /// Where a missing font is named, for the warning: the theme's stylesheet.
    var stylesheetPath: String

    struct Font: Sendable {
        var name: String
        var path: String?
        var faceIndex: Int
    }

    /// The routes pages link to that publishing names by their hash (`PageStream` writes
    /// placeholders of the same length for them): the theme's own files, and the fonts pages preload.
    var hashedRoutes: [Route] { own.filter { $0.nameToHash != nil }.map(\.route) + preloadedFonts.map(\.route) }

    /// The faces pages preload, those their first screen is set in, so that their requests
    /// start with the stylesheet's rather than after it: the text's regular and bold (the
    /// header, the sidebar, the title, the first paragraphs) on every page, the code's on a
    /// page with code (which would otherwise come later, and move the text set around it
    /// when it does). Each font installed, with the route pages link to it by until its
    /// subset is named (`Inter-Regular.woff2`).
    var preloadedFonts: [FontPreload] {
        let roles: [(FontRole, Bool)] = [(.bodyRegular, false), (.bodyBold, false), (.monoRegular, true)]
        return roles.compactMap { role, forCode in
            guard let name = ThemeGeometry.standard.fonts[role]?.publishedName,
                  let font = fonts.first(where: { $0.name == name && $0.path != nil }),
                  let face = ThemeCSS.fontShorthand(of: role) else { return nil }
            return FontPreload(font: font, route: Self.preloadRoute(of: name), forCode: forCode, face: face)
        }
    }

    /// The route a page links to a preloaded font by: its WOFF2 subset's, before its hash.
    static func preloadRoute(of name: String) -> Route {
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return ThemeAsset.fontRoute(stem + ".woff2")
    }

    /// Whether the theme has a CJK font, published only when a page needs it.
    var hasCJKFont: Bool { fonts.contains { ThemeFonts.isCJKFont($0.name) } }
}
