import SitegenCore
import SitegenLayout
import SitegenText

/// A list of pages measured at every width variant: the CSS that gives its rows their
/// columns (per variant, under the same media conditions as `ThemeCSS`), and the data of
/// its `<script type="application/json" id="sg-list-layout">` block: per variant the
/// columns' `x` and `w`, whether the cells stack, the list's height, each group title's
/// anchor and each row's `[y, h]`, relative to `#sg-list`'s border box.
public struct PageListLayoutData: Sendable {
    /// One variant's measurements.
    public struct Variant: Sendable {
        public var variant: WidthVariant
        public var columns: PageListColumns
        public var height: LayoutUnit
        public var isUnverified: Bool
        /// The group titles' anchors (`titleIDs`), and those of the groups' rows leaves.
        public var anchors: AnchorPreferences
        /// Each row's top and height in the list, in the order of `rowIDs`.
        public var rows: [(top: LayoutUnit, height: LayoutUnit)]
    }

    public var variants: [Variant]
    /// The ids of the rows, in order, and of the group titles.
    public var rowIDs: [String]
    public var titleIDs: [String]
    let theme: ThemeGeometry

    /// Lays out `layout` at each of its theme's variants.
    public init(measuring layout: PageListLayout) {
        theme = layout.theme
        let rowIDs = layout.list.rows.map(\.id)
        self.rowIDs = rowIDs
        titleIDs = layout.list.groups.compactMap { $0.title == nil ? nil : $0.id }
        variants = layout.theme.variants.map { variant in
            let columns = layout.columns(width: variant.contentWidth)
            let tree = layout.tree(width: variant.contentWidth, columns: columns)
            let measured = LayoutEngine.measure(tree.root, width: LayoutUnit(variant.contentWidth))
            var rows: [(top: LayoutUnit, height: LayoutUnit)] = []
            rows.reserveCapacity(rowIDs.count)
            for group in tree.groupRows {
                let origin = measured.anchors[group.anchorID]?.rect.minY ?? .zero
                rows += group.rows.rowSpans.map { (origin + $0.top, $0.height) }
            }
            return Variant(variant: variant, columns: columns, height: measured.size.height,
                           isUnverified: measured.isUnverified, anchors: measured.anchors, rows: rows)
        }
    }

    /// The rules that set the rows' columns at every variant: a `<style>` element's text.
    public var stylesheet: String {
        let g = theme.pageList
        let css = ThemeCSS(theme: theme)
        let rules = Dictionary(variants.map { ($0.variant.name, $0.columns) }, uniquingKeysWith: { first, _ in first })
        return css.perVariant { variant in
            guard let columns = rules[variant.name] else { return "" }
            let template = columns.widths.map { PageListLayoutData.number($0) + "px" }.joined(separator: " ")
            if columns.isStacked {
                return "#sg-list .sg-row { grid-template-columns: \(template); row-gap: \(css.px(g.stackedGap)); } "
                    + "#sg-list .sg-cell:empty { display: none; }"
            }
            return "#sg-list .sg-row { grid-template-columns: \(template); column-gap: \(css.px(g.columnGap)); } "
                + "#sg-list .sg-cell-date { padding-top: \(css.px(g.dateOffset)); }"
        }
    }

    /// The JSON text, keys in a fixed order; safe inside `<script>`.
    public var json: String {
        var out = LayoutJSONWriter(capacity: 128 + variants.count * (256 + rowIDs.count * 32))
        let quotedTitleIDs = titleIDs.map(LayoutJSONWriter.quotedBytes)
        let quotedRowIDs = rowIDs.map(LayoutJSONWriter.quotedBytes)
        out.raw("{\"version\":")
        out.integer(PageLayoutData.version)
        out.raw(",\"variants\":[")
        for (index, entry) in variants.enumerated() {
            if index > 0 { out.raw(",") }
            PageLayoutData.writeVariantFields(entry.variant, height: entry.height, isUnverified: entry.isUnverified, to: &out)
            out.raw(",\"stacked\":")
            out.bool(entry.columns.isStacked)
            out.raw(",\"columns\":{")
            var x = LayoutUnit.zero
            let names: [StaticString] = entry.columns.isStacked ? ["cell"]
                : [entry.columns.date.map { _ in "date" }, "title", entry.columns.tags.map { _ in "tags" }].compactMap { $0 }
            for (position, (name, width)) in zip(names, entry.columns.widths).enumerated() {
                if position > 0 { out.raw(",") }
                out.raw("\"")
                out.raw(name)
                out.raw("\":{\"x\":")
                out.number(x)
                out.raw(",\"w\":")
                out.number(width)
                out.raw("}")
                x += width + LayoutUnit(roundingPx: theme.pageList.columnGap)
            }
            out.raw("},\"anchors\":{")
            var first = true
            for (id, quoted) in zip(titleIDs, quotedTitleIDs) {
                guard let rect = entry.anchors[id]?.rect else { continue }
                if !first { out.raw(",") }
                first = false
                out.append(quoted)
                out.raw(":{")
                out.rectFields(rect)
                out.raw("}")
            }
            out.raw("},\"rows\":{")
            first = true
            for (quoted, row) in zip(quotedRowIDs, entry.rows) {
                if !first { out.raw(",") }
                first = false
                out.append(quoted)
                out.raw(":[")
                out.number(row.top)
                out.raw(",")
                out.number(row.height)
                out.raw("]")
            }
            out.raw("}}")
        }
        out.raw("]}")
        return out.string
    }

    static func number(_ value: LayoutUnit) -> String { PageLayoutData.number(value) }
}
