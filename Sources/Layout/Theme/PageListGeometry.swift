/// The geometry of the list of pages on folder and tag pages: rows in columns (date, title,
/// tags) under year titles. The engine decides the columns' widths per width variant
/// (`PageListColumnPolicy` in the emitter); this holds everything else.
public struct PageListGeometry: Hashable, Sendable {
    /// The date (or a folder's page count) column.
    public var date: TextGeometry
    /// The title (a link), and the summary under it.
    public var title: TextGeometry
    public var summary: TextGeometry
    public var summaryGap: Double
    /// A row's padding above and below its cells, and its bottom border.
    public var rowPadding: Double
    public var rowBorder: Double
    public var columnGap: Double
    /// Between a row's cells when they stack (narrow columns).
    public var stackedGap: Double
    /// The date is pushed down this much in a row of columns, so that it sits on the
    /// title's first line.
    public var dateOffset: Double
    /// The year titles: text, padding above and below, bottom border.
    public var groupTitle: TextGeometry
    public var groupTitlePadding: Double
    public var groupTitleBorder: Double
    /// Between a year's title and its first row, and between years.
    public var groupTitleGap: Double
    public var groupGap: Double
    /// Above the list (below the page's header or content).
    public var marginTop: Double
    /// Columns give way to stacked cells when the title column would be narrower than this.
    public var minTitleWidth: Double
    /// The tags column takes at most this share of the width.
    public var maxTagsShare: Double
    /// A longer list is split into pages of this many rows (the first at the list's own URL).
    public var rowsPerPage: Int

    public init(date: TextGeometry, title: TextGeometry, summary: TextGeometry, summaryGap: Double, rowPadding: Double,
                rowBorder: Double, columnGap: Double, stackedGap: Double, dateOffset: Double, groupTitle: TextGeometry,
                groupTitlePadding: Double, groupTitleBorder: Double, groupTitleGap: Double, groupGap: Double,
                marginTop: Double, minTitleWidth: Double, maxTagsShare: Double, rowsPerPage: Int = 50) {
        self.date = date
        self.title = title
        self.summary = summary
        self.summaryGap = summaryGap
        self.rowPadding = rowPadding
        self.rowBorder = rowBorder
        self.columnGap = columnGap
        self.stackedGap = stackedGap
        self.dateOffset = dateOffset
        self.groupTitle = groupTitle
        self.groupTitlePadding = groupTitlePadding
        self.groupTitleBorder = groupTitleBorder
        self.groupTitleGap = groupTitleGap
        self.groupGap = groupGap
        self.marginTop = marginTop
        self.minTitleWidth = minTitleWidth
        self.maxTagsShare = maxTagsShare
        self.rowsPerPage = max(1, rowsPerPage)
    }

    /// The default theme's lists: 17 px bold titles, 13 px dates, rows 14 px apart from a
    /// hairline; columns from a 240 px title column up (so phones stack); 50 rows a page.
    public static let standard = PageListGeometry(
        date: TextGeometry(fontSize: 13, lineHeight: 20), title: TextGeometry(fontSize: 17, lineHeight: 26),
        summary: TextGeometry(fontSize: 15, lineHeight: 24), summaryGap: 4, rowPadding: 14, rowBorder: 1,
        columnGap: 20, stackedGap: 6, dateOffset: 3, groupTitle: TextGeometry(fontSize: 20, lineHeight: 28),
        groupTitlePadding: 8, groupTitleBorder: 1, groupTitleGap: 4, groupGap: 32, marginTop: 24,
        minTitleWidth: 240, maxTagsShare: 0.3)

    /// A year title's height.
    public var groupTitleHeight: Double { groupTitle.lineHeight + 2 * groupTitlePadding + groupTitleBorder }
}
