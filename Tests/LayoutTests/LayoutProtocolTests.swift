import Synchronization
import SitegenLayout
import SitegenText
import Testing

@Suite struct LayoutProtocolTests {
    @Test func containerIsProposedTheWidthAndPlacesChildrenWhereItSays() {
        let log = RecordingRow.Log()
        let row = LayoutNode.container("row", RecordingRow(log: log), children: [
            bar(10, id: "a"), bar(30, id: "b"), box(50, 20, id: "c"),
        ])
        let measured = LayoutEngine.measure(row, width: px(300), recordingTree: true)
        #expect(measured.size == LayoutSize(width: px(300), height: px(30)))
        #expect(log.proposals.withLock { $0.first } == ProposedSize(width: px(300)))
        #expect(measured.anchors["a"]?.rect == LayoutRect(x: px(0), y: px(0), width: px(100), height: px(10)))
        #expect(measured.anchors["b"]?.rect == LayoutRect(x: px(100), y: px(0), width: px(100), height: px(30)))
        // An image narrower than its share keeps its intrinsic size.
        #expect(measured.anchors["c"]?.rect == LayoutRect(x: px(200), y: px(0), width: px(50), height: px(20)))
        #expect(measured.tree?.children.map(\.frame.minX) == [px(0), px(100), px(200)])
    }

    @Test func cacheIsMadeOncePerContainerAndMeasurement() {
        let log = RecordingRow.Log()
        let row = LayoutNode.container("row", RecordingRow(log: log), children: [bar(10), bar(20)])
        _ = LayoutEngine.measure(row, width: px(200))
        #expect(log.cachesMade.withLock { $0 } == 1)
        _ = LayoutEngine.measure(row, width: px(100))
        #expect(log.cachesMade.withLock { $0 } == 2)
    }

    @Test func unspecifiedProposalAsksForIdealSize() {
        let stack = LayoutNode.container("stack", VStackLayout(), children: [box(120, 10), box(80, 10)])
        #expect(LayoutEngine.size(of: stack, proposal: .unspecified) == LayoutSize(width: px(120), height: px(20)))
        // A narrower proposal scales the wider image down, keeping its ratio.
        #expect(LayoutEngine.size(of: box(120, 60), proposal: ProposedSize(width: px(60))) == LayoutSize(width: px(60), height: px(30)))
    }

    @Test func insetMovesChildrenAndAddsToSize() {
        let inset = LayoutNode.container("quote", InsetLayout(top: px(3), leading: px(20), bottom: px(5), trailing: px(7)),
                                         children: [bar(10, id: "inner")])
        let measured = LayoutEngine.measure(inset, width: px(100))
        #expect(measured.size == LayoutSize(width: px(100), height: px(18)))
        #expect(measured.anchors["inner"]?.rect == LayoutRect(x: px(20), y: px(3), width: px(73), height: px(10)))
    }

    @Test func listIndentsItemsAndSpacesThem() {
        let list = LayoutNode.container("list", ListLayout(indent: px(24), itemSpacing: px(4)), children: [
            .container("item", VStackLayout(), children: [bar(26, id: "one")]),
            .container("item", VStackLayout(minHeight: px(26)), children: []),
            .container("item", VStackLayout(), children: [bar(52, id: "three")]),
        ])
        let measured = LayoutEngine.measure(list, width: px(300))
        #expect(measured.size.height == px(26 + 4 + 26 + 4 + 52))
        #expect(measured.anchors["one"]?.rect == LayoutRect(x: px(24), y: px(0), width: px(276), height: px(26)))
        #expect(measured.anchors["three"]?.rect.minY == px(60))
    }

