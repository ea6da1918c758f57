import SitegenText

/// How CSS's automatic table layout shares a table's width between columns of no declared
/// width, as Chromium does it (css-tables-3's width distribution, Blink's
/// `DistributeInlineSizeToComputedInlineSizeAuto` for auto columns): each column has a
/// min-content and a max-content width (its widest cell's, padding and borders included);
/// the table is at least as wide as the sum of the minimums; below the sum of the
/// maximums every column grows from its minimum in proportion to how much it can grow;
/// above it every column grows from its maximum in proportion to its maximum. Shares are
/// cut to 1/64 px towards zero and the last column takes what rounding leaves.
public struct TableColumnDistribution: Hashable, Sendable {
    /// Each column's min-content width.
    public let minimums: [LayoutUnit]
    /// Each column's max-content width, never below its minimum.
    public let maximums: [LayoutUnit]

    /// Columns whose widest cells need `minimums` (set as narrow as their soft wrap
    /// opportunities allow) and `maximums` (set on one line).
    public init(minimums: [LayoutUnit], maximums: [LayoutUnit]) {
        self.minimums = minimums
        self.maximums = zip(minimums, maximums).map { Swift.max($0, $1) }
    }

    /// The narrowest the table can be: the sum of the columns' min-content widths.
    public var minContentWidth: LayoutUnit { minimums.reduce(.zero, +) }
    /// The table set without wrapping: the sum of the columns' max-content widths.
    public var maxContentWidth: LayoutUnit { maximums.reduce(.zero, +) }

    /// The width of a table given `available` px (CSS `width: 100%`): never narrower than
    /// its min-content width, past which it overflows its container.
    public func tableWidth(available: LayoutUnit) -> LayoutUnit {
        Swift.max(available, minContentWidth)
    }

    /// Each column's width when the table is `available` px wide (or its min-content
    /// width, when that is wider).
    public func columns(available: LayoutUnit) -> [LayoutUnit] {
        guard !minimums.isEmpty else { return [] }
        let target = tableWidth(available: available)
        let minimum = minContentWidth
        let maximum = maxContentWidth
        if minimum >= target { return minimums }
        if target == maximum { return maximums }
        if target < maximum {
            // Between the guesses: each column grows from its minimum by its share of
            // what all can grow.
            return grown(from: minimums, by: target - minimum,
                         weights: zip(maximums, minimums).map { $0 - $1 }, total: maximum - minimum)
        }
        // Above the maximum: each column grows from its maximum by its share of it.
        return grown(from: maximums, by: target - maximum, weights: maximums, total: maximum)
    }

    /// `base` with `extra` shared out by `weights` (summing to `total`), each share cut
    /// towards zero to 1/64 px, equal shares when `total` is zero, and the rounding's rest
    /// added to the last column.
    private func grown(from base: [LayoutUnit], by extra: LayoutUnit, weights: [LayoutUnit],
                       total: LayoutUnit) -> [LayoutUnit] {
        var result = base
        var remaining = extra
        for index in result.indices {
            let delta = total > .zero
                ? LayoutUnit(rawValue: Int(Int64(extra.rawValue) * Int64(weights[index].rawValue) / Int64(total.rawValue)))
                : extra.divided(by: result.count)
            result[index] += delta
            remaining -= delta
        }
        result[result.count - 1] += remaining
        return result
    }
}
