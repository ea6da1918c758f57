/// Where `overflow-wrap: anywhere` cuts a word that does not fit on a line of its own:
/// at the last grapheme boundary where the line still fits.
extension PreparedParagraph {
    /// The last grapheme boundary after `start` and before `end` where the line fits, or
    /// the first one when none does (`end` if the word is a single grapheme).
    ///
    /// Found only for the word that overflows, seldom needed: segmenting every paragraph
    /// ahead was a tenth of preparing it. `start` and `end` are grapheme boundaries (line
    /// break opportunities, or a boundary an earlier line was cut at), so the word segments
    /// as it does in its paragraph; it is segmented only as far as the line reaches.
    /// It overflows at every narrower width: a boundary the width bound shows to fit
    /// (`boundBase`, `boundLimit`, `startRun` as in `breakLines`) is not measured.
    func graphemeEnd(
        from start: Int, before end: Int, limit: LayoutUnit, wrapped: Bool, boundBase: Int64, boundLimit: Int64,
        startRun: Int
    ) -> Int {
        var measurer = LineMeasurer(self, start: start, wrapped: wrapped)
        var endRuns = RunCursor(runs: text.runs, from: startRun)
        var boundaries = GraphemeBoundaries(text.utf16, from: start, to: end)
        var result: Int?
        // The word's end is no candidate: `end` is what the line has without a cut.
        while let boundary = boundaries.next(), boundary < end {
            if let fitting = result {
                let runs = endRuns.index(containing: boundary - 1) - startRun + 1
                if widthBoundPrefix[boundary] - boundBase + boundAllowance(from: start, to: boundary, runs: runs) > boundLimit,
                   !measurer.fits(to: boundary, limit: limit) {
                    return fitting
                }
            }
            result = boundary
        }
        return result ?? end
    }
}
