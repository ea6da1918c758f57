import SitegenCore

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
    /// placeholders of the same length for them).
    var hashedRoutes: [Route] { own.filter { $0.nameToHash != nil }.map(\.route) }

    /// Whether the theme has a CJK font, published only when a page needs it.
    var hasCJKFont: Bool { fonts.contains { ThemeFonts.isCJKFont($0.name) } }
}
