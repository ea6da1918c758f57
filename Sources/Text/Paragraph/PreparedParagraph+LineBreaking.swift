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
        var height = LayoutUnit.zero
        breakLines(availableWidth: availableWidth) { line, _ in
            let (ascent, descent) = extent(of: line)
            height += ascent + descent
        }
        return height
    }

    /// Calls `body` with each line's range and whether it continues a wrapped line.
    /// - Parameter exactOnly: measure every candidate line exactly, never trusting the
    ///   width bound (for tests: the result must be the same).
    func breakLines(
        availableWidth: LayoutUnit, exactOnly: Bool = false, _ body: (Range<Int>, Bool) -> Void
    ) {
        let utf16 = text.utf16
        let count = utf16.count
        let limit = availableWidth + .epsilon
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

            var fitting: (offset: Int, index: Int?)?
            var first: (offset: Int, index: Int?)?
            var index = startIndex ?? breaks.firstIndex(after: start)
            if breakBoundsAscend && !exactOnly {
                // The opportunities the line clearly holds come first: skip to the last of them.
                let held = lastClearlyHeld(from: index, base: boundBase, limit: boundLimit, hardEnd: hardEnd)
                if held >= index {
                    first = (opportunities[index], index)
                    fitting = (opportunities[held], held)
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
                if bound - boundBase > boundLimit {
                    var fits: Bool?
                    if lineTight, atOpportunity, let tight, tight.contentBounds[index] != .min {
                        if bound - boundBase + tight.slack <= limitBound {
                            fits = true
                        } else if tight.contentBounds[index] - startBound - tight.edgeAllowance - tight.slack
                                    > limitBound {
                            fits = false
                        }
                    }
                    guard fits ?? (measure(start..<candidate, wrapped: wrapped).width <= limit) else { break }
                }
                fitting = found
                if candidate == hardEnd { break }
                index += 1
            }
            var end = fitting ?? first ?? (hardEnd, nil)
            if fitting == nil && style.overflowWrap == .anywhere {
                let boundary = graphemeEnd(
                    from: start, before: end.offset, limit: limit, wrapped: wrapped, boundBase: boundBase,
                    boundLimit: boundLimit)
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
    private func lastClearlyHeld(from first: Int, base: Int64, limit: Int64, hardEnd: Int) -> Int {
        let opportunities = breaks.offsets
        func held(_ index: Int) -> Bool {
            index < opportunities.count && opportunities[index] <= hardEnd && breakBounds[index] - base <= limit
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

    /// The last grapheme boundary after `start` and before `end` where the line fits, or
    /// the first one when none does (`end` if the word is a single grapheme).
    ///
    /// Found only for the word that overflows, seldom needed: segmenting every paragraph
    /// ahead was a tenth of preparing it. `start` and `end` are line break opportunities,
    /// which are grapheme boundaries, so the word segments as it does in its paragraph.
    /// It overflows at every narrower width: a boundary the width bound shows to fit
    /// (`boundBase`, `boundLimit`, as in `breakLines`) is not measured.
    private func graphemeEnd(
        from start: Int, before end: Int, limit: LayoutUnit, wrapped: Bool, boundBase: Int64, boundLimit: Int64
    ) -> Int {
        let word = Array(text.utf16[start..<end])
        var result: Int?
        for relative in Self.asciiGraphemeBoundaries(word) ?? ICU.boundaries(in: word, rules: .grapheme) {
            let boundary = start + relative
            guard boundary < end else { break }
            if result != nil && widthBoundPrefix[boundary] - boundBase > boundLimit
                && measure(start..<boundary, wrapped: wrapped).width > limit {
                break
            }
            result = boundary
        }
        return result ?? end
    }

    /// The grapheme boundaries of ASCII text as ICU gives them (after offset 0, the end
    /// included), without ICU: every offset but the one between CR and LF. Nil for other
    /// text. The words that overflow are mostly ASCII (URLs, identifiers).
    static func asciiGraphemeBoundaries(_ text: [UInt16]) -> [Int]? {
        guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
        var boundaries: [Int] = []
        boundaries.reserveCapacity(text.count)
        for offset in text.indices.dropFirst() where !(text[offset - 1] == 0x0D && text[offset] == 0x0A) {
            boundaries.append(offset)
        }
        if !text.isEmpty { boundaries.append(text.count) }
        return boundaries
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
        private var index = 0

        init(runs: [TextRun]) { self.runs = runs }

        /// The index of the run holding `offset`, no smaller than any asked before.
        mutating func index(containing offset: Int) -> Int {
            while index + 1 < runs.count && runs[index + 1].range.lowerBound <= offset { index += 1 }
            return index
        }
    }

    /// The index of the run holding `offset`.
    func runIndex(containing offset: Int) -> Int {
        let runs = text.runs
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    /// The width of `line` set as one line (hanging spaces left out), and its fragments.
    func measure(
        _ line: Range<Int>, wrapped: Bool, collectFragments: Bool = false
    ) -> (width: LayoutUnit, fragments: [LineFragment]) {
        let utf16 = text.utf16
        var contentEnd = line.upperBound
        while contentEnd > line.lowerBound && LineBreakOpportunities.isBreakableSpace(utf16[contentEnd - 1]) {
            contentEnd -= 1
        }
        var total = LayoutUnit.zero
        var fragments: [LineFragment] = []
        var index = runIndex(containing: line.lowerBound)
        while index < text.runs.count && text.runs[index].range.lowerBound < line.upperBound {
            let run = text.runs[index]
            defer { index += 1 }
            guard run.kind == .text else { continue }
            if run.range.lowerBound >= line.lowerBound {
                total += run.edges.start
            }
            let lower = max(line.lowerBound, run.range.lowerBound)
            let upper = min(contentEnd, run.range.upperBound)
            var width = LayoutUnit.zero
            if upper > lower {
                width = self.width(
                    run: index, lower..<upper, lineStart: line.lowerBound, wrapped: wrapped, lineEnd: line.upperBound
                ).snapped
            }
            if collectFragments {
                fragments.append(LineFragment(
                    runIndex: index, range: lower..<min(line.upperBound, run.range.upperBound), x: total, width: width))
            }
            total += width
            if run.range.upperBound <= line.upperBound {
                total += run.edges.end
            }
        }
        return (total, fragments)
    }

    /// The width of `piece` of run `index` on a line: read from the shaped range, but
    /// with the line's first piece reshaped up to the first safe cut (on a wrapped
    /// line) and the last piece reshaped from the last safe cut (when the line ends
    /// inside the run, not after a space), as Chromium's ShapingLineBreaker does.
    private func width(run index: Int, _ piece: Range<Int>, lineStart: Int, wrapped: Bool, lineEnd: Int) -> TextWidth {
        let shapedIndex = runShapedRange[index]
        guard shapedIndex >= 0 else { return TextWidth() }
        if shapedRanges[shapedIndex].hasUnknownBreakSafety && !shapedRanges[shapedIndex].breakSafetyIsMoot(in: piece) {
            return width(run: index, piece, lineStart: lineStart, wrapped: wrapped, lineEnd: lineEnd,
                         in: exactShapedRange(shapedIndex, run: index))
        }
        return width(run: index, piece, lineStart: lineStart, wrapped: wrapped, lineEnd: lineEnd,
                     in: shapedRanges[shapedIndex])
    }

    private func width(
        run index: Int, _ piece: Range<Int>, lineStart: Int, wrapped: Bool, lineEnd: Int, in shaped: ShapedRange
    ) -> TextWidth {
        let run = text.runs[index].range
        var width = TextWidth()
        var firstSafe = piece.lowerBound
        if piece.lowerBound == lineStart && wrapped && !shaped.isSafeToBreak(before: piece.lowerBound) {
            firstSafe = min(shaped.nextSafeBreak(atOrAfter: piece.lowerBound), run.upperBound)
            if firstSafe >= piece.upperBound {
                return reshapedWidth(index, piece)
            }
            width.add(reshapedWidth(index, piece.lowerBound..<firstSafe))
        }
        let endsInside = lineEnd < run.upperBound && lineEnd == piece.upperBound
        if endsInside && !LineBreakOpportunities.isBreakableSpace(text.utf16[lineEnd - 1])
            && !shaped.isSafeToBreak(before: lineEnd) {
            let lastSafe = shaped.previousSafeBreak(atOrBefore: lineEnd)
            if lastSafe < firstSafe {
                return reshapedWidth(index, piece)
            }
            width.add(shaped.width(from: firstSafe, to: lastSafe))
            width.add(reshapedWidth(index, lastSafe..<piece.upperBound))
            return width
        }
        width.add(shaped.width(from: firstSafe, to: piece.upperBound))
        return width
    }

    /// Shaped range `shapedIndex` (holding run `index`) shaped again by HarfBuzz, with the
    /// unsafe-to-break flags that `UniformAdvance` leaves out. Seldom needed (see
    /// `ShapedRange.breakSafetyIsMoot`), so made each time rather than kept.
    private func exactShapedRange(_ shapedIndex: Int, run index: Int) -> ShapedRange {
        text.utf16.withUnsafeBufferPointer {
            shaper.exact.shape($0, range: shapedRanges[shapedIndex].range, roles: FontSet.fallbackRoles(for: text.runs[index].style),
                        size: text.runs[index].style.fontSize, language: style.language)
        }
    }

    /// The width of `piece` of run `index` shaped on its own.
    private func reshapedWidth(_ index: Int, _ piece: Range<Int>) -> TextWidth {
        guard !piece.isEmpty else { return TextWidth() }
        return text.utf16.withUnsafeBufferPointer {
            shaper.width(
                of: UnsafeBufferPointer(rebasing: $0[piece]), roles: FontSet.fallbackRoles(for: text.runs[index].style),
                size: text.runs[index].style.fontSize, language: style.language)
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
