/// Measures the candidate lines that start at one offset, asked in increasing order of
/// their ends: each width is `PreparedParagraph.measure`'s, but the runs the lines hold whole
/// are summed once for all of them, and a line much wider than the limit is known not to
/// fit without being measured to its end. Measured from its start, each candidate cost
/// the runs before it: the square of a long word's runs, for a word of code spans, and of
/// its length, for a word cut into lines grapheme by grapheme.
struct LineMeasurer {
    private let paragraph: PreparedParagraph
    /// Where the lines start.
    let start: Int
    /// Whether they continue a wrapped line.
    let wrapped: Bool
    /// The first run whose piece is not yet in `settled`.
    private var nextRun: Int
    /// The run holding `start`: its piece may be reshaped at the line's start.
    private let firstRun: Int
    /// What the runs from `firstRun` up to `nextRun` add to every line asked for from now on:
    /// each of them ends before the content of the last one asked for does.
    private var settled = LayoutUnit.zero
    /// The end of the last line asked for, and where its content ended.
    private var lastEnd: Int
    private var lastContentEnd: Int

    init(_ paragraph: PreparedParagraph, start: Int, wrapped: Bool) {
        self.paragraph = paragraph
        self.start = start
        self.wrapped = wrapped
        firstRun = paragraph.runIndex(containing: start)
        nextRun = firstRun
        lastEnd = start
        lastContentEnd = start
    }

    /// The width of `start..<end`: `measure(start..<end, wrapped:).width`. `end` is at
    /// least every end asked for before.
    mutating func width(to end: Int) -> LayoutUnit {
        let contentEnd = self.contentEnd(to: end)
        settle(to: end, contentEnd: contentEnd, limit: nil)
        return settled + remainder(to: end, contentEnd: contentEnd, from: nextRun)
    }

    /// Whether `start..<end` fits in `limit`: `width(to: end) <= limit`, without measuring
    /// the runs of the line past the point where it is known not to fit.
    mutating func fits(to end: Int, limit: LayoutUnit) -> Bool {
        measure(to: end, limit: limit).fits
    }

    /// Whether `start..<end` fits in `limit`, and its width if it does; if it does not, a
    /// width it is known to be at least, above `limit` (its width, or less where the rest
    /// of the line was not measured).
    mutating func measure(to end: Int, limit: LayoutUnit) -> (fits: Bool, width: LayoutUnit) {
        let contentEnd = self.contentEnd(to: end)
        if let atLeast = settle(to: end, contentEnd: contentEnd, limit: limit) { return (false, atLeast) }
        let width = settled + remainder(to: end, contentEnd: contentEnd, from: nextRun)
        return (width <= limit, width)
    }

    /// Adds to `settled` the runs that end before `contentEnd`. With a `limit`, stops as soon
    /// as the line is known to be wider, and returns the width it is known to be at least: once what is settled exceeds it, the runs after the
    /// first that the line holds whole add no less than nothing (`widthsAreNonNegative`), so
    /// what is settled and the runs holding the line's end (the pieces reshaped there
    /// measured exactly, the rest left out) are a lower bound of its width, returned.
    @discardableResult
    private mutating func settle(to end: Int, contentEnd: Int, limit: LayoutUnit?) -> LayoutUnit? {
        let runs = paragraph.text.runs
        var bounded = limit == nil || !paragraph.widthsAreNonNegative
        while nextRun < runs.count && runs[nextRun].range.upperBound <= contentEnd
                && runs[nextRun].range.lowerBound < end {
            if runs[nextRun].kind == .text {
                settled += paragraph.piece(ofRun: nextRun, line: start..<end, contentEnd: contentEnd, wrapped: wrapped).total
            }
            nextRun += 1
            if !bounded, let limit, settled > limit {
                // Checked once: should the bound fail (reshaped pieces narrower than the
                // text they replace), the line is measured in full.
                bounded = true
                let held = max(nextRun, paragraph.firstRunIndex(endingAfter: contentEnd))
                let atLeast = settled + remainder(to: end, contentEnd: contentEnd, from: held, keptTextOmitted: true)
                if atLeast > limit { return atLeast }
            }
        }
        return nil
    }

    /// What the runs from index `first` on add to the line ending at `end`.
    private func remainder(to end: Int, contentEnd: Int, from first: Int, keptTextOmitted: Bool = false) -> LayoutUnit {
        paragraph.width(ofRunsFrom: first, line: start..<end, contentEnd: contentEnd, wrapped: wrapped,
                        keptTextOmitted: keptTextOmitted)
    }

    /// `contentEnd(of: start..<end)`, walking back no further than the last end asked for:
    /// if everything after it is spaces, the content ends where that line's did.
    private mutating func contentEnd(to end: Int) -> Int {
        let utf16 = paragraph.text.utf16
        let floor = max(start, lastEnd)
        var contentEnd = max(end, floor)
        while contentEnd > floor && LineBreakOpportunities.isBreakableSpace(utf16[contentEnd - 1]) {
            contentEnd -= 1
        }
        if contentEnd == floor && floor > start { contentEnd = lastContentEnd }
        lastEnd = max(end, lastEnd)
        lastContentEnd = contentEnd
        return contentEnd
    }
}
