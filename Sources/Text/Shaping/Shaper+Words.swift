/// Shaping a run word by word: most of a site's text is the same few thousand words, and
/// shaping each once instead of every paragraph whole is most of the shaping saved.
///
/// A run still comes out exactly as Chromium shapes it, whole: words shaped apart are
/// spliced only where HarfBuzz's unsafe-to-concat flags say that the shaping on either
/// side of the cut does not depend on the other side (no kerning, ligature or contextual
/// alternate across it). HarfBuzz flags the start of a text but has no flag for its end,
/// so, as its documentation suggests, a word is also shaped with the first character after
/// it, whose flag tells whether the word's end may be cut (remembered per word for ASCII).
/// Where a cut may not be spliced (Inter sets `2 x 3` with a multiplication sign, so that
/// `x` looks across its spaces), the words around it are shaped together; a word the first
/// face cannot draw sends the whole run to the fallback path.
extension Shaper {
    /// Scripts whose shaping is local to words (no joining, no reordering).
    private static let wordScripts: Set<ScriptCode> = [ScriptCode("Latn"), ScriptCode("Cyrl"), ScriptCode("Grek")]
    /// Cuts per run that may not be spliced before the run is shaped whole instead.
    private static let maximumMerges = 8
    /// The longest word (code units, with its spaces) shaped alone: a longer one seldom
    /// recurs, and shaping it alone, then again with the character after it, shaped it
    /// twice where shaping its run whole shapes it once.
    static let longestWord = 1_024

    /// `text` shaped word by word and spliced, or nil when it must be shaped whole.
    func shapeByWords(
        _ text: UnsafeBufferPointer<UInt16>, script: ScriptCode, roles: [FontRole], size: Double, language: String
    ) -> GlyphRun? {
        wordSegments(text, script: script, roles: roles, size: size, language: language).map(Self.splice)
    }

    /// A word (or words that may not be cut apart) of a run, and its glyphs shaped alone.
    struct WordSegment {
        var range: Range<Int>
        var word: ShapedWord
        /// Whether the next word's glyphs may be spliced after these.
        var endsSpliceable: Bool
    }

    /// The glyphs of words shaped alone (`wordSegments`), as one run.
    static func splice(_ segments: [WordSegment]) -> GlyphRun {
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(segments.last?.range.upperBound ?? 0)
        for segment in segments {
            for var glyph in segment.word.glyphs {
                glyph.cluster += Int32(segment.range.lowerBound)
                glyph.flags &= ~ShapedGlyph.unsafeToConcat
                glyphs.append(glyph)
            }
        }
        return GlyphRun(glyphs: glyphs, faceIndices: [UInt8](filledWith: 0, count: glyphs.count))
    }

    /// The words of `text` (each with its spaces, or several where they may not be cut
    /// apart) and their glyphs shaped alone, which spliced in order are `text` shaped
    /// whole; nil when it must be shaped whole. All in the first face.
    func wordSegments(
        _ text: UnsafeBufferPointer<UInt16>, script: ScriptCode, roles: [FontRole], size: Double, language: String
    ) -> [WordSegment]? {
        guard Self.wordScripts.contains(script) else { return nil }
        let replicas = cache.replicas()
        // Every word's key is hashed first and its lookup's memory requested: most of a
        // lookup's time was waiting for the table's slot and then the word, one word after
        // another; requested together, those waits overlap.
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: text.count) { hashes in
            var count = 0
            for range in WordRanges(text: text) {
                if range.count > Self.longestWord { return nil }
                hashes[count] = WordTable.hash(UnsafeBufferPointer(rebasing: text[range]), role: roles[0], size: size,
                                               script: script)
                count += 1
            }
            let known = UnsafeBufferPointer(rebasing: hashes[..<count])
            replicas.prefetch(known)
            return wordSegments(text, hashes: known, script: script, roles: roles, size: size, language: language,
                                replicas: replicas)
        }
    }

    /// `wordSegments` given the hash of each word's key, in order.
    private func wordSegments(
        _ text: UnsafeBufferPointer<UInt16>, hashes: UnsafeBufferPointer<UInt64>, script: ScriptCode, roles: [FontRole],
        size: Double, language: String, replicas: WordReplicas
    ) -> [WordSegment]? {
        var segments: [WordSegment] = []
        // At most one word in three characters of prose, spaces included: no run grows it.
        segments.reserveCapacity(text.count / 3 + 1)
        var merges = 0
        for (index, wordRange) in WordRanges(text: text).enumerated() {
            var range = wordRange
            guard var word = word(text, range, script: script, roles: roles, size: size, language: language,
                                  replicas: replicas, hash: hashes[index]) else {
                return nil
            }
            // Shape the cut together with the word before it until both sides splice.
            while let last = segments.last, !(last.endsSpliceable && word.shaped.startsSpliceable) {
                merges += 1
                if merges > Self.maximumMerges { return nil }
                segments.removeLast()
                range = last.range.lowerBound..<range.upperBound
                guard let merged = self.word(text, range, script: script, roles: roles, size: size, language: language,
                                             replicas: replicas)
                else { return nil }
                word = merged
            }
            segments.append(WordSegment(range: range, word: word.shaped, endsSpliceable: word.endsSpliceable))
        }
        return segments
    }

    /// `range` of `text` shaped alone in the first face, through the cache, and whether it
    /// may be spliced before the character after it; nil when that face lacks one of its
    /// characters.
    private func word(
        _ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, script: ScriptCode, roles: [FontRole], size: Double,
        language: String, replicas: WordReplicas, hash: UInt64? = nil
    ) -> (shaped: ShapedWord, endsSpliceable: Bool)? {
        let piece = UnsafeBufferPointer(rebasing: text[range])
        let word = cache.word(piece, role: roles[0], size: size, script: script, language: language, replicas: replicas,
                              hash: hash) {
            HarfBuzzShaper.shape(piece, font: fonts.face(roles[0]).font(size: size), script: script, language: language,
                                 concatFlags: true)
        }
        guard !word.lacksAGlyph else { return nil }
        guard range.upperBound < text.count else { return (word, true) }
        let next = text[range.upperBound]
        if next < 0x80, let known = word.endsSpliceable(before: next) { return (word, known) }
        // HarfBuzz has no flag for the end of a text: shape the word with the next character
        // and read that character's flag, as HarfBuzz's documentation suggests.
        var upper = range.upperBound + 1
        if UTF16.isLeadSurrogate(next) && upper < text.count { upper += 1 }
        let extended = HarfBuzzShaper.shape(
            UnsafeBufferPointer(rebasing: text[range.lowerBound..<upper]), font: fonts.face(roles[0]).font(size: size),
            script: script,
            language: language, concatFlags: true)
        let length = Int32(range.count)
        let following = extended.first { $0.cluster >= length }
        let spliceable = following.map { $0.cluster == length && $0.flags & ShapedGlyph.unsafeToConcat == 0 } ?? false
        if next < 0x80 { word.remember(endsSpliceable: spliceable, before: next) }
        return (word, spliceable)
    }
}

/// The words of a run, in order: each one's characters up to a space, and the spaces after them.
private struct WordRanges: Sequence, IteratorProtocol {
    let text: UnsafeBufferPointer<UInt16>
    private var start = 0

    init(text: UnsafeBufferPointer<UInt16>) { self.text = text }

    mutating func next() -> Range<Int>? {
        guard start < text.count else { return nil }
        var end = start
        while end < text.count && text[end] != 0x20 { end += 1 }
        while end < text.count && text[end] == 0x20 { end += 1 }
        defer { start = end }
        return start..<end
    }
}
