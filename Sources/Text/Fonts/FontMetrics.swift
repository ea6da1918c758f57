/// A face's vertical metrics in font units, as Chromium reads them (through Skia and
/// FreeType): `hhea` ascender, descender and line gap, or the `OS/2` typographic ones
/// when the face sets USE_TYPO_METRICS.
public struct FontMetrics: Hashable, Sendable {
    /// Font units in one em.
    public var unitsPerEm: Int
    /// Height above the baseline, in font units (positive).
    public var ascent: Int
    /// Depth below the baseline, in font units (positive).
    public var descent: Int
    /// Extra space the face suggests between lines, in font units.
    public var lineGap: Int

    public init(unitsPerEm: Int, ascent: Int, descent: Int, lineGap: Int) {
        self.unitsPerEm = unitsPerEm
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    /// Ascent and descent at `size` px as Chromium uses them for line boxes on Linux:
    /// each rounded to a whole px, and when the descent was rounded down, one px moved
    /// from the ascent to the descent (so descenders are not clipped).
    public func lineMetrics(size: Double) -> (ascent: LayoutUnit, descent: LayoutUnit) {
        guard unitsPerEm > 0, size.isFinite, size > 0, size < 100_000 else { return (.zero, .zero) }
        // Skia computes these in single precision.
        let exactAscent = Float(ascent) / Float(unitsPerEm) * Float(size)
        let exactDescent = Float(descent) / Float(unitsPerEm) * Float(size)
        var roundedAscent = (exactAscent + 0.5).rounded(.down)
        var roundedDescent = (exactDescent + 0.5).rounded(.down)
        if roundedDescent < exactDescent && roundedAscent >= 1 {
            roundedDescent += 1
            roundedAscent -= 1
        }
        return (LayoutUnit(Int(roundedAscent)), LayoutUnit(Int(roundedDescent)))
    }
}
