import SitegenLayout
import SitegenText

/// The columns of a list of pages at one width: date, title and tags side by side, or, when
/// the title would get too narrow, every cell the full width, stacked (phones).
public struct PageListColumns: Hashable, Sendable, CustomStringConvertible {
    public var isStacked: Bool
    /// Nil: the list has no such column (or its cells are stacked).
    public var date: LayoutUnit?
    public var title: LayoutUnit
    public var tags: LayoutUnit?

    public init(isStacked: Bool, date: LayoutUnit?, title: LayoutUnit, tags: LayoutUnit?) {
        self.isStacked = isStacked
        self.date = date
        self.title = title
        self.tags = tags
    }

    /// The grid's column widths, in order.
    public var widths: [LayoutUnit] { isStacked ? [title] : [date, title, tags].compactMap { $0 } }

    public var description: String {
        isStacked ? "stacked, \(title.px)px" : "columns " + widths.map { "\($0.px)px" }.joined(separator: " ")
    }
}

extension PageListLayout {
    /// The columns at a column `width` px wide: the date column as wide as the widest date;
    /// the tags column as wide as the widest row of chips on one line, but at least the widest
    /// chip and at most the theme's share of the width; the title the rest. When the title
    /// would get less than the theme's minimum, the cells stack instead. Widths are whole px.
    public func columns(width: Int) -> PageListColumns {
        let g = theme.pageList
        let total = LayoutUnit(width)
        let gap = px(g.columnGap)
        func whole(_ unit: LayoutUnit) -> LayoutUnit { LayoutUnit(Int(unit.px.rounded(.up))) }
        let date = list.hasDates ? whole(widest.date) : nil
        var tags: LayoutUnit?
        if list.hasTags {
            let natural = max(widest.chips, widest.chip)
            let cap = LayoutUnit(Int((Double(width) * g.maxTagsShare).rounded(.down)))
            tags = min(whole(natural), cap)
        }
        let used = (date ?? .zero) + (tags ?? .zero) + gap * ((date == nil ? 0 : 1) + (tags == nil ? 0 : 1))
        let title = total - used
        if title < px(g.minTitleWidth) {
            return PageListColumns(isStacked: true, date: nil, title: total, tags: nil)
        }
        return PageListColumns(isStacked: false, date: date, title: title, tags: tags)
    }
}
