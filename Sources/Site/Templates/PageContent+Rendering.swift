import SitegenComposition
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

        /// `page`'s body written from its composition, with its layout data; from the cache
        /// when its file, composition and measurements are unchanged; `.empty` for a page
        /// that was not composed.
        func content(of page: Page, layout: ComposedPage?) -> PageContent {
            guard let layout else { return .empty }
            let path = page.source?.absolutePath ?? ""
            let key = cache?.documentStamp(at: path).map {
                BuildCache.ContentKey(stamp: $0, siteDigest: siteDigest, composition: layout.composition,
                                      measured: layout.measured)
            }
            if let key, let cached = cache?.content(at: path, key: key) { return cached }
            let folder = page.source?.folder ?? page.folder
            let rendered = HTMLRenderer(options: options) { links.resolve($0, from: folder) }.render(layout)
            let content = PageContent(rendered, composition: layout.composition)
            if let key { cache?.storeContent(content, at: path, key: key) }
            return content
        }
    }
}
