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

    /// Percentages as `<col>` widths: Chromium 156 lays this table of the bundled site out at
    /// 47.96875, 191.03125 and 49 px in a 288 px column (each share truncated in float, then
    /// all scaled to fill the width); flooring each share alone gives 191.015625 and 49.015625,
    /// and wraps the last column's text differently.
    @Test func percentColumnsShareTheWidthAsChromiumDoes() {
        let columns = table(.weighted([16.66, 66.33, 17.01])).columns(width: px(288))
        #expect(columns == [LayoutUnit(rawValue: 3070), LayoutUnit(rawValue: 12226), px(49)])
        #expect(table(.weighted([33.33, 33.33, 33.34])).columns(width: px(720)).reduce(LayoutUnit.zero, +) == px(720))
    }

    @Test func rowsTakeTheTallestCellPlusPaddingAndBorder() {
        let cells = [bar(26, id: "h0"), bar(26), bar(52), bar(26, id: "r0"), bar(78), bar(26)]
        let measured = LayoutEngine.measure(.container("table", table(), children: cells), width: px(300))
        #expect(measured.size.height == px(52 + 13 + 78 + 13))
        #expect(measured.anchors["h0"]?.rect == LayoutRect(x: px(10), y: px(6), width: px(80), height: px(26)))
        #expect(measured.anchors["r0"]?.rect.minY == px(65 + 6))
    }
}
