import SitegenLayout
import SitegenText
import Synchronization

/// Lays out a `PageList` at each width variant: every text is shaped once, here; the
/// columns are decided per width (`columns(width:)`), then the rows are measured in them.
///
/// The tree mirrors the HTML of `list.mustache` and the generated CSS
/// (`ThemeCSS.pageListStylesheet` and the page's own `MeasuredPageList.stylesheet`): the
/// list, its groups and their rows are one-column grids with gaps (no margins to collapse);
/// a row is a grid of its cells inside its padding and bottom border.
public struct PageListLayout: Sendable {
    public let list: PageList
    public let theme: ThemeGeometry
    let flow: TagChipFlow

    /// A row's shaped texts and chips.
    struct PreparedRow: Sendable {
        /// The shaped parts.
        struct Cells: Sendable {
            var date: LayoutNode?
            var title: LayoutNode
            var summary: LayoutNode?
            var chips: LayoutNode?
            /// The chips set on one line, and the widest chip.
            var chipsWidth: LayoutUnit
            var widestChip: LayoutUnit
            /// The date on one line.
            var dateWidth: LayoutUnit
            /// The title's text, for the layout tree's notes.
            var titleText: String
        }

        /// The cells in one object: every list showing the row (its folder's, its tags')
        /// holds a copy of it, and a copy then costs one reference, not one per node.
        ///
        /// It also keeps the row's measurements: a list reads every row at every width, and
        /// a row shared by many lists is measured once per columns and width. Kept here, a
        /// read is a short scan under the row's own lock, not a hash and a lock of the whole
        /// build that every core would contend for.
        final class SharedCells: Sendable {
            let cells: Cells
            private let measurements = Mutex<[Measurement]>([])

            /// A nominal type, not a tuple: a lock over an array of tuples looked their type
            /// up in the runtime on every read.
            private struct Measurement {
                var columns: PageListColumns
                var width: Int
                var row: MeasuredRow
            }

            init(_ cells: Cells) { self.cells = cells }

            /// The row measured alone `width` px wide in `columns`, if it was.
            func measured(columns: PageListColumns, width: Int) -> MeasuredRow? {
                measurements.withLock { known in
                    for entry in known where entry.width == width && entry.columns == columns { return entry.row }
                    return nil
                }
            }

            func keep(_ row: MeasuredRow, columns: PageListColumns, width: Int) {
                measurements.withLock { known in
                    // Two lists may measure it at once: one entry is enough.
                    if !known.contains(where: { $0.width == width && $0.columns == columns }) {
                        known.append(Measurement(columns: columns, width: width, row: row))
                    }
                }
            }
        }

        /// What a list's tree needs of a row measured alone.
        struct MeasuredRow: Sendable {
            var size: LayoutSize
            var isUnverified: Bool
        }

        /// The row's element id: all a list needs of its row beside the shared cells (a
        /// whole `PageList.Row`, five strings and arrays, was copied with every read).
        var id: String
        let shared: SharedCells

        var date: LayoutNode? { shared.cells.date }
        var title: LayoutNode { shared.cells.title }
        var summary: LayoutNode? { shared.cells.summary }
        var chips: LayoutNode? { shared.cells.chips }
        var chipsWidth: LayoutUnit { shared.cells.chipsWidth }
        var widestChip: LayoutUnit { shared.cells.widestChip }
        var dateWidth: LayoutUnit { shared.cells.dateWidth }
        var titleText: String { shared.cells.titleText }
    }

    let rows: [[PreparedRow]]
    let groupTitles: [LayoutNode?]
    let cache: PageListRowCache?
    /// The widest date, row of chips and chip of all rows, which decide the columns at every
    /// width: gathered once rather than once per variant.
    let widest: (date: LayoutUnit, chips: LayoutUnit, chip: LayoutUnit)

