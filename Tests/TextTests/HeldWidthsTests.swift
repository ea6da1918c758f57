import Testing
@testable import SitegenText

/// A paragraph broken at one width names the widths its lines are the same at
/// (`PreparedParagraph.heldHeight`): at every one of them, measuring every candidate in full
/// (`ReferenceLineBreaker`) must give the very same lines.
@Suite struct HeldWidthsTests {
    typealias Random = LinearLineBreakingTests.Random

    /// The widths of `range` a test looks at: both ends, the middle, and random ones.
    static func samples(of range: ClosedRange<LayoutUnit>, _ random: inout Random) -> [LayoutUnit] {
        let upper = min(range.upperBound.rawValue, 10_000 * 64)
        guard upper >= range.lowerBound.rawValue else { return [range.lowerBound] }
        var widths = [range.lowerBound.rawValue, upper, (range.lowerBound.rawValue + upper) / 2]
        for _ in 0..<3 { widths.append(Int.random(in: range.lowerBound.rawValue...upper, using: &random)) }
        return widths.map(LayoutUnit.init(rawValue:))
    }

    @Test func everyWidthOfTheRangeBreaksTheSameLines() {
        var random = Random(state: 7_250)
        var reused = 0
        var compared = 0
        for number in 0..<120 {
            let prepared = LinearLineBreakingTests.randomParagraph(
                &random, units: [40, 300, 900, 1_500][number % 4], preservingSpaces: number % 7 == 6)
            for width in [90, 288, 343, 398, 560, 720, 1_500] {
                let at = LayoutUnit(width)
                let (height, widths) = prepared.heldHeight(availableWidth: at)
                #expect(widths.contains(at), "case \(number) at \(width) px: \(widths)")
                #expect(height == prepared.layout(availableWidth: at).height)
                let lines = ReferenceLineBreaker.lines(prepared, width: at).map(\.range)
                for other in Self.samples(of: widths, &random) where other != at {
                    let otherLines = ReferenceLineBreaker.lines(prepared, width: other).map(\.range)
                    #expect(otherLines == lines, "case \(number): \(width) px holds to \(other.px) px (\(widths))")
                    compared += 1
                }
                if widths.lowerBound < at || widths.upperBound > at { reused += 1 }
            }
        }
        #expect(compared > 1_500)
        #expect(reused > 300)
    }

    @Test func aShortLineHoldsAtEveryWidthItFitsAndAWrappedOneNear() {
        let short = Fixtures.paragraph("A heading of a few words", overflowWrap: .normal)
        let one = short.heldHeight(availableWidth: LayoutUnit(720))
        let width = short.layout(availableWidth: LayoutUnit(720)).lines[0].width
        // Held from about its own width (a bound decides, up to twice the font size more) upwards.
        #expect(one.widths.lowerBound >= width - LayoutUnit.epsilon)
        #expect(one.widths.lowerBound <= width + LayoutUnit(32))
        #expect(one.widths.upperBound >= LayoutUnit(100_000))

        let long = Fixtures.paragraph(String(repeating: "several words that wrap ", count: 20), overflowWrap: .normal)
        let wrapped = long.heldHeight(availableWidth: LayoutUnit(343))
        #expect(wrapped.widths.upperBound < LayoutUnit(343 + 200))
        #expect(wrapped.widths.lowerBound > LayoutUnit(343 - 200))
    }

    @Test func aWordCutWhereTheWidthFallsHoldsAtThatWidthAlone() {
        let word = Fixtures.paragraph(String(repeating: "abcdefghij", count: 30), overflowWrap: .anywhere)
        let held = word.heldHeight(availableWidth: LayoutUnit(200))
        #expect(held.widths == LayoutUnit(200)...LayoutUnit(200))
    }
}
