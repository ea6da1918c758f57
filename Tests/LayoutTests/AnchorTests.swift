import SitegenLayout
import SitegenText
import Testing

@Suite struct AnchorTests {
    @Test func nestedAnchorsResolveToTheRootSpace() {
        let tree = LayoutNode.container("root", VStackLayout(), children: [
            bar(50, bottom: 10),
            .container("quote", InsetLayout(top: px(4), leading: px(20)), children: [
                bar(15, bottom: 6),
                .container("list", ListLayout(indent: px(24), itemSpacing: px(4)), children: [
                    .container("item", VStackLayout(), children: [bar(26, id: "deep")]),
                ]),
            ]),
        ])
        let measured = LayoutEngine.measure(tree, width: px(400))
        #expect(measured.anchors["deep"]?.rect == LayoutRect(x: px(44), y: px(50 + 10 + 4 + 15 + 6), width: px(356), height: px(26)))
    }

    @Test func mergingIsKeyedByIdNotOrder() {
        var first = AnchorPreferences()
        first.report("b", Anchor(rect: LayoutRect(x: px(0), y: px(50), width: px(10), height: px(10))))
        var second = AnchorPreferences()
        second.report("a", Anchor(rect: LayoutRect(x: px(0), y: px(10), width: px(10), height: px(10))))
        second.report("b", Anchor(rect: LayoutRect(x: px(5), y: px(20), width: px(10), height: px(10))))
        var forward = AnchorPreferences()
        forward.merge(first, offsetBy: LayoutPoint(x: px(1), y: px(2)))
        forward.merge(second, offsetBy: .zero)
        var backward = AnchorPreferences()
        backward.merge(second, offsetBy: .zero)
        backward.merge(first, offsetBy: LayoutPoint(x: px(1), y: px(2)))
        #expect(forward == backward)
        #expect(forward.sortedIDs == ["a", "b"])
        // Of two anchors under one id, the upper one wins whichever came first.
        #expect(forward["b"]?.rect.minY == px(20))
        // Keyed once, at the root: the same anchors, read by id.
        let resolved = forward.resolved()
        #expect(resolved == forward && resolved.count == 2 && forward.count == 2)
        #expect(resolved["b"] == forward["b"] && resolved["a"] == forward["a"] && resolved["c"] == nil && forward["c"] == nil)
        var merged = AnchorPreferences()
        merged.report("c", Anchor(rect: LayoutRect(x: px(0), y: px(5), width: px(1), height: px(1))))
        merged.merge(resolved, offsetBy: LayoutPoint(x: px(0), y: px(100)))
        #expect(merged.sortedIDs == ["a", "b", "c"] && merged["b"]?.rect.minY == px(120))
    }

    @Test func reversedChildrenReportTheSameAnchorsAtTheirOwnPlaces() {
        let children = [bar(10, id: "x"), bar(20, id: "y")]
        let forward = LayoutEngine.measure(.container("s", VStackLayout(), children: children), width: px(100)).anchors
        let backward = LayoutEngine.measure(.container("s", VStackLayout(), children: children.reversed()), width: px(100)).anchors
        #expect(forward["y"]?.rect.minY == px(10) && backward["y"]?.rect.minY == px(0))
        #expect(forward["x"]?.rect.size == backward["x"]?.rect.size)
    }

    @Test func everythingAfterAnUnmeasuredBlockIsUnverified() {
        let tree = LayoutNode.container("root", VStackLayout(), children: [
            bar(10, id: "before"),
            .container("quote", InsetLayout(leading: px(10)), children: [
                bar(10, id: "inside-before"), bar(0, id: "widget", unverified: true), bar(10, id: "inside-after"),
            ]),
            bar(10, id: "after"),
        ])
        let measured = LayoutEngine.measure(tree, width: px(100), recordingTree: true)
        #expect(measured.anchors["before"]?.isUnverified == false)
        #expect(measured.anchors["inside-before"]?.isUnverified == false)
        #expect(measured.anchors["widget"]?.isUnverified == true)
        #expect(measured.anchors["inside-after"]?.isUnverified == true)
        #expect(measured.anchors["after"]?.isUnverified == true)
        #expect(measured.isUnverified)
        #expect(measured.tree?.children[1].isUnverified == true && measured.tree?.children[0].isUnverified == false)
    }

    @Test func aSizeAloneIsTheMeasurementsSizeAndVerification() {
        // Unmeasured blocks at every depth, and none: the size-only answer (a page list's
        // rows) must say what the whole measurement says.
        func tree(unverifiedAt depth: Int?) -> LayoutNode {
            .container("root", VStackLayout(), children: [
                bar(10, unverified: depth == 0),
                .container("quote", InsetLayout(leading: px(10)), children: [
                    box(30, 12, top: 4, unverified: depth == 1),
                    .container("grid", GridLayout(columns: [px(40), px(40)]), children: [
                        bar(7), bar(9, unverified: depth == 2),
                    ]),
                ]),
            ])
        }
        for depth in [nil, 0, 1, 2] {
            for width in [40, 100, 333] {
                let root = tree(unverifiedAt: depth)
                let measured = LayoutEngine.measure(root, width: px(width))
                let alone = LayoutEngine.size(of: root, width: px(width))
                #expect(alone.size == measured.size, "depth \(String(describing: depth)), \(width) px")
                #expect(alone.isUnverified == measured.isUnverified, "depth \(String(describing: depth))")
                #expect(alone.isUnverified == (depth != nil))
            }
        }
    }
}
