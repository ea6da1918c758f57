import Testing
@testable import SitegenText

@Suite struct ShapedRangeTests {
    /// `ShapedRange.width(from:to:)` against its definition: the advance of each glyph run
    /// the piece overlaps, clamped to the piece, summed run by run.
    @Test func widthSumsEveryOverlappedGlyphRunForEveryPiece() {
        let shaper = Shaper(fonts: Fixtures.fonts, cache: ShapeCache(capacity: 1_000))
        // Script runs and a fallback face inside one shaped range: Latin, Han, Latin, a
        // character Inter lacks (Han punctuation), Greek; and a one-run range. Long, and
        // large: single-precision sums of pieces over 256 px differ with where runs split.
        let texts = ["Layout engines measure 排版引擎的文字 and then some text。Ελληνικά κείμενα end of it",
                     "one glyph run only, long enough to be wider than two hundred and fifty-six px"]
        var multiRun = false
        for text in texts {
            let utf16 = Array(text.utf16)
            let shaped = utf16.withUnsafeBufferPointer {
                shaper.shape($0, range: 0..<$0.count, roles: [.bodyRegular, .cjkRegular], size: 41, language: "en")
            }
            multiRun = multiRun || shaped.laterRunStarts.count >= 3
            let starts = [0] + shaped.laterRunStarts
            #expect(starts == starts.sorted() && Set(starts).count == starts.count)
            for lower in 0...utf16.count {
                for upper in lower...utf16.count {
                    var expected = TextWidth()
                    for (index, start) in starts.enumerated() {
                        let end = index + 1 < starts.count ? starts[index + 1] : utf16.count
                        let (from, to) = (max(lower, start), min(upper, end))
                        if from < to { expected.add(run: shaped.advance(from: from, to: to)) }
                    }
                    #expect(shaped.width(from: lower, to: upper).px == expected.px, "\(text) \(lower)..<\(upper)")
                }
            }
        }
        #expect(multiRun)
    }
}
