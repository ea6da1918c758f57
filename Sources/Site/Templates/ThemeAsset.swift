/// A file of the theme published beside the pages: the stylesheet, or a font it loads.
struct ThemeAsset: Sendable {
    enum Source: Sendable {
        case bytes([UInt8])
        /// A file on this machine (an installed font), copied as it is.
        case file(String)
    }

    var route: Route
    var source: Source

    static let folder = "assets"
    /// `/assets/theme.css`; the fonts sit beside it in `/assets/fonts/`, so that the
    /// stylesheet's relative `url(fonts/…)` work under any base path.
    static let stylesheetRoute = Route.file([folder, TemplateSet.stylesheetName])

    static func fontRoute(_ name: String) -> Route {
        Route.file([folder, String(ThemeFonts.folder.dropLast()), name])
    }
}
