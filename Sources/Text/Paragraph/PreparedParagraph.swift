import Synchronization

/// A paragraph shaped once, to be broken into lines at as many widths as needed (a page
/// is laid out once per width variant).
///
/// A class, immutable: passed around by reference, where a struct of a dozen arrays was
/// copied (a dozen retains and releases) into every call that broke it into lines.
public final class PreparedParagraph: Sendable {
    public let text: StyledText
    public let style: ParagraphStyle
    /// The characters none of the fonts has.
    public let uncoveredCharacters: [Unicode.Scalar]

    let shaper: Shaper
    /// Shaped ranges: runs of one face list and size, shaped together as Chromium does.
    let shapedRanges: [ShapedRange]
    /// For each run, its index in `shapedRanges` (-1 for a forced break).
    let runShapedRange: [Int]
    /// For each run, its inline box's ascent and descent with half-leading.
    let runExtents: [(ascent: LayoutUnit, descent: LayoutUnit)]
    /// The strut's ascent and descent with half-leading.
    let strutExtent: (ascent: LayoutUnit, descent: LayoutUnit)
    /// Every line's extent, when all lines have the same (`extent(of:)`): the paragraph's
    /// runs are all text, in boxes of one extent, so each line holds one of them.
    let lineExtent: (ascent: LayoutUnit, descent: LayoutUnit)?
    let breaks: LineBreakOpportunities
    /// Where forced breaks are, ascending.
    let forcedBreaks: [Int]
    /// An upper bound of the width of text before each offset, in 1/65536 px: every
    /// advance and every positive inline box edge, spaces included. A line whose bound
    /// is clearly below the available width fits without being measured exactly.
    let widthBoundPrefix: [Int64]
    /// `widthBoundPrefix` at each of `breaks.offsets`, in the same order.
    let breakBounds: [Int64]
    /// Whether `breakBounds` never decreases (no negative advance): then the candidates a
    /// line clearly holds are found by a search, not one by one.
    let breakBoundsAscend: Bool
    /// How far an exact width may exceed its bound for the pieces reshaped at the line's
    /// ends, in 1/65536 px: twice the largest font size. The line's runs and the characters
    /// no face has on it add to it (`boundAllowance`).
    let widthBoundMargin: Int64
    /// With characters no face has, how many there are before each offset (nil without).
    let uncoveredBefore: [Int32]?
    /// Tighter bounds for a line that nothing is reshaped on (`LineBreakBounds`).
    let tightBounds: LineBreakBounds?
    /// Whether no advance and no inline box edge is negative: then a line's width is at
    /// least that of any runs it holds whole, so a long line is known not to fit without
    /// being measured to its end (`LineMeasurer`).
    let widthsAreNonNegative: Bool
    /// Shaped ranges shaped again by HarfBuzz for their unsafe-to-break flags, by index,
    /// as lines first need them (`exactShapedRange`).
    let exactRanges = Mutex<[Int: ShapedRange]>([:])