    /// - Parameter cache: rows already prepared and measured for other lists of the build.
    public init(
        list: PageList, theme: ThemeGeometry, typesetter: Typesetter, language: String, cache: PageListRowCache? = nil
    ) {
        self.list = list
        self.theme = theme
        self.cache = cache
        let flow = TagChipFlow(theme: theme, typesetter: typesetter, language: language)
        self.flow = flow
        let g = theme.pageList
        /// - Parameter recurring: a text that other lists show too (a date, a year).
        func leaf(_ text: String, _ geometry: TextGeometry, bold: Bool, kind: String, recurring: Bool = false)
            -> (LayoutNode, LayoutUnit) {
            let style = TextStyle(fontSize: geometry.fontSize, bold: bold)
            let paragraphStyle = ParagraphStyle(
                textStyle: style, lineHeight: LayoutUnit(roundingPx: geometry.lineHeight), language: language)
            let prepared = recurring ? typesetter.prepareRecurring(StyledText(text, style: style), style: paragraphStyle)
                : typesetter.prepare(StyledText(text, style: style), style: paragraphStyle)
            return (.leaf(kind, ParagraphLeaf(prepared), isUnverified: !prepared.uncoveredCharacters.isEmpty, note: text),
                    prepared.maxContentWidth)
        }
        // A list repeats its tags and dates: each is shaped and sized once. Rows are only
        // measured, never placed: a chip stands in them as a leaf knowing its ideal size.
        var chipCache: [String: (node: LayoutNode, width: LayoutUnit)] = [:]
        func chip(_ chip: TagChip) -> (node: LayoutNode, width: LayoutUnit) {
            if let known = chipCache[chip.name] { return known }
            let leaf = RowChipLeaf(flow.chipNode(chip))
            let made = (LayoutNode.leaf("chip", leaf, isUnverified: leaf.holdsUnverified, note: chip.name),
                        leaf.idealSize.width)
            chipCache[chip.name] = made
            return made
        }
        var dateCache: [String: (LayoutNode, LayoutUnit)] = [:]
        func date(_ text: String) -> (LayoutNode, LayoutUnit) {
            if let known = dateCache[text] { return known }
            let made = leaf(text, g.date, bold: false, kind: "date", recurring: true)
            dateCache[text] = made
            return made
        }
        func prepare(_ row: PageList.Row) -> PreparedRow {
            let date = row.date.isEmpty ? nil : date(row.date)
            let chips = row.chips.map(chip)
            let chipNodes = chips.map(\.node)
            let chipWidths = chips.map(\.width)
            let gap = LayoutUnit(roundingPx: theme.chips.columnGap)
            return PreparedRow(id: row.id, shared: PreparedRow.SharedCells(PreparedRow.Cells(
                date: date?.0, title: leaf(row.title, g.title, bold: true, kind: "title").0,
                summary: row.summary.map { leaf($0, g.summary, bold: false, kind: "summary").0 },
                chips: chipNodes.isEmpty ? nil : .container("tag chips", FlowLayout(
                    rowGap: LayoutUnit(roundingPx: theme.chips.rowGap), columnGap: gap), children: chipNodes),
                chipsWidth: chipWidths.reduce(.zero, +) + gap * max(chipWidths.count - 1, 0),
                widestChip: chipWidths.max() ?? .zero, dateWidth: date?.1 ?? .zero, titleText: row.title)))
        }
        rows = list.groups.map { group in
            group.rows.map { row in cache?.preparedRow(row) { prepare(row) } ?? prepare(row) }
        }
        var widest = (date: LayoutUnit.zero, chips: LayoutUnit.zero, chip: LayoutUnit.zero)
        for group in rows {
            for row in group {
                widest = (max(widest.date, row.dateWidth), max(widest.chips, row.chipsWidth), max(widest.chip, row.widestChip))
            }
        }
        self.widest = widest
        groupTitles = list.groups.map { group in
            group.title.map { title in
                let pad = LayoutUnit(roundingPx: g.groupTitlePadding)
                return .container("group title", InsetLayout(top: pad, bottom: pad + LayoutUnit(roundingPx: g.groupTitleBorder)),
                                  children: [leaf(title, g.groupTitle, bold: true, kind: "year", recurring: true).0],
                                  anchorID: group.id)
            }
        }
    }

    func px(_ value: Double) -> LayoutUnit { LayoutUnit(roundingPx: value) }

