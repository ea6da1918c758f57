import SitegenLayout
import SitegenText
import Synchronization

func px(_ value: Int) -> LayoutUnit { LayoutUnit(value) }

/// A block of a fixed size: an image leaf of that intrinsic size.
func box(_ width: Int, _ height: Int, id: String? = nil, top: Int = 0, bottom: Int = 0, unverified: Bool = false) -> LayoutNode {
    .leaf("box", ImageLeaf(width: px(width), height: px(height)), anchorID: id,
          margins: BlockMargins(top: px(top), bottom: px(bottom)), isUnverified: unverified)
}

/// A full-width block of a fixed height.
func bar(_ height: Int, id: String? = nil, top: Int = 0, bottom: Int = 0, unverified: Bool = false) -> LayoutNode {
    .leaf("bar", FixedHeightLeaf(height: px(height)), anchorID: id,
          margins: BlockMargins(top: px(top), bottom: px(bottom)), isUnverified: unverified)
}

/// A container that lays children side by side, each offered an equal share of the width,
/// and records what it was asked: to check the engine's side of the protocol.
struct RecordingRow: Layout {
    final class Log: Sendable {
        let proposals = Mutex<[ProposedSize]>([])
        let cachesMade = Mutex(0)
        let placements = Mutex(0)
    }
    let log: Log

    func makeCache(subviews: LayoutSubviews) -> Int {
        log.cachesMade.withLock { $0 += 1 }
        return subviews.count
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Int) -> LayoutSize {
        log.proposals.withLock { $0.append(proposal) }
        let width = proposal.width ?? px(100) * cache
        let share = ProposedSize(width: width.divided(by: max(cache, 1)))
        let height = subviews.map { $0.sizeThatFits(share).height }.max() ?? .zero
        return LayoutSize(width: width, height: height)
    }

    func placeSubviews(in bounds: LayoutRect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Int) {
        log.placements.withLock { $0 += 1 }
        let share = bounds.width.divided(by: max(cache, 1))
        for (index, subview) in subviews.enumerated() {
            subview.place(at: LayoutPoint(x: bounds.minX + share * index, y: bounds.minY), proposal: ProposedSize(width: share))
        }
    }
}

/// The Debian fonts the theme uses, loaded once.
let sharedTypesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())
