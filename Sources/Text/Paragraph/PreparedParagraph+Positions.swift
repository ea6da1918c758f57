extension PreparedParagraph {
    /// Where `offset` sits in `layout` (a layout of this paragraph): its line, and its
    /// distance from the line's left edge, as Chromium places text: the widths of the
    /// run pieces before it on the line, each rounded up to 1/64 px, plus the width of
    /// its own run's text up to it, rounded down. At the start of a run this is where
    /// the run's text starts (after its inline box's start edge). An offset at a line
    /// break belongs to the next line.
    public func position(ofOffset offset: Int, in layout: ParagraphLayout) -> (line: Int, x: LayoutUnit)? {
        guard let lineIndex = layout.lineIndex(ofOffset: offset) else { return nil }
        let line = layout.lines[lineIndex]
        var x = LayoutUnit.zero
        for fragment in line.fragments {
            if offset < fragment.range.lowerBound {
                break
            }
            if offset >= fragment.range.upperBound && fragment.range.upperBound < line.range.upperBound {
                x = fragment.x + fragment.width
                continue
            }
            let shapedIndex = runShapedRange[fragment.runIndex]
            guard shapedIndex >= 0 else { return (lineIndex, fragment.x) }
            let end = min(offset, fragment.range.upperBound)
            let advance = shapedRanges[shapedIndex].advance(from: fragment.range.lowerBound, to: end)
            return (lineIndex, fragment.x + LayoutUnit(rawValue: Int((Float(advance) / 65536 * 64).rounded(.down))))
        }
        return (lineIndex, x)
    }
}
