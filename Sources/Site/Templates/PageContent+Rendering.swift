import SitegenCore
import SitegenEmit
import SitegenMarkdown

extension PageContent {
    /// How a build renders page bodies: links, Markdown options, and the preview server's
    /// cache when there is one.
    struct Renderer: Sendable {
        var links: LinkResolver
        var options: MarkdownOptions
        var cache: BuildCache?
        /// `SitePlan.contentDigest`: the part of a cached body's key that routes decide.
        var siteDigest: Int

        init(links: LinkResolver, options: MarkdownOptions, cache: BuildCache?, siteDigest: Int) {
            (self.links, self.options, self.cache, self.siteDigest) = (links, options, cache, siteDigest)
        }

        /// The renderer of a build of `plan`.
        init(plan: SitePlan, config: SiteConfig, cache: BuildCache?) {
            self.init(links: LinkResolver(routes: plan.linkRoutes, basePath: config.basePath),
                      options: MarkdownOptions(unsafeHTML: config.unsafe), cache: cache,
                      siteDigest: cache == nil ? 0 : plan.contentDigest(config: config))
        }

        /// `page`'s body from its composition, with its layout data; from the cache when its
        /// file and layout are unchanged; `.empty` for a page that was not composed.
        func content(of page: Page, layout: MeasuredContent?) -> PageContent {
            guard let layout else { return .empty }
            // Written here, on every core of a build: it is a long text for every page.
            let layoutJSON = layout.measured.json
            let path = page.source?.absolutePath ?? ""
            let key = cache?.documentStamp(at: path).map {
                BuildCache.ContentKey(stamp: $0, siteDigest: siteDigest, layoutJSON: layoutJSON,
                                      tableColumns: layout.composition.tableColumns, imageSizes: layout.composition.imageSizes)
            }
            var content: PageContent
            if let key, let cached = cache?.content(at: path, key: key) {
                content = cached
            } else {
                let folder = page.source?.folder ?? page.folder
                let renderer = HTMLRenderer(options: options) { links.resolve($0, from: folder) }
                content = PageContent(composition: layout.composition, renderer: renderer)
                if let key { cache?.storeContent(content, at: path, key: key) }
            }
            content.layoutJSON = layoutJSON
            return content
        }
    }
}
