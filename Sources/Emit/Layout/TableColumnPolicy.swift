import SitegenLayout
import SitegenMarkdown
import SitegenText
import Synchronization

/// How the engine shares a table's width between its columns: in proportion to each
/// column's widest cell set on one line (its max-content width, padding included), with
/// no column below half an equal share. The same percentages go to the HTML (`<col>`
/// widths under `table-layout: fixed`) and to `TableLayout`, so both agree.
public struct TableColumnPolicy: Sendable {
    public let theme: ThemeGeometry
    public let typesetter: Typesetter
    public let language: String
    /// The answers given, shared by every copy of the policy: the layout engine (measuring
    /// the page) and the HTML renderer (its `<col>` widths) both ask for every table's, and
    /// shaping each cell again was half of rendering a site's page bodies.
    private let answers = Answers()

    public init(theme: ThemeGeometry, typesetter: Typesetter, language: String) {
        self.theme = theme
        self.typesetter = typesetter
        self.language = language
    }

    /// How many tables (with their text geometry) the policy has answered for.
    var answeredCount: Int { answers.known.withLock { $0.count } }

    /// Percentages by table and text geometry; the rest of what they depend on is the policy's.
    private final class Answers: Sendable {
        struct Question: Hashable {
            var table: Table
            var text: TextGeometry

            /// The header and the shape of the table, not every cell: hashing whole tables
            /// (two lookups and an insertion per table) was half a percent of a large build.
            /// Equal questions still hash alike, and `==` compares whole tables, at once
            /// when they share their storage (a page's table asked for its layout, then
            /// for its HTML).
            func hash(into hasher: inout Hasher) {
                hasher.combine(table.header)
                hasher.combine(table.rows.count)
                hasher.combine(table.alignments)
                hasher.combine(text)
            }
        }
        /// Enough for any site's tables; a preview server that edits past it starts afresh.
        static let limit = 100_000
        let known = Mutex<[Question: [Double]]>([:])

        func answer(_ question: Question, _ make: () -> [Double]) -> [Double] {
            if let found = known.withLock({ $0[question] }) { return found }
            let made = make()
            known.withLock { known in
                if known.count >= Self.limit { known.removeAll() }
                known[question] = made
            }
            return made
        }
    }

    /// The width of each column in percent of the table's width, with two decimals,
    /// summing to 100.
    public func percentages(for table: Table, geometry: TextGeometry? = nil) -> [Double] {
        let text = geometry ?? theme.body
        let rows = [table.header] + table.rows
        return percentages(for: table, geometry: text) { row, column in
            guard column < rows[row].count else { return .zero }
            return InlineTextBuilder.prepare(
                rows[row][column].content, geometry: text, bold: row == 0, theme: theme, typesetter: typesetter,
                language: language).prepared.maxContentWidth
        }
    }

    /// `percentages(for:geometry:)` of a table whose cells the caller has prepared as the
    /// policy would (`InlineTextBuilder.prepare`): `cellWidth(row, column)` is a cell's
    /// max-content width, the header being row 0. The layout engine prepares every cell
    /// anyway; preparing each again here was a third of mapping a table.
    func percentages(for table: Table, geometry: TextGeometry, cellWidth: (Int, Int) -> LayoutUnit) -> [Double] {
        let columns = max(table.alignments.count, table.header.count, 1)
        guard columns > 1 else { return [100] }
        return answers.answer(Answers.Question(table: table, text: geometry)) {
            let padding = theme.tableCellPaddingHorizontal * 2
            var widest = [Double](filledWith: padding, count: columns)
            for row in 0...table.rows.count {
                for column in 0..<columns {
                    widest[column] = max(widest[column], cellWidth(row, column).px + padding)
                }
            }
            return Self.shares(widest: widest)
        }
    }

    /// The percentages for columns whose widest cells are `widest` px.
    private static func shares(widest: [Double]) -> [Double] {
        let columns = widest.count
        // Columns that would get less than the floor get the floor; the others share the
        // rest in proportion, until none is below it.
        let floor = 50.0 / Double(columns)
        var atFloor = Set<Int>()
        var shares = [Double](filledWith: floor, count: columns)
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
