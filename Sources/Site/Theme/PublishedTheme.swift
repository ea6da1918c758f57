import Mustache
import SitegenEmit

/// The theme's files as a build publishes them (`PublishThemeAssetsStep`): fonts cut down to
/// the site's characters, stylesheets pointing at them, and every file of `/assets/` under a
/// content-hashed name, with what pages must link to instead of the plain names.
struct PublishedTheme: Sendable {
    var files: [ThemeAsset]
    /// Each hashed file's hash (its eight digits), by its route before naming.
    var hashes: [Route: String]
    /// How pages are pointed at the hashed names: quoted old URL → quoted new URL.
    var urlReplacements: [(old: [UInt8], new: [UInt8])]
    /// Whether the CJK font is among the files (some page needs it).
    var publishesCJKFont: Bool
    /// The characters the font subsets hold: those of `themeCharacters` and every page's.
    var characters: Set<Unicode.Scalar> = []
    /// The characters the subsets hold whatever the pages show: printable ASCII and the stylesheets'.
    var themeCharacters: Set<Unicode.Scalar> = []

    /// The URL pages link to `route` with, under the site's base path, in quotes and escaped
    /// as a template's `{{url}}` writes it: what is rewritten in a page is a whole attribute
    /// value, never a longer URL that starts alike.
    static func quotedURL(_ route: Route, basePath: String) -> [UInt8] {
        let quote = UInt8(ascii: "\"")
        return [quote] + Template.escapedHTML(HTMLEscaping.percentEncoded(basePath + route.urlPath.dropFirst())) + [quote]
    }
}
