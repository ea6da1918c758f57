/// The width of a line as Chromium's line breaker measures it: each run's piece of the line
/// read from its shaped range, its ends reshaped where a cut there is not safe, rounded up
/// to 1/64 px, and the inline boxes' edges added.
extension PreparedParagraph {
    /// What one run adds to a line: its inline box's start edge (where the run starts on
    /// the line), the width of its text on the line (rounded up to 1/64 px) and its end edge
    /// (where the run ends on the line).
    struct RunPiece {
        var startEdge = LayoutUnit.zero
        var width = LayoutUnit.zero
        var endEdge = LayoutUnit.zero

        var total: LayoutUnit { startEdge + width + endEdge }
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

    /// The index of the first run ending after `offset` (`runs.count` if none does).
    func firstRunIndex(endingAfter offset: Int) -> Int {
        let runs = text.runs
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where the content of `line` ends: before its trailing spaces, which hang.
    func contentEnd(of line: Range<Int>) -> Int {
        let utf16 = text.utf16
        var contentEnd = line.upperBound
        while contentEnd > line.lowerBound && LineBreakOpportunities.isBreakableSpace(utf16[contentEnd - 1]) {
            contentEnd -= 1
        }
        return contentEnd
    }

    /// The width of `line` set as one line (hanging spaces left out), and its fragments.
    func measure(
        _ line: Range<Int>, wrapped: Bool, collectFragments: Bool = false
    ) -> (width: LayoutUnit, fragments: [LineFragment]) {
        let contentEnd = contentEnd(of: line)
        var total = LayoutUnit.zero
        var fragments: [LineFragment] = []
        var index = runIndex(containing: line.lowerBound)
        while index < text.runs.count && text.runs[index].range.lowerBound < line.upperBound {
            defer { index += 1 }
            let run = text.runs[index]
            guard run.kind == .text else { continue }
            let piece = self.piece(ofRun: index, line: line, contentEnd: contentEnd, wrapped: wrapped)
            total += piece.startEdge
            if collectFragments {
                fragments.append(LineFragment(
                    runIndex: index, range: max(line.lowerBound, run.range.lowerBound)..<min(line.upperBound, run.range.upperBound),
                    x: total, width: piece.width))
            }
            total += piece.width + piece.endEdge
        }
        return (total, fragments)
    }

    /// The sum of what the runs from index `first` on that start before the end of `line`
    /// add to it (`piece`), content ending at `contentEnd`. With `keptTextOmitted`, a lower
    /// bound of that sum (`piece`).
    func width(
        ofRunsFrom first: Int, line: Range<Int>, contentEnd: Int, wrapped: Bool, keptTextOmitted: Bool = false
    ) -> LayoutUnit {
        var total = LayoutUnit.zero
        var index = first
        while index < text.runs.count && text.runs[index].range.lowerBound < line.upperBound {
            if text.runs[index].kind == .text {
                total += piece(ofRun: index, line: line, contentEnd: contentEnd, wrapped: wrapped,
                               keptTextOmitted: keptTextOmitted).total
            }
            index += 1
        }
        return total
    }

    /// What run `index` (a text run) adds to `line`, whose content ends at `contentEnd`.
    /// - Parameter keptTextOmitted: leave out the text kept as shaped (only the pieces
    ///   reshaped at the line's ends are measured): with no negative advance, a lower bound
    ///   of the width, found without summing the glyph runs of a long piece.
    func piece(
        ofRun index: Int, line: Range<Int>, contentEnd: Int, wrapped: Bool, keptTextOmitted: Bool = false
    ) -> RunPiece {
        let run = text.runs[index]
        var piece = RunPiece()
        if run.range.lowerBound >= line.lowerBound {
            piece.startEdge = run.edges.start
        }
        let lower = max(line.lowerBound, run.range.lowerBound)
        let upper = min(contentEnd, run.range.upperBound)
        if upper > lower {
            piece.width = width(
                run: index, lower..<upper, lineStart: line.lowerBound, wrapped: wrapped, lineEnd: line.upperBound,
                keptTextOmitted: keptTextOmitted
            ).snapped
        }
        if run.range.upperBound <= line.upperBound {
            piece.endEdge = run.edges.end
        }
        return piece
    }

    /// The width of `piece` of run `index` on a line: read from the shaped range, but
    /// with the line's first piece reshaped up to the first safe cut (on a wrapped
    /// line) and the last piece reshaped from the last safe cut (when the line ends
    /// inside the run, not after a space), as Chromium's ShapingLineBreaker does.
    private func width(
        run index: Int, _ piece: Range<Int>, lineStart: Int, wrapped: Bool, lineEnd: Int, keptTextOmitted: Bool
    ) -> TextWidth {
        let shapedIndex = runShapedRange[index]
        guard shapedIndex >= 0 else { return TextWidth() }
        let shaped = shapedRanges[shapedIndex].hasUnknownBreakSafety
            && !shapedRanges[shapedIndex].breakSafetyIsMoot(in: piece)
            ? exactShapedRange(shapedIndex, run: index) : shapedRanges[shapedIndex]
        let run = text.runs[index].range
        var width = TextWidth()
        var firstSafe = piece.lowerBound
        if piece.lowerBound == lineStart && wrapped && !shaped.isSafeToBreak(before: piece.lowerBound) {
            // Looked for no further than the piece: beyond it, the whole piece is reshaped.
            firstSafe = min(shaped.nextSafeBreak(atOrAfter: piece.lowerBound, before: piece.upperBound), run.upperBound)
            if firstSafe >= piece.upperBound {
                return reshapedWidth(index, piece)
            }
            width.add(reshapedWidth(index, piece.lowerBound..<firstSafe))
        }
        let endsInside = lineEnd < run.upperBound && lineEnd == piece.upperBound
        if endsInside && !LineBreakOpportunities.isBreakableSpace(text.utf16[lineEnd - 1])
            && !shaped.isSafeToBreak(before: lineEnd) {
            // Looked for no further back than `firstSafe`: before it, the whole piece is reshaped.
            guard let lastSafe = shaped.lastSafeBreak(in: firstSafe...lineEnd) else {
                return reshapedWidth(index, piece)
            }
            if !keptTextOmitted { width.add(shaped.width(from: firstSafe, to: lastSafe)) }
            width.add(reshapedWidth(index, lastSafe..<piece.upperBound))
            return width
        }
        if !keptTextOmitted { width.add(shaped.width(from: firstSafe, to: piece.upperBound)) }
        return width
    }

    /// Shaped range `shapedIndex` (holding run `index`) shaped again by HarfBuzz, with the
    /// unsafe-to-break flags that `UniformAdvance` leaves out: made the first time a line
    /// needs it (see `ShapedRange.breakSafetyIsMoot`), then kept, since a long code line
    /// asks for it on each of its lines.
    private func exactShapedRange(_ shapedIndex: Int, run index: Int) -> ShapedRange {
        if let known = exactRanges.withLock({ $0[shapedIndex] }) { return known }
        let exact = text.utf16.withUnsafeBufferPointer {
            shaper.exact.shape($0, range: shapedRanges[shapedIndex].range, roles: FontSet.fallbackRoles(for: text.runs[index].style),
                               size: text.runs[index].style.fontSize, language: style.language)
        }
        return exactRanges.withLock { ranges in
            if let first = ranges[shapedIndex] { return first }
            ranges[shapedIndex] = exact
            return exact
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
}
