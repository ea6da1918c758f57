import SitegenLayout
import SitegenText
import Testing

@Suite struct VStackMarginTests {
    func origins(_ children: [LayoutNode], width: Int = 100) -> (ys: [LayoutUnit], height: LayoutUnit) {
        let ids = children.indices.map { "c\($0)" }
        let tagged = zip(children, ids).map { child, id in
            var child = child
            child.anchorID = id
            return child
        }
        let measured = LayoutEngine.measure(.container("stack", VStackLayout(), children: tagged), width: px(width))
        return (ids.map { measured.anchors[$0]?.rect.minY ?? px(-1) }, measured.size.height)
    }

    @Test func adjacentMarginsCollapseToTheLarger() {
        let (ys, height) = origins([bar(10, bottom: 16), bar(20, top: 24, bottom: 8), bar(5, top: 4)])
        #expect(ys == [px(0), px(34), px(62)])
        #expect(height == px(67))
    }

    @Test func firstTopAndLastBottomMarginsAreDropped() {
        let (ys, height) = origins([bar(10, top: 40, bottom: 16), bar(20, top: 8, bottom: 30)])
        #expect(ys == [px(0), px(26)])
        #expect(height == px(46))
    }

    @Test func negativeMarginsAddToThePositiveOne() {
        let (ys, _) = origins([bar(10, bottom: 20), bar(10, top: -5)])
        #expect(ys[1] == px(25))
        #expect(BlockMargins.collapse(px(-3), px(-8)) == px(-8))
        #expect(BlockMargins.collapse(px(12), px(-8)) == px(4))
    }

    @Test func emptyBlockLetsMarginsCollapseThroughIt() {
        let (ys, height) = origins([bar(10, bottom: 16), bar(0, top: 30, bottom: 12), bar(10, top: 8)])
        #expect(ys[2] == px(40))
        #expect(height == px(50))
    }

    @Test func minHeightHoldsForAnEmptyStack() {
        let empty = LayoutNode.container("item", VStackLayout(minHeight: px(26)), children: [])
        #expect(LayoutEngine.measure(empty, width: px(100)).size.height == px(26))
    }
}
