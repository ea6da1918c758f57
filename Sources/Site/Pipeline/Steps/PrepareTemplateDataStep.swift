import SitegenComposition
import SitegenCore

/// Makes the values templates render (`TemplateData`): `site`, and what every page's
/// listing, sidebar and neighbours show. Renders the bodies other pages show first (the
/// feed's); in the preview server every body, kept for its incremental rebuilds.
struct PrepareTemplateDataStep: BuildStep {
    let name = "Preparing the templates' values"
    var requiresCleanInput: Bool { true }
    let plan: SitePlan
    let contents: [Route: ComposedPage]
    let lists: [Route: MeasuredListing]
    let config: SiteConfig
    let renderer: PageContent.Renderer
    /// The fonts pages preload.
    let fontPreloads: [FontPreload]

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> TemplateData {
        // A one-off build renders each body with its page, on the core that renders the page,
        // and is then done with it (what lists and feeds need is kept in each page): only the
        // bodies `site.recent` shows are rendered before the pages and kept: holding every
        // body until the pages are rendered would add them all to the build's peak memory.
        let recentURLs = Set(TemplateData.recentPages(of: plan.pages).map(\.route.urlPath))
        let early = environment.isOneOff ? plan.pages.filter { recentURLs.contains($0.route.urlPath) } : plan.pages
        let (renderer, contents) = (renderer, contents)
        let earlyContents = environment.parallelMap(early, label: "Rendering content") { page -> PageContent in
            renderer.content(of: page, layout: contents[page.route])
        }
        var contentByURL: [String: PageContent] = [:]
        for (page, content) in zip(early, earlyContents) { contentByURL[page.route.urlPath] = content }
        return TemplateData(config: config, index: plan.index, tags: plan.tags, contents: contentByURL, lists: lists,
                            strings: plan.strings, languages: plan.languages, fontPreloads: fontPreloads,
                            sourceDateEpoch: environment.options.sourceDateEpoch)
    }
}
