import SitegenLayout
import SitegenMarkdown
import SitegenText
import Synchronization

/// How the engine shares a table's width between its columns: in proportion to each
/// column's widest cell set on one line (its max-content width, padding included), with
/// no column below half an equal share. The same percentages go to the HTML (`<col>`
/// widths under `table-layout: fixed`) and to `TableLayout`, so both agree.
public struct TableColumnPolicy: Sendable {
    public var theme: ThemeGeometry
    public var typesetter: Typesetter
    public var language: String

    public init(theme: ThemeGeometry, typesetter: Typesetter, language: String) {
        self.theme = theme
        self.typesetter = typesetter
        self.language = language
    }

    /// What the percentages of a table depend on.
    private struct Question: Hashable {
        var table: Table
        var text: TextGeometry
        var language: String
        var theme: ThemeGeometry
        var typesetter: Typesetter

        func hash(into hasher: inout Hasher) {
            // The table tells tables apart; the rest is mostly the same for all of them.
            hasher.combine(table)
            hasher.combine(text)
        }

        static func == (lhs: Question, rhs: Question) -> Bool {
            lhs.table == rhs.table && lhs.text == rhs.text && lhs.language == rhs.language
                && lhs.typesetter === rhs.typesetter && lhs.theme == rhs.theme
        }
    }

    /// Every answer given, for any policy: the layout engine (measuring the page) and the
    /// HTML renderer (its `<col>` widths) both ask for every table's, and shaping each cell
    /// is most of a page's HTML rendering otherwise.
    private static let answers = Mutex<[Question: [Double]]>([:])

    /// The width of each column in percent of the table's width, with two decimals,
    /// summing to 100.
    public func percentages(for table: Table, geometry: TextGeometry? = nil) -> [Double] {
        let columns = max(table.alignments.count, table.header.count, 1)
        guard columns > 1 else { return [100] }
        let text = geometry ?? theme.body
        let question = Question(table: table, text: text, language: language, theme: theme, typesetter: typesetter)
        if let known = Self.answers.withLock({ $0[question] }) { return known }
        let answer = percentages(for: table, columns: columns, text: text)
        Self.answers.withLock { $0[question] = answer }
        return answer
    }

    private func percentages(for table: Table, columns: Int, text: TextGeometry) -> [Double] {
        let padding = theme.tableCellPaddingHorizontal * 2
        var widest = [Double](repeating: padding, count: columns)
        for (rowIndex, row) in ([table.header] + table.rows).enumerated() {
            for (column, cell) in row.enumerated() where column < columns {
                var builder = InlineTextBuilder(theme: theme)
                builder.append(cell.content, style: .init(fontSize: text.fontSize, bold: rowIndex == 0, italic: false))
                let style = ParagraphStyle(textStyle: TextStyle(fontSize: text.fontSize, bold: rowIndex == 0),
                                           lineHeight: LayoutUnit(roundingPx: text.lineHeight), language: language)
                let width = typesetter.prepare(builder.text, style: style).maxContentWidth.px + padding
                widest[column] = max(widest[column], width)
            }
        }
        // Columns that would get less than the floor get the floor; the others share the
        // rest in proportion, until none is below it.
        let floor = 50.0 / Double(columns)
        var atFloor = Set<Int>()
        var shares = [Double](repeating: floor, count: columns)
        for _ in 0..<columns {
            let remaining = 100 - floor * Double(atFloor.count)
            let others = widest.indices.filter { !atFloor.contains($0) }
            let total = others.reduce(0) { $0 + widest[$1] }
            var changed = false
            for column in others {
                shares[column] = widest[column] / total * remaining
                if shares[column] < floor {
                    atFloor.insert(column)
                    shares[column] = floor
                    changed = true
                }
            }
            if !changed { break }
        }
        shares = shares.map { ($0 * 100).rounded(.down) / 100 }
        let rest = ((100 - shares.dropLast().reduce(0, +)) * 100).rounded() / 100
        shares[columns - 1] = rest
        return shares
    }
}
