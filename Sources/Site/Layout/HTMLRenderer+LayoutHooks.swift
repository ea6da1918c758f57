import SitegenEmit

extension HTMLRenderer {
    /// The renderer with the hooks that make its HTML agree with the layout data: table
    /// column widths decided by the engine, and image sizes read at build time. Every
    /// page whose `#sg-content` carries layout data must be rendered with them.
    func withLayoutHooks(policy: TableColumnPolicy, folder: String, contentRoot: String) -> HTMLRenderer {
        var renderer = self
        renderer.tableColumnPercentages = { table, inFootnote in
            policy.percentages(for: table, geometry: inFootnote ? policy.theme.footnotes : policy.theme.body)
        }
        renderer.imageSize = { source in
            ImageFiles.dimensions(of: source, folder: folder, contentRoot: contentRoot).map { ($0.width, $0.height) }
        }
        return renderer
    }
}
