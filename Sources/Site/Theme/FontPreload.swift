/// A face pages preload (`ThemeFiles.preloadedFonts`): its font, the route pages link to it by
/// until its subset is named, whether only pages with code preload it, and its CSS `font`
/// shorthand (`700 1em "SG Body"`), which the page waits for before it shows.
struct FontPreload: Sendable {
    var font: ThemeFiles.Font
    var route: Route
    var forCode: Bool
    var face: String
}