    @Test func paragraphTakesTheProposedWidthAndWholeLines() throws {
        let typesetter = try #require(sharedTypesetter)
        let text = StyledText(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6), style: .regular(16))
        let prepared = typesetter.prepare(text, style: ParagraphStyle(textStyle: .regular(16), lineHeight: px(26)))
        let leaf = ParagraphLeaf(prepared)
        let narrow = leaf.sizeThatFits(ProposedSize(width: px(200)))
        #expect(narrow.width == px(200))
        #expect(narrow.height.rawValue % px(26).rawValue == 0 && narrow.height > px(26 * 4))
        let ideal = leaf.sizeThatFits(.unspecified)
        #expect(ideal.width == prepared.maxContentWidth && ideal.height == px(26))
        let smallest = leaf.sizeThatFits(ProposedSize(width: .zero))
        #expect(smallest.width < px(100) && smallest.width > .zero)
    }

    /// A leaf whose height depends on its width, counting the proposals it works out.
    struct CountingLeaf: LeafLayout {
        final class Log: Sendable {
            let proposals = Mutex<[ProposedSize]>([])
        }
        let log = Log()
        func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
            log.proposals.withLock { $0.append(proposal) }
            let width = proposal.width ?? px(300)
            return LayoutSize(width: width, height: px(3000).divided(by: max(Int(width.px), 1) / 10 + 1))
        }
    }

    @Test func aNodeAskedMoreProposalsThanItsStretchHoldsAnswersEachOnce() {
        // The engine keeps a node's first eight answers in the tree's shared array and the
        // rest in a list of its own: twenty widths, twice over, are each worked out once,
        // and each comes out as measured alone.
        let leaves = (0..<3).map { _ in CountingLeaf() }
        func tree() -> LayoutNode {
            .container("page", VStackLayout(), children: [
                .container("stack", VStackLayout(), children: leaves.map { .leaf("text", $0, anchorID: nil) }),
                .container("flow", FlowLayout(rowGap: px(4), columnGap: px(6)), children: [box(250, 20, id: "a"), box(320, 20, id: "b")]),
            ])
        }
        let widths = (0..<20).map { px(100 + 37 * $0) }
        let together = LayoutEngine.measure(tree(), widths: widths + widths)
        for leaf in leaves {
            let asked = leaf.log.proposals.withLock { $0 }
            #expect(asked.count == Set(asked).count, "a proposal worked out twice")
            #expect(asked.count == widths.count)
        }
        for (index, width) in (widths + widths).enumerated() {
            let alone = LayoutEngine.measure(tree(), width: width)
            #expect(together[index].size == alone.size)
            #expect(together[index].anchors == alone.anchors)
        }
    }

    @Test func subtreesWithoutAnchorsAreSizedNeverPlaced() {
        // A page reports a dozen anchors: only the paths to them are placed. What a subtree
        // left unplaced holds that cannot be measured still marks every anchor after it.
        let quiet = RecordingRow.Log()
        let anchored = RecordingRow.Log()
        func tree() -> LayoutNode {
            .container("page", VStackLayout(), children: [
                bar(12, id: "first"),
                .container("no anchors", RecordingRow(log: quiet), children: [
                    bar(10), .container("inner", VStackLayout(), children: [bar(20, unverified: true), box(400, 50)]),
                ]),
                .container("anchors", RecordingRow(log: anchored), children: [
                    bar(10), .container("deep", VStackLayout(), children: [bar(6), bar(5, id: "deep")]),
                ]),
                bar(7, id: "after"),
            ])
        }
        let widths = [px(300), px(200), px(120), px(90)]
        let together = LayoutEngine.measure(tree(), widths: widths)
        #expect(quiet.placements.withLock { $0 } == 0)
        #expect(!quiet.proposals.withLock { $0 }.isEmpty)
        #expect(anchored.placements.withLock { $0 } == widths.count)
        for (index, width) in widths.enumerated() {
            let alone = LayoutEngine.measure(tree(), width: width)
            #expect(together[index].size == alone.size)
            #expect(together[index].isUnverified == alone.isUnverified && alone.isUnverified)
            #expect(together[index].anchors.sortedIDs == ["after", "deep", "first"])
            for id in ["after", "deep", "first"] {
                #expect(together[index].anchors[id] == alone.anchors[id], "\(id) at \(width)")
            }
            #expect(together[index].anchors["after"]?.isUnverified == true)
            #expect(together[index].anchors["deep"]?.isUnverified == true)
            #expect(together[index].anchors["first"]?.isUnverified == false)
        }
    }
}