    init(text: StyledText, style: ParagraphStyle, shaper: Shaper) {
        self.text = text
        self.style = style
        self.shaper = shaper
        let utf16 = text.utf16

        var ranges: [ShapedRange] = []
        var runShapedRange: [Int] = []
        var runExtents: [(ascent: LayoutUnit, descent: LayoutUnit)] = []
        var pendingStart: Int?
        // The runs waiting to be shaped together: always consecutive, so a range of indices.
        var pendingRuns = 0..<0
        var pendingKey: (roles: [FontRole], size: Double)?
        ranges.reserveCapacity(text.runs.count)
        runShapedRange.reserveCapacity(text.runs.count)
        runExtents.reserveCapacity(text.runs.count)

        func flush() {
            guard let start = pendingStart, let key = pendingKey, !pendingRuns.isEmpty else { return }
            let end = text.runs[pendingRuns.upperBound - 1].range.upperBound
            if end > start {
                let shaped = utf16.withUnsafeBufferPointer {
                    shaper.shape($0, range: start..<end, roles: key.roles, size: key.size, language: style.language)
                }
                ranges.append(shaped)
                for run in pendingRuns { runShapedRange[run] = ranges.count - 1 }
            }
            pendingStart = nil
            pendingRuns = 0..<0
            pendingKey = nil
        }

        for (index, run) in text.runs.enumerated() {
            let roles = FontSet.fallbackRoles(for: run.style)
            runShapedRange.append(-1)
            runExtents.append(Self.extent(of: run.style, lineHeight: style.lineHeight, metrics: shaper.metrics))
            guard run.kind == .text else {
                flush()
                continue
            }
            // Chromium shapes consecutive items of one font together, but not across an
            // inline box with padding, border or margin, nor across a forced break.
            let sameFont = pendingKey.map { $0.roles == roles && $0.size == run.style.fontSize } ?? false
            if !sameFont || run.edges.start != .zero {
                flush()
            }
            if pendingStart == nil {
                pendingStart = run.range.lowerBound
                pendingKey = (roles, run.style.fontSize)
            }
            pendingRuns = (pendingRuns.isEmpty ? index : pendingRuns.lowerBound)..<index + 1
            if run.edges.end != .zero {
                flush()
            }
        }
        flush()

        self.shapedRanges = ranges
        self.runShapedRange = runShapedRange
        self.runExtents = runExtents
        let strutExtent = Self.extent(of: style.textStyle, lineHeight: style.lineHeight, metrics: shaper.metrics)
        self.strutExtent = strutExtent
        if let first = runExtents.first, !text.runs.contains(where: { $0.kind != .text }),
           runExtents.allSatisfy({ $0 == first }) {
            lineExtent = (max(strutExtent.ascent, first.ascent), max(strutExtent.descent, first.descent))
        } else {
            lineExtent = nil
        }
        var breaks = LineBreakOpportunities(utf16, language: style.language)
        if style.keepsCodeWhole {
            breaks.removeOpportunities(inside: text.runs.filter { $0.kind == .text && $0.style.family == .monospace }.map(\.range))
        }
        self.breaks = breaks

        var uncovered: [Unicode.Scalar] = []
        var seen = Set<Unicode.Scalar>()
        for range in ranges {
            for offset in range.uncoveredOffsets {
                var iterator = utf16[offset...].makeIterator()
                var codec = UTF16()
                if case .scalarValue(let scalar) = codec.decode(&iterator), seen.insert(scalar).inserted {
                    uncovered.append(scalar)
                }
            }
        }
        self.uncoveredCharacters = uncovered
        var forcedBreaks: [Int] = []
        for run in text.runs where run.kind == .lineBreak { forcedBreaks.append(run.range.lowerBound) }
        self.forcedBreaks = forcedBreaks
        let (prefix, margin) = Self.widthBounds(text: text, shapedRanges: ranges, runShapedRange: runShapedRange)
        (self.widthBoundPrefix, self.widthBoundMargin) = (prefix, margin)
        self.uncoveredBefore = uncovered.isEmpty ? nil : Self.uncoveredCounts(ranges, count: utf16.count)
        let breakBounds = breaks.offsets.map { prefix[$0] }
        self.breakBounds = breakBounds
        self.breakBoundsAscend = zip(breakBounds, breakBounds.dropFirst()).allSatisfy { $0 <= $1 }
        self.tightBounds = LineBreakBounds(
            text: text, shapedRanges: ranges, runShapedRange: runShapedRange, breaks: breaks, widthBoundPrefix: prefix)
        self.widthsAreNonNegative = !text.runs.contains { $0.edges.start < .zero || $0.edges.end < .zero }
            && ranges.allSatisfy(\.advancesAreNonNegative)
    }

    /// A margin no width reaches: the bound shows no line to fit.
    static let untrustedMargin = Int64(1) << 60
    /// How far one run's width on a line may exceed its advances, rounded up to 1/64 px:
    /// 1/64 px, in 1/65536 px. Counted for the runs of each line: counted for all of a
    /// paragraph's, a paragraph of thousands of code spans had no use for its bound.
    static let runRounding: Int64 = 1024

