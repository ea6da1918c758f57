/// A file of the theme published beside the pages: a stylesheet, or a font one loads.
///
/// `RenderPagesStep` lists them under their plain names; `PublishThemeAssetsStep` then
/// publishes each font as a subset and gives every file made of bytes directly in `/assets/`
/// (a stylesheet, a script) a content-hashed name, rewriting the quoted URLs of the HTML
/// pages that refer to it (`href="/assets/theme.css"`). References from inside other assets
/// are rewritten only for fonts in stylesheets (`url(fonts/…)`).
struct ThemeAsset: Sendable {
    enum Source: Sendable {
        case bytes([UInt8])
        /// A file on this machine (an installed font), copied as it is.
        case file(String)
        /// Face `faceIndex` of an installed font file, published as a subset (`ThemeAssetPublisher`),
        /// or copied as it is when subsetting fails.
        case font(path: String, faceIndex: Int)
    }

    var route: Route
    var source: Source

    static let folder = "assets"
    /// `/assets/theme.css`; the fonts sit beside it in `/assets/fonts/`, so that the
    /// stylesheet's relative `url(fonts/…)` work under any base path.
    static let stylesheetRoute = Route.file([folder, TemplateSet.stylesheetName])
    /// `/assets/layout.css`: the CSS generated from the theme's geometry (`ThemeCSS`), which
    /// pages load after the theme's stylesheet; its fonts are in `/assets/fonts/` too.
    static let layoutStylesheetRoute = Route.file([folder, "layout.css"])

    /// The file's name when publishing names it by its hash: a file of bytes made by the
    /// build directly in `/assets/` (a stylesheet, a script). Fonts, in `/assets/fonts/`, are
    /// named by their subset already.
    var nameToHash: String? {
        guard case .bytes = source else { return nil }
        let components = route.urlPath.split(separator: "/")
        guard components.count == 2, components[0] == Self.folder else { return nil }
        return String(components[1])
    }

    static func fontRoute(_ name: String) -> Route {
        Route.file([folder, String(ThemeFonts.folder.dropLast()), name])
    }
}
