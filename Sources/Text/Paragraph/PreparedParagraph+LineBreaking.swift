/// Greedy line breaking as Chromium's LayoutNG line breaker does it:
/// - a line ends at the last break opportunity where its content fits: the sum of its
///   items' widths, each rounded up to 1/64 px, hanging spaces left out, is at most the
///   available width plus 1/64 px;
/// - where a cut is not safe for shaping (kerning or a ligature across it), the piece
///   up to the cut, or from a wrapped line's start, is shaped again on its own;
/// - a forced break ends the line;
/// - with `overflow-wrap: anywhere`, a line whose first word does not fit ends at the
///   last grapheme boundary that fits (after one grapheme at least).
extension PreparedParagraph {
    /// The paragraph broken into lines no wider than `availableWidth` where it can be.
    public func layout(availableWidth: LayoutUnit) -> ParagraphLayout {
        var lines: [LineBox] = []
        var top = LayoutUnit.zero
        breakLines(availableWidth: availableWidth) { line, wrapped in
            let (width, fragments) = measure(line, wrapped: wrapped, collectFragments: true)
            let (ascent, descent) = extent(of: line)
            lines.append(LineBox(
                range: line, width: width, top: top, height: ascent + descent, baseline: ascent,
                fragments: fragments))
            top += ascent + descent
        }
        return ParagraphLayout(availableWidth: availableWidth, lines: lines, uncoveredCharacters: uncoveredCharacters)
    }

    /// The height of `layout(availableWidth:)`, without building its lines: what a block
    /// needs to be stacked, at every width variant.
    public func height(availableWidth: LayoutUnit) -> LayoutUnit {
        heldHeight(availableWidth: availableWidth).height
    }

    /// The height of `layout(availableWidth:)`, and the available widths its lines are the
    /// same at (`availableWidth` among them): a paragraph laid out at one width variant
    /// needs no other breaking at the variants in that range.
    public func heldHeight(availableWidth: LayoutUnit) -> (height: LayoutUnit, widths: ClosedRange<LayoutUnit>) {
        var height = LayoutUnit.zero
        var limits = LineBreakLimits()
        breakLines(availableWidth: availableWidth, limits: &limits) { line, _ in
            let (ascent, descent) = extent(of: line)
            height += ascent + descent
        }
        return (height, limits.availableWidths)
    }

    /// Calls `body` with each line's range and whether it continues a wrapped line.
    func breakLines(availableWidth: LayoutUnit, exactOnly: Bool = false, _ body: (Range<Int>, Bool) -> Void) {
        var limits = LineBreakLimits()
        breakLines(availableWidth: availableWidth, exactOnly: exactOnly, limits: &limits, body)
    }

