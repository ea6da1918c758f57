/// Bounds of a line's exact width from both sides, for a line that Chromium's line breaker
/// reshapes nothing on: one that starts and ends where a cut is safe (or after a space).
/// Most candidate lines are that; measured exactly, each line cost two measurements (the
/// last piece that fitted within the loose margin, and the first that did not).
///
/// On such a line the exact width is the sum of the same advances the width bound adds up,
/// each text run's piece rounded up to 1/64 px (in single precision), with the line's
/// trailing spaces left out and the inline boxes' edges of the runs it holds. So it is
/// - at most the bound at the line's end (spaces included) plus `slack(runs:)`, and
/// - at least the bound at the end of its content, less `edgeAllowance` and `slack(runs:)`.
/// Paragraphs with a negative edge, or a range whose break safety is unknown
/// (`ShapedRange.hasUnknownBreakSafety`), get none: their exact widths stray further.
struct LineBreakBounds: Sendable {
    /// Per break opportunity (in `LineBreakOpportunities.offsets` order): the width bound
    /// at the end of the line's content, trailing spaces left out; `.min` where a line
    /// ending there has its last piece reshaped, and these bounds do not hold.
    let contentBounds: [Int64]
    /// Rounding allowed for on a line holding `runs` runs, in 1/65536 px: 2/64 px for each
    /// run, and one more.
    func slack(runs: Int) -> Int64 { Int64(runs + 1) * 2048 }
    /// Edges the bound holds and an exact width may leave out, in 1/65536 px: the end edge
    /// of a run going on past the line (the largest), and every edge of an empty run (one
    /// at the line's start is passed over) or of a forced break.
    let edgeAllowance: Int64

    init?(
        text: StyledText, shapedRanges: [ShapedRange], runShapedRange: [Int], breaks: LineBreakOpportunities,
        widthBoundPrefix: [Int64]
    ) {
        guard !shapedRanges.contains(where: \.hasUnknownBreakSafety),
              !text.runs.contains(where: { $0.edges.start < .zero || $0.edges.end < .zero })
        else { return nil }
        let utf16 = text.utf16
        let runs = text.runs
        // The opportunities and the runs are both in order: one walk finds each opportunity's run.
        var runIndex = 0
        contentBounds = breaks.offsets.map { offset in
            guard offset > 0 else { return .min }
            if !LineBreakOpportunities.isBreakableSpace(utf16[offset - 1]) {
                // Not after a space: the last piece is kept as shaped where the cut is safe,
                // or where its run ends.
                while runIndex < runs.count - 1 && runs[runIndex].range.upperBound < offset { runIndex += 1 }
                let run = runs[runIndex]
                let shapedIndex = runShapedRange[runIndex]
                let kept = run.range.upperBound <= offset || shapedIndex < 0
                    || shapedRanges[shapedIndex].isSafeToBreak(before: offset)
                return kept ? widthBoundPrefix[offset] : .min
            }
            var contentEnd = offset
            while contentEnd > 0 && LineBreakOpportunities.isBreakableSpace(utf16[contentEnd - 1]) { contentEnd -= 1 }
            return widthBoundPrefix[contentEnd]
        }
        let largestEnd = text.runs.map(\.edges.end.rawValue).max() ?? 0
        let passedOver = text.runs.filter { $0.range.isEmpty || $0.kind != .text }
            .reduce(0) { $0 + $1.edges.start.rawValue + $1.edges.end.rawValue }
        edgeAllowance = Int64(largestEnd + passedOver) * 1024
    }
}
