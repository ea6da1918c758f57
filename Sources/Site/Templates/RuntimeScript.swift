/// The theme's one script (`Templates/sitegen.js`: the table of contents highlight from the
/// page's layout data), published at `/assets/sitegen.js` and loaded, deferred, by every page.
enum RuntimeScript {
    static let fileName = "sitegen.js"
    static let route = Route.file([ThemeAsset.folder, fileName])
    /// The search dialog (`Templates/search.js`), which the runtime loads when search opens,
    /// so that pages that never search never load it.
    static let searchFileName = "search.js"
    static let searchRoute = Route.file([ThemeAsset.folder, searchFileName])
}
