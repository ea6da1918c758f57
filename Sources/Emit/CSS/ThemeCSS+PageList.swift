import SitegenLayout

extension ThemeCSS {
    /// `rules(variant)` under each variant's media condition (the conditions that give
    /// `#sg-content` its width), and the narrowest variant's below the smallest viewport.
    func perVariant(_ rules: (WidthVariant) -> String) -> String {
        var css = ""
        for variant in theme.variants {
            var condition = "(\(variant.minViewport)px <= width)"
            if let max = variant.maxViewport { condition = "(\(variant.minViewport)px <= width < \(max + 1)px)" }
            css += "@media \(condition) { \(rules(variant)) }\n"
        }
        let smallest = theme.variants.map(\.minViewport).min() ?? 0
        if let narrowest = theme.variants.min(by: { $0.contentWidth < $1.contentWidth }) {
            css += "@media (width < \(smallest)px) { \(rules(narrowest)) }\n"
        }
        return css
    }

    /// The list of pages on folder and tag pages (`#sg-list`, laid out by `PageListLayout`):
    /// one-column grids with gaps for the list, its groups and their rows; year titles of
    /// one line inside padding and a bottom border; rows as grids whose columns each page's
    /// own stylesheet sets per variant (`MeasuredPageList.stylesheet`), inside padding
    /// and a bottom border; the text of each cell in the theme's sizes.
    var pageListStylesheet: String {
        let g = theme.pageList
        let grid = "display: grid; grid-template-columns: minmax(0, 1fr); align-items: start; justify-items: stretch;"
        var css = "#sg-list { \(grid) row-gap: \(px(g.groupGap)); box-sizing: content-box; width: var(--sg-content-width); max-width: none; "
        css += "margin: \(px(g.marginTop)) auto 0; padding: 0; border: 0; font-family: \(Self.bodyFamily); \(text(g.title)) \(Self.textReset) }\n"
        css += "#sg-list .sg-group { \(grid) row-gap: \(px(g.groupTitleGap)); margin: 0; padding: 0; border: 0; }\n"
        css += "#sg-list .sg-group-title { margin: 0; padding: \(px(g.groupTitlePadding)) 0; border-width: 0 0 \(px(g.groupTitleBorder)); "
        css += "border-style: solid; \(text(g.groupTitle)) font-weight: 700; }\n"
        css += "#sg-list .sg-rows { \(grid) row-gap: 0; margin: 0; padding: 0; border: 0; list-style: none; }\n"
        css += "#sg-list .sg-row { display: grid; align-items: start; justify-items: stretch; gap: 0; margin: 0; "
        css += "padding: \(px(g.rowPadding)) 0; border-width: 0 0 \(px(g.rowBorder)); border-style: solid; list-style: none; }\n"
        css += "#sg-list .sg-cell { display: block; min-width: 0; margin: 0; padding: 0; border: 0; }\n"
        css += "#sg-list .sg-cell-date { \(text(g.date)) font-weight: 400; white-space: nowrap; }\n"
        css += "#sg-list .sg-cell-title { \(text(g.title)) font-weight: 700; }\n"
        css += "#sg-list .sg-row-title { font: inherit; text-decoration: none; }\n"
        css += "#sg-list .sg-row-summary { display: block; margin: 0; padding: \(px(g.summaryGap)) 0 0; border: 0; \(text(g.summary)) font-weight: 400; }\n"
        css += ":where(#sg-list) :where(.sg-row, .sg-group-title) { border-color: #d0d7de; }\n"
        return css
    }
}
