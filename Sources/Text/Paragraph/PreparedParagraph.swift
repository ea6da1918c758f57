/// A paragraph shaped once, to be broken into lines at as many widths as needed (a page
/// is laid out once per width variant).
public struct PreparedParagraph: Sendable {
    public let text: StyledText
    public let style: ParagraphStyle
    /// The characters none of the fonts has.
    public let uncoveredCharacters: [Unicode.Scalar]

    let shaper: Shaper
    /// Shaped ranges: runs of one face list and size, shaped together as Chromium does.
    let shapedRanges: [ShapedRange]
    /// For each run, its index in `shapedRanges` (-1 for a forced break).
    let runShapedRange: [Int]
    /// For each run, the roles of its fallback list.
    let runRoles: [[FontRole]]
    /// For each run, its inline box's ascent and descent with half-leading.
    let runExtents: [(ascent: LayoutUnit, descent: LayoutUnit)]
    /// The strut's ascent and descent with half-leading.
    let strutExtent: (ascent: LayoutUnit, descent: LayoutUnit)
    let breaks: LineBreakOpportunities
    /// Grapheme boundaries (for `overflow-wrap: anywhere`), ascending.
    let graphemeBoundaries: [Int]

    init(text: StyledText, style: ParagraphStyle, shaper: Shaper) {
        self.text = text
        self.style = style
        self.shaper = shaper
        let utf16 = text.utf16
        let fonts = shaper.fonts

        var ranges: [ShapedRange] = []
        var runShapedRange: [Int] = []
        var runRoles: [[FontRole]] = []
        var runExtents: [(ascent: LayoutUnit, descent: LayoutUnit)] = []
        var pendingStart: Int?
        var pendingRuns: [Int] = []
        var pendingKey: (roles: [FontRole], size: Double)?

        func flush() {
            guard let start = pendingStart, let key = pendingKey, let last = pendingRuns.last else { return }
            let end = text.runs[last].range.upperBound
            if end > start {
                let shaped = utf16.withUnsafeBufferPointer {
                    shaper.shape($0, range: start..<end, roles: key.roles, size: key.size, language: style.language)
                }
                ranges.append(shaped)
                for run in pendingRuns { runShapedRange[run] = ranges.count - 1 }
            }
            pendingStart = nil
            pendingRuns = []
            pendingKey = nil
        }

        for (index, run) in text.runs.enumerated() {
            let roles = FontSet.fallbackRoles(for: run.style)
            runRoles.append(roles)
            runShapedRange.append(-1)
            runExtents.append(Self.extent(of: run.style, lineHeight: style.lineHeight, fonts: fonts))
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
            pendingRuns.append(index)
            if run.edges.end != .zero {
                flush()
            }
        }
        flush()

        self.shapedRanges = ranges
        self.runShapedRange = runShapedRange
        self.runRoles = runRoles
        self.runExtents = runExtents
        self.strutExtent = Self.extent(of: style.textStyle, lineHeight: style.lineHeight, fonts: fonts)
        self.breaks = LineBreakOpportunities(utf16, language: style.language)
        self.graphemeBoundaries = style.overflowWrap == .anywhere ? ICU.boundaries(in: utf16, rules: .grapheme) : []

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
    }

    /// An inline box's ascent and descent in `style`, with the half-leading of
    /// `lineHeight` added (Chromium floors the half above to a whole px).
    static func extent(
        of style: TextStyle, lineHeight: LayoutUnit, fonts: FontSet
    ) -> (ascent: LayoutUnit, descent: LayoutUnit) {
        let primary = fonts.face(FontSet.fallbackRoles(for: style)[0])
        let (ascent, descent) = primary.metrics.lineMetrics(size: style.fontSize)
        let leading = lineHeight - (ascent + descent)
        let above = LayoutUnit(LayoutUnit(rawValue: leading.rawValue / 2).floorPx)
        return (ascent + above, descent + (leading - above))
    }

    /// The width of the paragraph set on one line (the widest line between forced breaks).
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
