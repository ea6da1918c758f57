/// The limits at which a paragraph's line breaker, run at one limit, would choose the same
/// lines: every candidate line it kept still fits, and every one it turned down (each
/// line's next candidate) still does not.
///
/// The breaker is greedy: a line ends at the last candidate before the first that does
/// not fit. So its lines at limit L are its lines at every L' at least as wide as each kept
/// candidate and narrower than each turned-down one. The widths are those the breaker
/// decided by (exact, or the bound that decided), so the range is exact where the widths
/// are and a narrower, still safe, range where a bound decided.
struct LineBreakLimits {
    /// A width, in 1/65536 px, that every kept candidate is known to be at most.
    private(set) var widest: Int64 = .min
    /// A width, in 1/65536 px, that every turned-down candidate is known to be at least.
    private(set) var narrowestTurnedDown: Int64 = .max

    /// A candidate kept, known to be at most `width` (1/65536 px).
    mutating func kept(atMost width: Int64) {
        if width > widest { widest = width }
    }

    /// A candidate turned down, known to be at least `width` (1/65536 px).
    mutating func turnedDown(atLeast width: Int64) {
        if width < narrowestTurnedDown { narrowestTurnedDown = width }
    }

    /// The lines hold at `limit` alone: a choice made by something other than whether a
    /// candidate fits (a word cut where the limit falls).
    mutating func holdOnly(at limit: LayoutUnit) {
        widest = Int64(limit.rawValue) * 1024
        narrowestTurnedDown = widest + 1
    }

    /// The available widths (the limit less `LayoutUnit.epsilon`) the lines hold at, no
    /// narrower than 1/64 px.
    var availableWidths: ClosedRange<LayoutUnit> {
        // A limit L' keeps a candidate of width w (1/64 px) when w <= L', turns it down when w > L'.
        let lowestLimit = Self.ceilingDivision(widest)
        let highestLimit = Self.ceilingDivision(narrowestTurnedDown) - 1
        let lower = max(lowestLimit - 1, 1)
        let upper = max(min(highestLimit - 1, Int64(Int32.max)), lower)
        return LayoutUnit(rawValue: Int(lower))...LayoutUnit(rawValue: Int(upper))
    }

    /// `value / 1024` rounded up (1/65536 px to 1/64 px).
    private static func ceilingDivision(_ value: Int64) -> Int64 {
        if value == .min { return .min / 1024 }
        if value == .max { return .max / 1024 }
        let quotient = value / 1024
        return value % 1024 > 0 ? quotient + 1 : quotient
    }
}