    /// The list's tree at one width, with each group's rows as they stand in it.
    public struct Tree {
        public var root: LayoutNode
        /// Per group, in order: the anchor of the leaf holding its rows, and that leaf.
        public var groupRows: [(anchorID: String, rows: StackedRowsLeaf)]
    }

    /// The list's tree at `width` in `columns`: each row is measured alone (the list
    /// proposes each row its whole width), through the cache when there is one, and a
    /// group's rows stand in the tree as one leaf (`StackedRowsLeaf`).
    public func tree(width: Int, columns: PageListColumns) -> Tree {
        let g = theme.pageList
        let full = [LayoutUnit(width)]
        var groupRows: [(anchorID: String, rows: StackedRowsLeaf)] = []
        let groups = zip(rows, groupTitles).enumerated().map { index, group -> LayoutNode in
            let (rows, title) = group
            var isUnverified = false
            var sizes: [LayoutSize] = []
            sizes.reserveCapacity(rows.count)
            // By index: a loop over the rows would copy each (retaining its id and cells),
            // for every row of every list at every width.
            for index in rows.indices {
                let measured = rows[index].shared.measured(columns: columns, width: width)
                    ?? measure(rows[index], columns: columns, width: width)
                isUnverified = isUnverified || measured.isUnverified
                sizes.append(measured.size)
            }
            let leaf = StackedRowsLeaf(sizes: sizes)
            let anchorID = "sg-rows-\(index)"
            groupRows.append((anchorID, leaf))
            let body = LayoutNode.leaf("rows", leaf, anchorID: anchorID, isUnverified: isUnverified)
            return .container("group", GridLayout(columns: full, rowGap: px(g.groupTitleGap)), children: (title.map { [$0] } ?? []) + [body])
        }
        let root = LayoutNode.container("page list", GridLayout(columns: full, rowGap: px(g.groupGap)), children: groups,
                                        note: columns.description)
        return Tree(root: root, groupRows: groupRows)
    }

    /// `prepared` measured alone at `width`, kept with its cells for every list that shows it.
    private func measure(_ prepared: PreparedRow, columns: PageListColumns, width: Int) -> PreparedRow.MeasuredRow {
        // Only the row's size is kept: placing its cells and collecting their anchors was
        // most of the time of measuring it.
        let measured = LayoutEngine.size(of: row(for: prepared, columns: columns), width: LayoutUnit(width))
        let row = PreparedRow.MeasuredRow(size: measured.size, isUnverified: measured.isUnverified)
        prepared.shared.keep(row, columns: columns, width: width)
        return row
    }

    func row(for prepared: PreparedRow, columns: PageListColumns) -> LayoutNode {
        let g = theme.pageList
        var title = [prepared.title]
        if let summary = prepared.summary {
            title.append(.container("summary", InsetLayout(top: px(g.summaryGap)), children: [summary]))
        }
        let titleCell = LayoutNode.container("title cell", VStackLayout(), children: title)
        let tagsCell = prepared.chips ?? .leaf("no tags", FixedHeightLeaf(height: .zero))
        var cells: [LayoutNode] = []
        let grid: GridLayout
        if columns.isStacked {
            if let date = prepared.date { cells.append(date) }
            cells.append(titleCell)
            if let chips = prepared.chips { cells.append(chips) }
            grid = GridLayout(columns: columns.widths, rowGap: px(g.stackedGap))
        } else {
            if columns.date != nil {
                cells.append(.container("date cell", InsetLayout(top: px(g.dateOffset)), children: prepared.date.map { [$0] } ?? []))
            }
            cells.append(titleCell)
            if columns.tags != nil { cells.append(tagsCell) }
            grid = GridLayout(columns: columns.widths, columnGap: px(g.columnGap))
        }
        let pad = px(g.rowPadding)
        let inner = LayoutNode.container("cells", grid, children: cells)
        return .container("row", InsetLayout(top: pad, bottom: pad + px(g.rowBorder)), children: [inner],
                          anchorID: prepared.id, note: prepared.titleText)
    }
}
