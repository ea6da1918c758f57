import SitegenText

/// The sizes the nodes of one tree answered, by proposal, in a few blocks for the
/// whole tree while it is measured: each node gets a stretch of `stretch` entries when it
/// first answers, and keeps answers past them in a list of its own (`NodeMeasurement`).
///
/// A node is asked about one proposal per width variant: an array of its own, reserved
/// for eight, would be an allocation for every node of every page. The blocks are never moved
/// (a stretch is a pointer into one) and never initialized beyond what is written: an
/// entry is plain data.
final class MeasuredSizes {
    /// Entries a node's stretch holds: one per width variant of the default theme.
    static let stretch = 8

    /// One answer: the size for a proposal, and for a leaf that fills its width, the
    /// other widths it has the same height at.
    struct Entry {
        var proposal: ProposedSize
        var size: LayoutSize
        var heldWidths: ClosedRange<LayoutUnit>?

        /// The size for `asked`: this entry's, if it answers it.
        @inline(__always)
        func size(answering asked: ProposedSize) -> LayoutSize? {
            if asked == proposal { return size }
            guard let heldWidths, let width = asked.width, heldWidths.contains(width), asked.height == proposal.height
            else { return nil }
            return LayoutSize(width: width, height: size.height)
        }
    }

    /// Used by one thread (`NodeMeasurement`).
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Entry>] = []
    @exclusivity(unchecked) private var usedInLastBlock = 0
    /// Stretches the last block holds: 8 first (a page list's row is a tree of a few
    /// nodes), twice as many in each next block, up to 256.
    @exclusivity(unchecked) private var lastBlockStretches = 0

    /// A new stretch of `stretch` entries, valid while this object lives.
    func reserveStretch() -> UnsafeMutablePointer<Entry> {
        if usedInLastBlock == lastBlockStretches {
            lastBlockStretches = min(max(8, lastBlockStretches * 2), 256)
            blocks.append(.allocate(capacity: lastBlockStretches * Self.stretch))
            usedInLastBlock = 0
        }
        let start = blocks[blocks.count - 1] + usedInLastBlock * Self.stretch
        usedInLastBlock += 1
        return start
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
