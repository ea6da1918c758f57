import SitegenLayout
import SitegenText
import Testing

/// The width distribution of CSS's automatic table layout, on examples worked out by hand
/// from css-tables-3 §3.4 and Blink's arithmetic (shares cut to 1/64 px towards zero, the
/// rest to the last column).
@Suite struct TableColumnDistributionTests {
    func raw(_ value: Int) -> LayoutUnit { LayoutUnit(rawValue: value) }

    @Test func betweenMinimumAndMaximumColumnsGrowByWhatTheyCanGrow() {
        // Minimums 180, maximums 480: 120 px to share by growths 100, 200 and 0.
        let table = TableColumnDistribution(minimums: [px(50), px(100), px(30)], maximums: [px(150), px(300), px(30)])
        #expect(table.columns(available: px(300)) == [px(90), px(180), px(30)])
        #expect(table.tableWidth(available: px(300)) == px(300))
    }

    @Test func sharesAreCutTowardsZeroAndTheLastColumnTakesTheRest() {
        // 10 px (640/64) shared by three equal growths: 213/64 each, the last 214/64.
        let table = TableColumnDistribution(minimums: [px(10), px(10), px(10)], maximums: [px(20), px(20), px(20)])
        #expect(table.columns(available: px(40)) == [px(10) + raw(213), px(10) + raw(213), px(10) + raw(214)])
    }

    @Test func aboveTheMaximumColumnsGrowInProportionToTheirMaximums() {
        // 200 px beyond maximums 100 and 300: a quarter and three quarters.
        let table = TableColumnDistribution(minimums: [px(20), px(40)], maximums: [px(100), px(300)])
        #expect(table.columns(available: px(600)) == [px(150), px(450)])
        // Exactly the maximum: each column its maximum, no arithmetic.
        #expect(table.columns(available: px(400)) == [px(100), px(300)])
        // Empty columns share what is left equally.
        let empty = TableColumnDistribution(minimums: [.zero, .zero, .zero], maximums: [.zero, .zero, .zero])
        #expect(empty.columns(available: px(91)) == [raw(1941), raw(1941), raw(1942)])
    }

    @Test func belowTheMinimumTheTableKeepsItsMinimumAndOverflows() {
        let table = TableColumnDistribution(minimums: [px(100), px(200)], maximums: [px(150), px(400)])
        #expect(table.columns(available: px(250)) == [px(100), px(200)])
        #expect(table.tableWidth(available: px(250)) == px(300))
        #expect(table.minContentWidth == px(300) && table.maxContentWidth == px(550))
    }

    @Test func aMaximumBelowItsMinimumCountsAsTheMinimum() {
        let table = TableColumnDistribution(minimums: [px(80), px(20)], maximums: [px(60), px(40)])
        #expect(table.maximums == [px(80), px(40)])
        #expect(table.columns(available: px(110)) == [px(80), px(30)])
    }
}

@Suite struct TableLayoutTests {
    func table(columns: Int = 3) -> TableLayout {
        TableLayout(columnCount: columns, cellPaddingVertical: px(6), cellPaddingHorizontal: px(10), rowBorder: px(1))
    }

    func cell(_ text: String, id: String? = nil) throws -> LayoutNode {
        let typesetter = try #require(sharedTypesetter)
        let prepared = typesetter.prepare(StyledText(text, style: .regular(16)),
                                          style: ParagraphStyle(textStyle: .regular(16), lineHeight: px(26), overflowWrap: .normal))
        return .leaf("cell", ParagraphLeaf(prepared), anchorID: id)
    }

    func leaf(_ node: LayoutNode) -> ParagraphLeaf? {
        if case .leaf(let leaf as ParagraphLeaf) = node.content { return leaf }
        return nil
    }

    @Test func rowsTakeTheTallestCellPlusPaddingAndBorder() {
        let cells = [bar(26, id: "h0"), bar(26), bar(52), bar(26, id: "r0"), bar(78), bar(26)]
        let measured = LayoutEngine.measure(.container("table", table(), children: cells), width: px(300))
        #expect(measured.size.height == px(52 + 13 + 78 + 13))
        // Cells of no content width share the table equally.
        #expect(measured.anchors["h0"]?.rect == LayoutRect(x: px(10), y: px(6), width: px(80), height: px(26)))
        #expect(measured.anchors["r0"]?.rect.minY == px(65 + 6))
    }

    @Test func columnsFollowTheirCellsMinAndMaxContentWidths() throws {
        let texts = ["Signed", "Unsigned", "Required", "a", "a much longer description of the value", "b"]
        let cells = try texts.enumerated().map { try cell($0.element, id: "c\($0.offset)") }
        let table = table()
        let measured = LayoutEngine.measure(.container("table", table, children: cells), width: px(358))
        let paragraphs = cells.compactMap(leaf)
        let minimums = (0..<3).map { column in
            [column, column + 3].map { paragraphs[$0].sizeThatFits(.zero).width }.max()! + px(20)
        }
        let maximums = (0..<3).map { column in
            [column, column + 3].map { paragraphs[$0].paragraph.maxContentWidth }.max()! + px(20)
        }
        let expected = TableColumnDistribution(minimums: minimums, maximums: maximums).columns(available: px(358))
        let x = (0..<3).map { measured.anchors["c\($0)"]!.rect.minX }
        #expect(x == [px(10), px(10) + expected[0], px(10) + expected[0] + expected[1]])
        // The single words keep their line; the long description wraps.
        for index in [0, 1, 2, 3, 5] { #expect(measured.anchors["c\(index)"]?.rect.height == px(26)) }
        #expect(measured.anchors["c4"]!.rect.height > px(26))
        #expect(measured.size.width == px(358))
    }

    @Test func aTableWiderThanItsBoxKeepsItsMinContentWidthAndTheBoxItsOwn() throws {
        let words = ["Internationalization", "Telecommunications", "Interdisciplinary", "Counterrevolutionary"]
        let cells = try words.enumerated().map { try cell($0.element, id: "w\($0.offset)") }
        let measured = LayoutEngine.measure(.container("table", table(columns: 4), children: cells), width: px(300))
        #expect(measured.size.width == px(300))
        #expect(measured.size.height == px(26 + 13))
        let last = try #require(measured.anchors["w3"]?.rect)
        let width = cells.compactMap(leaf).reduce(LayoutUnit.zero) { $0 + $1.sizeThatFits(.zero).width + px(20) }
        #expect(last.minX + last.width + px(10) == width && width > px(300))
    }
}
