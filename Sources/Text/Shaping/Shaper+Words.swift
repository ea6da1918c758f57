/// Shaping a run word by word: most of a site's text is the same few thousand words, and
/// shaping each once instead of every paragraph whole is most of the shaping saved.
///
/// A run still comes out exactly as Chromium shapes it, whole: words shaped apart are
/// spliced only where HarfBuzz's unsafe-to-concat flags say that the shaping on either
/// side of the cut does not depend on the other side (no kerning, ligature or contextual
/// alternate across it). HarfBuzz flags the start of a text but has no flag for its end,
/// so, as its documentation suggests, each word is shaped with the first character after
/// it, whose flag tells whether the word's end may be cut. Where a cut may not be spliced
/// (Inter sets `2 x 3` with a multiplication sign, so that `x` looks across its spaces),
/// the words around it are shaped together; a word the first face cannot draw sends the
/// whole run to the fallback path.
extension Shaper {
    /// Scripts whose shaping is local to words (no joining, no reordering).
    private static let wordScripts: Set<ScriptCode> = [ScriptCode("Latn"), ScriptCode("Cyrl"), ScriptCode("Grek")]
    /// Below this many UTF-16 units a run is cheaper to shape whole than to splice.
    private static let minimumLength = 24
    /// Cuts per run that may not be spliced before the run is shaped whole instead.
    private static let maximumMerges = 8

    /// `text` shaped word by word and spliced, or nil when it must be shaped whole.
    func shapeByWords(
        _ text: UnsafeBufferPointer<UInt16>, script: ScriptCode, roles: [FontRole], size: Double, language: String
    ) -> GlyphRun? {
        guard text.count >= Self.minimumLength, Self.wordScripts.contains(script) else { return nil }
        var segments: [(range: Range<Int>, run: GlyphRun)] = []
        var merges = 0
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count && text[end] != 0x20 { end += 1 }
            while end < text.count && text[end] == 0x20 { end += 1 }
            var range = start..<end
            guard var run = word(text, range, script: script, roles: roles, size: size, language: language) else {
                return nil
            }
            // Shape the cut together with the word before it until both sides splice.
            while let last = segments.last, !(last.run.endsSpliceable && run.startsSpliceable) {
                merges += 1
                if merges > Self.maximumMerges { return nil }
                segments.removeLast()
                range = last.range.lowerBound..<range.upperBound
                guard let merged = word(text, range, script: script, roles: roles, size: size, language: language)
                else { return nil }
                run = merged
            }
            segments.append((range, run))
            start = end
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(text.count)
        for (range, run) in segments {
            for var glyph in run.glyphs {
                glyph.cluster += Int32(range.lowerBound)
                glyph.flags &= ~ShapedGlyph.unsafeToConcat
                glyphs.append(glyph)
            }
        }
        return GlyphRun(glyphs: glyphs, faceIndices: [UInt8](repeating: 0, count: glyphs.count))
    }

    /// `range` of `text` shaped in the first face with the character after it (if any),
    /// through the cache: its own glyphs, and whether it splices at either end; nil when
    /// that face lacks one of its characters.
    private func word(
        _ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, script: ScriptCode, roles: [FontRole], size: Double,
        language: String
    ) -> GlyphRun? {
        var upper = range.upperBound
        if upper < text.count {
            upper += UTF16.isLeadSurrogate(text[upper]) && upper + 1 < text.count ? 2 : 1
        }
        let shaped = UnsafeBufferPointer(rebasing: text[range.lowerBound..<upper])
        let length = Int32(range.count)
        let key = ShapeKey(text: Array(shaped), roles: roles, size: size, script: script, language: language,
                           wordLength: range.count)
        let run = cache.glyphRun(for: key) {
            let all = HarfBuzzShaper.shape(
                shaped, font: fonts.face(roles[0]).font(size: size), script: script, language: language,
                concatFlags: true)
            let own = all.prefix { $0.cluster < length }
            let next = all.dropFirst(own.count).first
            let endsSpliceable = upper == range.upperBound
                || (next.map { $0.cluster == length && $0.flags & ShapedGlyph.unsafeToConcat == 0 } ?? false)
            let startsSpliceable = all.first.map { $0.flags & ShapedGlyph.unsafeToConcat == 0 } ?? false
            return GlyphRun(
                glyphs: Array(own), faceIndices: [UInt8](repeating: 0, count: own.count),
                startsSpliceable: startsSpliceable, endsSpliceable: endsSpliceable)
        }
        return run.glyphs.contains { $0.glyph == 0 } ? nil : run
    }
}
