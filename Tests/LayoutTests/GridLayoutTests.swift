import SitegenLayout
import SitegenText
import Testing

@Suite struct GridLayoutTests {
    /// CSS grid with px tracks and auto-placement: row-major, each child proposed its
    /// column's width, each row as tall as its tallest child, gaps between tracks only.
    @Test func childrenFillTheColumnsRowByRow() {
        let grid = GridLayout(columns: [px(80), px(200), px(100)], columnGap: px(20), rowGap: px(6))
        #expect(grid.columnOffsets == [px(0), px(100), px(320)])
        #expect(grid.width == px(420))
        let node = LayoutNode.container("grid", grid, children: [
            bar(10, id: "a"), bar(40, id: "b"), bar(25, id: "c"), bar(5, id: "d"),
        ])
        let measured = LayoutEngine.measure(node, width: px(999))
        #expect(measured.anchors["a"]?.rect == LayoutRect(x: px(0), y: px(0), width: px(80), height: px(10)))
        #expect(measured.anchors["b"]?.rect == LayoutRect(x: px(100), y: px(0), width: px(200), height: px(40)))
        #expect(measured.anchors["c"]?.rect == LayoutRect(x: px(320), y: px(0), width: px(100), height: px(25)))
        // The second row starts below the first row's tallest child and the row gap.
        #expect(measured.anchors["d"]?.rect == LayoutRect(x: px(0), y: px(46), width: px(80), height: px(5)))
        // The container is as wide as its tracks, whatever it was offered.
        #expect(measured.size == LayoutSize(width: px(420), height: px(51)))
    }

    /// One column stacks its children with gaps; margins do not collapse (nor count).
    @Test func oneColumnIsAStackWithGaps() {
        let node = LayoutNode.container("stack", GridLayout(columns: [px(300)], rowGap: px(12)), children: [
            bar(10, id: "a", bottom: 50), bar(0, id: "empty"), bar(20, id: "b", top: 50),
        ])
        let measured = LayoutEngine.measure(node, width: px(300))
        #expect(measured.anchors["empty"]?.rect.minY == px(22))
        #expect(measured.anchors["b"]?.rect.minY == px(34))
        #expect(measured.size.height == px(54))
    }
}

@Suite struct StackedRowsLeafTests {
    /// Rows measured apart stand in a grid as one leaf: as tall as their heights added, each
    /// row's top the sum of the heights above it, as if each row were a child of its own.
    @Test func rowsStackWithoutGaps() {
        let leaf = StackedRowsLeaf(sizes: [LayoutSize(width: px(300), height: px(40)),
                                           LayoutSize(width: px(280), height: px(25)),
                                           LayoutSize(width: px(300), height: px(0)),
                                           LayoutSize(width: px(300), height: px(31))])
        #expect(leaf.sizeThatFits(ProposedSize(width: px(999))) == LayoutSize(width: px(300), height: px(96)))
        #expect(leaf.rowSpans.map(\.top) == [px(0), px(40), px(65), px(65)])
        #expect(leaf.rowSpans.map(\.height) == [px(40), px(25), px(0), px(31)])
        let stacked = LayoutNode.container("list", GridLayout(columns: [px(300)], rowGap: px(12)), children: [
            bar(10, id: "title"), .leaf("rows", leaf, anchorID: "rows"), bar(5, id: "after"),
        ])
        let apart = LayoutNode.container("list", GridLayout(columns: [px(300)], rowGap: px(12)), children: [
            bar(10, id: "title"),
            .container("rows", GridLayout(columns: [px(300)]), children: [bar(40), bar(25), bar(0), bar(31)], anchorID: "rows"),
            bar(5, id: "after"),
        ])
        let one = LayoutEngine.measure(stacked, width: px(300))
        let other = LayoutEngine.measure(apart, width: px(300))
        #expect(one.size == other.size)
        #expect(one.anchors["rows"]?.rect == other.anchors["rows"]?.rect)
        #expect(one.anchors["after"]?.rect.minY == px(10 + 12 + 96 + 12))
    }
}
