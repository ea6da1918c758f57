import SitegenCore
import SitegenLayout
import SitegenText

/// A list of pages measured at every width variant: per variant the columns, whether the
/// cells stack, the list's height, each group title's anchor and each row's top and height,
/// relative to `#sg-list`'s border box. The page's CSS sets the columns from it and its
/// `<script type="application/json" id="sg-list-layout">` block carries it.
public struct MeasuredPageList: Sendable {
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
    public let theme: ThemeGeometry

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
}
