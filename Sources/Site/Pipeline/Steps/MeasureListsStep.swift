import SitegenComposition
import SitegenCore
import SitegenLayout

/// Measures the lists of pages that folder and tag pages show, at every width variant, in
/// parallel: every text shaped once, the columns decided per width, the rows measured in
/// them. A row shared by several lists (a page's folder and its tags) is prepared once.
struct MeasureListsStep: BuildStep {
    let name = "Measuring lists"
    var requiresCleanInput: Bool { true }
    /// The lists to measure, by the route of the page that shows each.
    let lists: [(route: Route, listing: SiteListing)]
    let index: SiteIndex
    let config: SiteConfig

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure)
        -> [Route: MeasuredListing] {
        let theme = ThemeGeometry.standard
        let typesetter = try MeasurePagesStep.typesetter(theme, environment: environment, diagnostics: &diagnostics)
        // The rows are shared by every list, and in the preview server by every rebuild.
        let index = index
        let rows = environment.cache?.pageListRows ?? PageListRowCache()
        let measured = environment.parallelMap(lists, label: "Measuring lists") { _, listing in
            let list = listing.pageList(index: index)
            let layout = PageListLayout(list: list, theme: theme, typesetter: typesetter, language: listing.language, cache: rows)
            return MeasuredListing(listing: listing, measured: MeasuredPageList(measuring: layout),
                                   hasDates: list.hasDates, hasTags: list.hasTags)
        }
        var byRoute: [Route: MeasuredListing] = [:]
        for (list, result) in zip(lists, measured) { byRoute[list.route] = result }
        return byRoute
    }
}
