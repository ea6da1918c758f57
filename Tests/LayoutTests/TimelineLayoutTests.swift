import SitegenLayout
import SitegenText
import Testing

@Suite struct TimelineLayoutTests {
    /// Items of heights 50, 80 and 30, 20 px apart; dots beside them, the first larger.
    func timeline() -> LayoutNode {
        let dots = [TimelineLayout.Dot(x: px(0), y: px(2), size: px(16)),
                    TimelineLayout.Dot(x: px(2), y: px(4), size: px(12)),
                    TimelineLayout.Dot(x: px(2), y: px(4), size: px(12))]
        let items = [bar(50), bar(80), bar(30)]
        let dotNodes = (0..<3).map { LayoutNode.leaf("dot", ContainerSizedLeaf(), anchorID: "dot-\($0)") }
        let lines = (0..<2).map { LayoutNode.leaf("line", ContainerSizedLeaf(), anchorID: "line-\($0)") }
        return .container("timeline", TimelineLayout(dots: dots, gap: px(20), lineWidth: px(2)),
                          children: items + dotNodes + lines)
    }

    @Test func connectorsRunFromEachDotsBottomToTheNextDotsTopOnItsCentre() throws {
        let measured = LayoutEngine.measure(timeline(), width: px(300))
        #expect(measured.size.height == px(50 + 20 + 80 + 20 + 30))
        let anchors = measured.anchors
        let dots = try (0..<3).map { try #require(anchors["dot-\($0)"]).rect }
        #expect(dots[0] == LayoutRect(x: px(0), y: px(2), width: px(16), height: px(16)))
        #expect(dots[1] == LayoutRect(x: px(2), y: px(70 + 4), width: px(12), height: px(12)))
        #expect(dots[2] == LayoutRect(x: px(2), y: px(170 + 4), width: px(12), height: px(12)))
        for index in 0..<2 {
            let line = try #require(anchors["line-\(index)"]).rect
            #expect(line.minY == dots[index].maxY)
            #expect(line.maxY == dots[index + 1].minY)
            #expect(line.midX == dots[index].midX)
            #expect(line.width == px(2))
        }
    }

    @Test func theItemsTakeTheFullWidthAndTheLastHasNoConnector() {
        let measured = LayoutEngine.measure(timeline(), width: px(300))
        #expect(measured.anchors["line-2"] == nil)
        #expect(measured.size.width == px(300))
    }
}
