import SitegenComposition
import SitegenLayout
import SitegenText

extension MeasuredPageList {
    /// The rules that set the rows' columns at every variant: a `<style>` element's text.
    public var stylesheet: String {
        let g = theme.pageList
        let css = ThemeCSS(theme: theme)
        let rules = Dictionary(variants.map { ($0.variant.name, $0.columns) }, uniquingKeysWith: { first, _ in first })
        return css.perVariant { variant in
            guard let columns = rules[variant.name] else { return "" }
            let template = columns.widths.map { MeasuredPage.number($0) + "px" }.joined(separator: " ")
            if columns.isStacked {
                return "#sg-list .sg-row { grid-template-columns: \(template); row-gap: \(css.px(g.stackedGap)); } "
                    + "#sg-list .sg-cell:empty { display: none; }"
            }
            return "#sg-list .sg-row { grid-template-columns: \(template); column-gap: \(css.px(g.columnGap)); } "
                + "#sg-list .sg-cell-date { padding-top: \(css.px(g.dateOffset)); }"
        }
    }
}