    /// Calls `body` with each line's range and whether it continues a wrapped line, and
    /// narrows `limits` to the limits the same lines would be chosen at.
    /// - Parameter exactOnly: measure every candidate line exactly, never trusting the
    ///   width bound (for tests: the result must be the same).
    func breakLines(
        availableWidth: LayoutUnit, exactOnly: Bool = false, limits: inout LineBreakLimits,
        _ body: (Range<Int>, Bool) -> Void
    ) {
        let utf16 = text.utf16
        let count = utf16.count
        let limit = availableWidth + .epsilon
        // Less what each line's bound must allow for (`boundAllowance`), added to each bound.
        let boundLimit = exactOnly ? Int64.min : Int64(limit.rawValue) * 1024 - widthBoundMargin
        // The limit itself in the bounds' unit (1/65536 px), for the tight bounds, which need no margin.
        let limitBound = Int64(limit.rawValue) * 1024
        let tight = exactOnly ? nil : tightBounds
        let opportunities = breaks.offsets
        var start = 0
        var wrapped = false
        var nextForced = 0
        // The index of the first opportunity after `start`, when the line before ended at one.
        var startIndex: Int? = 0
        var startRuns = RunCursor(runs: text.runs)
        // `widthBoundPrefix[start]`, read beside the opportunity the last line ended at
        // (`breakBounds`): looked up by offset, it was a cache miss on every line.
        var startBound = widthBoundPrefix[0]
        while start < count {
            while nextForced < forcedBreaks.count && forcedBreaks[nextForced] < start { nextForced += 1 }
            let hardEnd = nextForced < forcedBreaks.count ? forcedBreaks[nextForced] + 1 : count
            // The bound leaves out the edges of a run that started before the line.
            let startRunIndex = startRuns.index(containing: start)
            let startRun = text.runs[startRunIndex]
            let boundBase = startBound
                - Int64(max(startRun.edges.start.rawValue, 0) + max(startRun.edges.end.rawValue, 0)) * 1024
            // The tight bounds hold where the line's first piece is not reshaped.
            let lineTight = tight != nil && (!wrapped || startsSafely(at: start, run: startRunIndex))

            var measurer = LineMeasurer(self, start: start, wrapped: wrapped)
            var fitting: (offset: Int, index: Int?)?
            var first: (offset: Int, index: Int?)?
            var index = startIndex ?? breaks.firstIndex(after: start)
            if breakBoundsAscend && !exactOnly {
                // The opportunities the line clearly holds come first: skip to the last of them.
                let held = lastClearlyHeld(
                    from: index, start: start, base: boundBase, limit: boundLimit, hardEnd: hardEnd, startRun: startRunIndex)
                if held >= index {
                    first = (opportunities[index], index)
                    fitting = (opportunities[held], held)
                    // The candidates before it are narrower: their bounds ascend to its bound.
                    limits.kept(atMost: clearBound(held, start: start, base: boundBase, startRun: startRunIndex) + widthBoundMargin)
                    index = held + 1
                }
            }
            while fitting?.offset != hardEnd {
                // An opportunity's bound is read from `breakBounds`, beside it: the loop walks
                // both arrays in order, where reading `widthBoundPrefix` at each one missed the cache.
                let atOpportunity = index < opportunities.count && opportunities[index] <= hardEnd
                let candidate = atOpportunity ? opportunities[index] : hardEnd
                let bound = atOpportunity ? breakBounds[index] : widthBoundPrefix[candidate]
                let found = (candidate, atOpportunity ? index : nil)
                if first == nil { first = found }
                // Searched, not walked to: a line's last candidate may be the end of a long word.
                let runsOnLine = runIndex(containing: candidate - 1) - startRunIndex + 1
                let looseBound = bound - boundBase + boundAllowance(from: start, to: candidate, runs: runsOnLine)
                if looseBound > boundLimit {
                    // Whether the candidate fits, and the width (1/65536 px) that decided it.
                    var fits: Bool?
                    var decidingWidth = Int64.zero
                    if lineTight, atOpportunity, let tight, tight.contentBounds[index] != .min {
                        let slack = tight.slack(runs: runsOnLine)
                        let atLeast = tight.contentBounds[index] - startBound - tight.edgeAllowance - slack
                        if bound - boundBase + slack <= limitBound {
                            (fits, decidingWidth) = (true, bound - boundBase + slack)
                        } else if atLeast > limitBound {
                            (fits, decidingWidth) = (false, atLeast)
                        }
                    }
                    if fits == nil {
                        let (fitsExactly, width) = exactOnly
                            ? { let width = measure(start..<candidate, wrapped: wrapped).width; return (width <= limit, width) }()
                            : measurer.measure(to: candidate, limit: limit)
                        (fits, decidingWidth) = (fitsExactly, Int64(width.rawValue) * 1024)
                    }
                    guard fits == true else {
                        limits.turnedDown(atLeast: decidingWidth)
                        break
                    }
                    limits.kept(atMost: decidingWidth)
                } else {
                    limits.kept(atMost: looseBound + widthBoundMargin)
                }
                fitting = found
                if candidate == hardEnd { break }
                index += 1
            }
            var end = fitting ?? first ?? (hardEnd, nil)
            if fitting == nil && style.overflowWrap == .anywhere {
                limits.holdOnly(at: limit)
                let boundary = graphemeEnd(
                    from: start, before: end.offset, limit: limit, wrapped: wrapped, boundBase: boundBase,
                    boundLimit: boundLimit, startRun: startRunIndex)
                if boundary != end.offset { end = (boundary, nil) }
            }
            body(start..<end.offset, wrapped)
            wrapped = utf16[end.offset - 1] != 0x0A
            start = end.offset
            startIndex = end.index.map { $0 + 1 }
            startBound = end.index.map { breakBounds[$0] } ?? widthBoundPrefix[start]
        }
    }

