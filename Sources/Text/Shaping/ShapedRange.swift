/// A range of a paragraph shaped as a whole (one face list, one size), read by offset:
/// how far each cluster advances and where the text may be cut without reshaping.
///
/// An immutable class, made by a `Builder`: the line breaker reads a paragraph's ranges for
/// every candidate line at every width, and as a struct of three arrays each read copied
/// it, three retains and releases (a 1,000-page build made 37.0 M retains with the struct,
/// 32.3 M with the class).
final class ShapedRange: Sendable {
    /// The range in the paragraph's UTF-16 offsets.
    let range: Range<Int>
    /// `clusterStart`, `safeToBreak` and `uncovered` bits by offset.
    let flags: [UInt8]
    /// The advances (1/65536 px) of the clusters before each offset, summed, and the total last.
    let prefix: [Int64]
    /// Where each of Chromium's glyph runs (a script run, or a change of face within one)
    /// starts after the first, which starts at `range.lowerBound`; ascending.
    let laterRunStarts: [Int]
    /// Whether some glyphs came without HarfBuzz's unsafe-to-break flags (`UniformAdvance`):
    /// their cuts read as safe, which is exact only where `breakSafetyIsMoot` says so.
    let hasUnknownBreakSafety: Bool
    /// With `hasUnknownBreakSafety`: the fewest trailing zero bits of any offset's advance.
    private let advanceTrailingZeros: Int

    static let clusterStart: UInt8 = 1
    static let safeToBreak: UInt8 = 2
    static let uncovered: UInt8 = 4

    init(
        range: Range<Int>, flags: [UInt8], prefix: [Int64], laterRunStarts: [Int], hasUnknownBreakSafety: Bool,
        advanceTrailingZeros: Int
    ) {
        self.range = range
        self.flags = flags
        self.prefix = prefix
        self.laterRunStarts = laterRunStarts
        self.hasUnknownBreakSafety = hasUnknownBreakSafety
        self.advanceTrailingZeros = advanceTrailingZeros
    }

    /// The advance of `start..<end` (paragraph offsets, clamped to the range), 1/65536 px.
    func advance(from start: Int, to end: Int) -> Int64 {
        let lower = min(max(start, range.lowerBound), range.upperBound) - range.lowerBound
        let upper = min(max(end, range.lowerBound), range.upperBound) - range.lowerBound
        return upper > lower ? prefix[upper] - prefix[lower] : 0
    }

    /// The width of `start..<end` (paragraph offsets, clamped to the range), summed run
    /// by run as Chromium sums it.
    func width(from start: Int, to end: Int) -> TextWidth {
        var width = TextWidth()
        let lower = min(max(start, range.lowerBound), range.upperBound)
        let upper = min(max(end, range.lowerBound), range.upperBound)
        guard upper > lower else { return width }
        let starts = laterRunStarts
        // The first run starting after `lower`; the run before it holds `lower`.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= lower { low = middle + 1 } else { high = middle }
        }
        var runStart = low > 0 ? starts[low - 1] : range.lowerBound
        var index = low
        while runStart < upper {
            let runEnd = index < starts.count ? starts[index] : range.upperBound
            width.add(run: advance(from: max(lower, runStart), to: min(upper, runEnd)))
            runStart = runEnd
            index += 1
        }
        return width
    }

    /// Whether the width of `piece` comes out the same wherever it is cut and reshaped,
    /// so that unknown unsafe-to-break flags cannot change it: when every advance of the
    /// range is a multiple of 2^t and the piece is below 2^(24+t) (1/65536 px), every sum
    /// of its parts is exact in single precision, as `TextWidth` adds them. With 14 px
    /// JetBrains Mono (advance 550,500 = 4 × 137,625) that is any piece under 1,024 px.
    func breakSafetyIsMoot(in piece: Range<Int>) -> Bool {
        let lower = min(max(piece.lowerBound, range.lowerBound), range.upperBound) - range.lowerBound
        let upper = min(max(piece.upperBound, range.lowerBound), range.upperBound) - range.lowerBound
        guard upper > lower else { return true }
        let total = prefix[upper] - prefix[lower]
        return total < 1 << 24 || total >> advanceTrailingZeros < 1 << 24
    }

    /// Whether no cluster advances backwards: the sums in `prefix` never decrease. (Text
    /// shaped without HarfBuzz, `UniformAdvance`, has HarfBuzz's advances.)
    var advancesAreNonNegative: Bool {
        prefix.withUnsafeBufferPointer { sums in
            var previous = Int64.min
            for sum in sums {
                if sum < previous { return false }
                previous = sum
            }
            return true
        }
    }

    /// Whether the text may be cut before `offset` without reshaping either side.
    func isSafeToBreak(before offset: Int) -> Bool {
        if offset <= range.lowerBound || offset >= range.upperBound { return true }
        return flags[offset - range.lowerBound] & Self.safeToBreak != 0
    }

    /// The first offset from `offset` and before `limit` where cutting is safe; `limit`
    /// (or the range's end, if sooner) when there is none. Bounded: a text with no safe cut
    /// for a long way (a long run of joined letters) is not walked past the piece asked about.
    func nextSafeBreak(atOrAfter offset: Int, before limit: Int) -> Int {
        let end = min(limit, range.upperBound)
        var candidate = max(offset, range.lowerBound)
        while candidate < end && !isSafeToBreak(before: candidate) { candidate += 1 }
        return min(candidate, end)
    }

    /// The last offset in `bounds` where cutting is safe, or nil when there is none.
    func lastSafeBreak(in bounds: ClosedRange<Int>) -> Int? {
        var candidate = min(bounds.upperBound, range.upperBound)
        while candidate >= bounds.lowerBound {
            if isSafeToBreak(before: candidate) { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// Offsets of characters no face of the list had a glyph for.
    var uncoveredOffsets: [Int] {
        flags.indices.filter { flags[$0] & Self.uncovered != 0 }.map { $0 + range.lowerBound }
    }
}
