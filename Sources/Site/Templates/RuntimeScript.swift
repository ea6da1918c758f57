/// The theme's one script (`Templates/sitegen.js`: the table of contents highlight from the
/// page's layout data), published at `/assets/sitegen.js` and loaded, deferred, by every page.
enum RuntimeScript {
    static let fileName = "sitegen.js"
    static let route = Route.file([ThemeAsset.folder, fileName])
}
