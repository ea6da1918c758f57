import SitegenText

extension LayoutUnit {
    /// The larger of the two.
    static func maximum(_ a: LayoutUnit, _ b: LayoutUnit) -> LayoutUnit { a > b ? a : b }

    /// This length divided by `divisor`, rounded down to 1/64 px (as Chromium divides a
    /// `LayoutUnit` by an integer).
    public func divided(by divisor: Int) -> LayoutUnit {
        guard divisor > 0 else { return self }
        return LayoutUnit(rawValue: rawValue / divisor)
    }

    /// `self × numerator / denominator`, rounded down to 1/64 px; zero when `denominator` is 0.
    public func scaled(_ numerator: Int, over denominator: Int) -> LayoutUnit {
        guard denominator > 0 else { return .zero }
        return LayoutUnit(rawValue: Int((Int64(rawValue) * Int64(numerator)) / Int64(denominator)))
    }

    /// Not below zero.
    var clampedToZero: LayoutUnit { rawValue < 0 ? .zero : self }
}
