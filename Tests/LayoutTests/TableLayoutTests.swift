import SitegenLayout
import SitegenText
import Testing

@Suite struct TableLayoutTests {
    func table(_ widths: TableLayout.ColumnWidths = .equal) -> TableLayout {
        TableLayout(columnCount: 3, columnWidths: widths, cellPaddingVertical: px(6), cellPaddingHorizontal: px(10),
                    rowBorder: px(1))
    }

    @Test func equalColumnsGiveTheRoundingRestToTheLast() {
        let columns = table().columns(width: px(100))
        #expect(columns.reduce(LayoutUnit.zero, +) == px(100))
        #expect(columns[0] == columns[1] && columns[0] == LayoutUnit(rawValue: 6400 / 3))
        #expect(columns[2] == px(100) - columns[0] * 2)
    }

    @Test func weightedColumnsFollowTheirWeights() {
        let columns = table(.weighted([1, 2, 1])).columns(width: px(400))
        #expect(columns == [px(100), px(200), px(100)])
        // Weights that do not fit the column count fall back to equal shares.
        #expect(table(.weighted([1, 2])).columns(width: px(300)) == [px(100), px(100), px(100)])
    }

    @Test func rowsTakeTheTallestCellPlusPaddingAndBorder() {
        let cells = [bar(26, id: "h0"), bar(26), bar(52), bar(26, id: "r0"), bar(78), bar(26)]
        let measured = LayoutEngine.measure(.container("table", table(), children: cells), width: px(300))
        #expect(measured.size.height == px(52 + 13 + 78 + 13))
        #expect(measured.anchors["h0"]?.rect == LayoutRect(x: px(10), y: px(6), width: px(80), height: px(26)))
        #expect(measured.anchors["r0"]?.rect.minY == px(65 + 6))
    }
}