    /// What the bound of `start..<end`, a line of `runs` runs, must allow for beyond
    /// `widthBoundMargin`: each run's rounding, and no bound at all where a character no
    /// face has is on the line (reshaped at a line's end, such a piece may be set in other
    /// faces than in its range, by more than the margin).
    func boundAllowance(from start: Int, to end: Int, runs: Int) -> Int64 {
        if let uncoveredBefore, uncoveredBefore[end] > uncoveredBefore[start] { return Self.untrustedMargin }
        return Self.runRounding * Int64(runs)
    }

    /// How many of the offsets before each offset (`0...count`) hold a character no face has.
    private static func uncoveredCounts(_ ranges: [ShapedRange], count: Int) -> [Int32] {
        var counts = [Int32](filledWith: 0, count: count + 1)
        for range in ranges {
            for offset in range.uncoveredOffsets where offset < count { counts[offset + 1] += 1 }
        }
        for offset in counts.indices.dropFirst() { counts[offset] += counts[offset - 1] }
        return counts
    }

    /// `widthBoundPrefix` and `widthBoundMargin`.
    private static func widthBounds(
        text: StyledText, shapedRanges: [ShapedRange], runShapedRange: [Int]
    ) -> (prefix: [Int64], margin: Int64) {
        // Each offset's own width goes in at the next index, then the sums are taken in place.
        var prefix = [Int64](filledWith: 0, count: text.utf16.count + 1)
        var largest = 0.0
        for (index, run) in text.runs.enumerated() {
            largest = max(largest, run.style.fontSize)
            guard run.range.lowerBound + 1 < prefix.count else { continue }
            let edges = max(run.edges.start.rawValue, 0) + max(run.edges.end.rawValue, 0)
            prefix[run.range.lowerBound + 1] += Int64(edges) * 1024
            let shapedIndex = runShapedRange[index]
            guard shapedIndex >= 0 else { continue }
            // Each offset's advance, read off the shaped range's own sums (as `advance(from:to:)`
            // does, clamped to its range) in one pass over both arrays.
            let shaped = shapedRanges[shapedIndex]
            let lower = max(run.range.lowerBound, shaped.range.lowerBound)
            let upper = min(run.range.upperBound, shaped.range.upperBound, prefix.count - 1)
            guard upper > lower else { continue }
            let base = shaped.range.lowerBound
            shaped.prefix.withUnsafeBufferPointer { sums in
                prefix.withUnsafeMutableBufferPointer { prefix in
                    for offset in lower..<upper {
                        prefix[offset + 1] += sums[offset + 1 - base] - sums[offset - base]
                    }
                }
            }
        }
        prefix.withUnsafeMutableBufferPointer { prefix in
            for offset in prefix.indices.dropFirst() {
                prefix[offset] += prefix[offset - 1]
            }
        }
        return (prefix, Int64(2 * largest * 65536))
    }

    /// An inline box's ascent and descent in `style`, with the half-leading of
    /// `lineHeight` added (Chromium floors the half above to a whole px).
    static func extent(
        of style: TextStyle, lineHeight: LayoutUnit, metrics: FontRoleMetrics
    ) -> (ascent: LayoutUnit, descent: LayoutUnit) {
        let (ascent, descent) = metrics[FontSet.fallbackRoles(for: style)[0]].lineMetrics(size: style.fontSize)
        let leading = lineHeight - (ascent + descent)
        let above = LayoutUnit(LayoutUnit(rawValue: leading.rawValue / 2).floorPx)
        return (ascent + above, descent + (leading - above))
    }

    /// The width of the paragraph set on one line (the widest line between forced breaks),
    /// measured as lines are fitted: a box this wide holds each of those lines.
    ///
    /// Chromium's own max-content and `white-space: nowrap` widths add the float widths
    /// of a line's glyph runs in other orders (nowrap: the first face's runs, then the
    /// fallback face's), so for a line mixing faces they may differ from this by 1/64 px.
    public var maxContentWidth: LayoutUnit {
        var widest = LayoutUnit.zero
        var start = 0
        let utf16 = text.utf16
        while start < utf16.count {
            var end = start
            while end < utf16.count && utf16[end] != 0x0A { end += 1 }
            end = min(end + 1, utf16.count)
            widest = max(widest, measure(start..<end, wrapped: false).width)
            start = end
        }
        return widest
    }
}
