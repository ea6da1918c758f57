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
        let utf16 = text.utf16
        let count = utf16.count
        let limit = availableWidth + .epsilon
        var lines: [LineBox] = []
        var top = LayoutUnit.zero
        var start = 0
        var wrapped = false
        let forcedBreaks = text.runs.filter { $0.kind == .lineBreak }.map(\.range.lowerBound)
        var nextForced = 0
        while start < count {
            while nextForced < forcedBreaks.count && forcedBreaks[nextForced] < start { nextForced += 1 }
            let hardEnd = nextForced < forcedBreaks.count ? forcedBreaks[nextForced] + 1 : count

            var fitting: Int?
            var first: Int?
            var index = breaks.firstIndex(after: start)
            while true {
                let candidate = index < breaks.offsets.count ? min(breaks.offsets[index], hardEnd) : hardEnd
                if first == nil { first = candidate }
                guard measure(start..<candidate, wrapped: wrapped).width <= limit else { break }
                fitting = candidate
                if candidate == hardEnd { break }
                index += 1
            }
            var end = fitting ?? first ?? hardEnd
            if fitting == nil && style.overflowWrap == .anywhere {
                end = graphemeEnd(from: start, before: end, limit: limit, wrapped: wrapped)
            }

            let (width, fragments) = measure(start..<end, wrapped: wrapped, collectFragments: true)
            let (ascent, descent) = extent(of: start..<end)
            lines.append(LineBox(
                range: start..<end, width: width, top: top, height: ascent + descent, baseline: ascent,
                fragments: fragments))
            top += ascent + descent
            wrapped = utf16[end - 1] != 0x0A
            start = end
        }
        return ParagraphLayout(availableWidth: availableWidth, lines: lines, uncoveredCharacters: uncoveredCharacters)
    }

    /// The last grapheme boundary after `start` and before `end` where the line fits, or
    /// the first one when none does (`end` if the word is a single grapheme).
    private func graphemeEnd(from start: Int, before end: Int, limit: LayoutUnit, wrapped: Bool) -> Int {
        var low = 0
        var high = graphemeBoundaries.count
        while low < high {
            let middle = (low + high) / 2
            if graphemeBoundaries[middle] <= start { low = middle + 1 } else { high = middle }
        }
        var result: Int?
        var index = low
        while index < graphemeBoundaries.count && graphemeBoundaries[index] < end {
            let boundary = graphemeBoundaries[index]
            if result != nil && measure(start..<boundary, wrapped: wrapped).width > limit {
                break
            }
            result = boundary
            index += 1
        }
        return result ?? end
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
                let advance = self.advance(
                    run: index, lower..<upper, lineStart: line.lowerBound, wrapped: wrapped, lineEnd: line.upperBound)
                width = Self.snap(advance)
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

    /// The advance of `piece` of run `index` on a line: read from the shaped range, but
    /// with the line's first piece reshaped up to the first safe cut (on a wrapped
    /// line) and the last piece reshaped from the last safe cut (when the line ends
    /// inside the run, not after a space), as Chromium's ShapingLineBreaker does.
    private func advance(run index: Int, _ piece: Range<Int>, lineStart: Int, wrapped: Bool, lineEnd: Int) -> Int64 {
        let shapedIndex = runShapedRange[index]
        guard shapedIndex >= 0 else { return 0 }
        let shaped = shapedRanges[shapedIndex]
        let run = text.runs[index].range
        var firstSafe = piece.lowerBound
        var startPart: Int64 = 0
        if piece.lowerBound == lineStart && wrapped && !shaped.isSafeToBreak(before: piece.lowerBound) {
            firstSafe = min(shaped.nextSafeBreak(atOrAfter: piece.lowerBound), run.upperBound)
            if firstSafe >= piece.upperBound {
                return reshapedAdvance(index, piece)
            }
            startPart = reshapedAdvance(index, piece.lowerBound..<firstSafe)
        }
        var lastSafe = piece.upperBound
        var endPart: Int64 = 0
        let endsInside = lineEnd < run.upperBound && lineEnd == piece.upperBound
        if endsInside && !LineBreakOpportunities.isBreakableSpace(text.utf16[lineEnd - 1])
            && !shaped.isSafeToBreak(before: lineEnd) {
            lastSafe = shaped.previousSafeBreak(atOrBefore: lineEnd)
            if lastSafe < firstSafe {
                return reshapedAdvance(index, piece)
            }
            endPart = reshapedAdvance(index, lastSafe..<piece.upperBound)
        }
        return startPart + shaped.advance(from: firstSafe, to: lastSafe) + endPart
    }

    /// The advance of `piece` of run `index` shaped on its own.
    private func reshapedAdvance(_ index: Int, _ piece: Range<Int>) -> Int64 {
        guard !piece.isEmpty else { return 0 }
        return text.utf16.withUnsafeBufferPointer {
            shaper.advance(
                of: UnsafeBufferPointer(rebasing: $0[piece]), roles: runRoles[index],
                size: text.runs[index].style.fontSize, language: style.language)
        }
    }

    /// A width in 1/65536 px rounded up to 1/64 px as Chromium rounds it: through a
    /// single-precision float.
    static func snap(_ advance: Int64) -> LayoutUnit {
        let px = Float(advance) / 65536
        return LayoutUnit(rawValue: Int((px * 64).rounded(.up)))
    }

    /// The ascent and descent of the line box holding `line`: the union of the strut and
    /// of every inline box with text on it.
    private func extent(of line: Range<Int>) -> (ascent: LayoutUnit, descent: LayoutUnit) {
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