    /// The last index from `first` on whose opportunity is at most `hardEnd` and whose
    /// bound is clearly held (`first - 1` if none), found by galloping then halving:
    /// `breakBounds` ascends, so those opportunities come first.
    private func lastClearlyHeld(
        from first: Int, start: Int, base: Int64, limit: Int64, hardEnd: Int, startRun: Int
    ) -> Int {
        let opportunities = breaks.offsets
        func held(_ index: Int) -> Bool {
            guard index < opportunities.count && opportunities[index] <= hardEnd else { return false }
            return clearBound(index, start: start, base: base, startRun: startRun) <= limit
        }
        guard held(first) else { return first - 1 }
        var low = first
        var step = 1
        while held(low + step) {
            low += step
            step *= 2
        }
        // held(low) and not held(low + step): halve the gap.
        var high = low + step
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if held(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// The bound of the line from `start` to the opportunity of index `index`, with what it
    /// must allow for but `widthBoundMargin`: held when at most the limit less that margin.
    private func clearBound(_ index: Int, start: Int, base: Int64, startRun: Int) -> Int64 {
        let end = breaks.offsets[index]
        let runs = runIndex(containing: end - 1) - startRun + 1
        return breakBounds[index] - base + boundAllowance(from: start, to: end, runs: runs)
    }

    /// Whether a wrapped line starting at `offset`, in the run of index `run`, keeps its first
    /// piece as shaped: the cut is safe, or the run there is not text.
    private func startsSafely(at offset: Int, run: Int) -> Bool {
        let shapedIndex = runShapedRange[run]
        return shapedIndex < 0 || shapedRanges[shapedIndex].isSafeToBreak(before: offset)
    }

    /// The runs holding offsets asked in increasing order (the starts of a paragraph's lines):
    /// each answer is `runIndex(containing:)`'s, found by moving forward from the last one
    /// instead of halving the runs again (two binary searches per line were 1.4 % of a build).
    struct RunCursor {
        let runs: [TextRun]
        private var index: Int

        /// A cursor answering from run `first` on (the run of the first offset asked).
        init(runs: [TextRun], from first: Int = 0) {
            self.runs = runs
            index = first
        }

        /// The index of the run holding `offset`, no smaller than any asked before.
        mutating func index(containing offset: Int) -> Int {
            while index + 1 < runs.count && runs[index + 1].range.lowerBound <= offset { index += 1 }
            return index
        }
    }

    /// The ascent and descent of the line box holding `line`: the union of the strut and
    /// of every inline box with text on it.
    func extent(of line: Range<Int>) -> (ascent: LayoutUnit, descent: LayoutUnit) {
        if let lineExtent { return lineExtent }
        var (ascent, descent) = strutExtent
        var index = runIndex(containing: line.lowerBound)
        while index < text.runs.count && text.runs[index].range.lowerBound < line.upperBound {
            if text.runs[index].kind == .text {
                ascent = max(ascent, runExtents[index].ascent)
                descent = max(descent, runExtents[index].descent)
            }
            index += 1
        }
        return (ascent, descent)
    }
}
