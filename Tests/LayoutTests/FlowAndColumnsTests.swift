import SitegenLayout
import SitegenText
import Testing

@Suite struct FlowAndColumnsTests {
    func frames(_ widths: [Int], width: Int, gap: Int = 10) -> [LayoutRect] {
        let children = widths.enumerated().map { box($1, 20 + $0, id: "i\($0)") }
        let measured = LayoutEngine.measure(
            .container("flow", FlowLayout(rowGap: px(gap), columnGap: px(gap)), children: children), width: px(width))
        return widths.indices.compactMap { measured.anchors["i\($0)"]?.rect }
    }

    /// CSS flex-wrap: an item joins the line while the items and the gaps between them fit.
    @Test func wrapsWhenTheNextItemAndGapOverflow() {
        let rects = frames([100, 120, 90], width: 240)
        #expect(rects.map(\.minX) == [px(0), px(110), px(0)])
        // The second row starts below the first row's tallest item and the row gap.
        #expect(rects.map(\.minY) == [px(0), px(0), px(21 + 10)])
    }

    @Test func anExactFitStaysOnTheLine() {
        let rects = frames([100, 120], width: 230)
        #expect(rects.map(\.minY) == [px(0), px(0)])
        #expect(frames([100, 120], width: 229).map(\.minY) == [px(0), px(30)])
    }

    @Test func anItemWiderThanTheContainerIsShrunkOnALineOfItsOwn() {
        let rects = frames([50, 400, 50], width: 200)
        // 400 × 21 scaled to 200 wide is 10.5 high.
        #expect(rects[1] == LayoutRect(x: px(0), y: px(30), width: px(200), height: LayoutUnit(roundingPx: 10.5)))
        #expect(rects[2].minY == LayoutUnit(roundingPx: 30 + 10.5 + 10))
    }

    @Test func columnsShareTheWidthAndRowsTakeTheTallest() {
        let columns = ColumnsLayout(count: 2, columnGap: px(20), rowGap: px(8))
        let node = LayoutNode.container("columns", columns, children: [
            bar(10, id: "a"), bar(30, id: "b"), bar(5, id: "c"),
        ])
        let measured = LayoutEngine.measure(node, width: px(220))
        #expect(measured.anchors["b"]?.rect == LayoutRect(x: px(120), y: px(0), width: px(100), height: px(30)))
        #expect(measured.anchors["c"]?.rect == LayoutRect(x: px(0), y: px(38), width: px(100), height: px(5)))
        #expect(measured.size.height == px(43))
    }
}
