import SitegenEmit
import SitegenMarkdown

extension PageContent {
    /// How a build renders page bodies: links, Markdown options and the layout hooks the
    /// bodies were measured with, and the preview server's cache when there is one.
    struct Renderer: Sendable {
        var links: LinkResolver
        var options: MarkdownOptions
        var tableColumnPolicy: TableColumnPolicy?
        var contentRoot: String
        var cache: BuildCache?
        /// `RenderPagesStep.contentDigest`: the part of a cached body's key that routes decide.
        var siteDigest: Int

        /// `page`'s body with its layout data, from the cache when its file and layout are
        /// unchanged; `.empty` for a page without a document.
        func content(of page: Page, layout: PageLayoutData?) -> PageContent {
            guard let document = page.document else { return .empty }
            // Written here, on every core of a build: it is a long text for every page.
            let layoutJSON = layout?.json
            let path = page.source?.absolutePath ?? ""
            let key = cache?.documentStamp(at: path).map {
                BuildCache.ContentKey(stamp: $0, siteDigest: siteDigest, layoutJSON: layoutJSON)
            }
            var content: PageContent
            if let key, let cached = cache?.content(at: path, key: key) {
                content = cached
            } else {
                let folder = page.source?.folder ?? page.folder
                var renderer = HTMLRenderer(options: options) { links.resolve($0, from: folder) }
                if let tableColumnPolicy {
                    renderer = renderer.withLayoutHooks(policy: tableColumnPolicy, folder: folder, contentRoot: contentRoot)
                }
                content = PageContent(document: document, renderer: renderer)
                if let key { cache?.storeContent(content, at: path, key: key) }
            }
            content.layoutJSON = layoutJSON
            return content
        }
    }
}
