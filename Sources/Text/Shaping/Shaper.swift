/// Shapes text as Chromium's HarfBuzzShaper does: split into script runs, each run shaped
/// whole with the first face of the fallback list, and the clusters that face has no
/// glyph for shaped again with the next face, and so on.
///
/// Every run comes out glyph for glyph as Chromium shapes it, whole. Prose is shaped word
/// by word through the cache where HarfBuzz says the words splice exactly (`Shaper+Words`:
/// Inter's contextual alternates look across spaces, `2 x 3` sets a multiplication sign);
/// other runs are shaped whole through the cache, so a run that recurs is shaped once.
/// Printable ASCII in a face that draws it with one advance (code in JetBrains Mono) is
/// not shaped at all: `UniformAdvance` proves from the face's tables what HarfBuzz would give.
///
/// A class, made once per typesetter: every prepared paragraph holds its shaper, and a
/// struct of seven faces and a cache cost eight retains and releases a paragraph.
final class Shaper: Sendable {
    let fonts: FontSet
    /// The faces' vertical metrics, read without touching the faces.
    let metrics: FontRoleMetrics
    let cache: ShapeCache
    /// Whether text a face draws with one advance skips HarfBuzz (`UniformAdvance`); off
    /// where HarfBuzz's unsafe-to-break flags are wanted too.
    let usesUniformAdvances: Bool

    init(fonts: FontSet, cache: ShapeCache, usesUniformAdvances: Bool = true) {
        self.fonts = fonts
        self.metrics = FontRoleMetrics(fonts)
        self.cache = cache
        self.usesUniformAdvances = usesUniformAdvances
    }

    /// The same shaper, but with HarfBuzz for every run.
    var exact: Shaper {
        usesUniformAdvances ? Shaper(fonts: fonts, cache: cache, usesUniformAdvances: false) : self
    }

    /// Shapes `range` of `text` in one go, with the faces of `roles` at `size` px.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, roles: [FontRole], size: Double, language: String
    ) -> ShapedRange {
        var shaped = ShapedRange.Builder(range: range)
        let piece = UnsafeBufferPointer(rebasing: text[range])
        ScriptRuns.forEachRun(in: piece) { runRange, script in
            let runText = UnsafeBufferPointer(rebasing: piece[runRange])
            let runStart = range.lowerBound + runRange.lowerBound
            // Words go into the range one by one, as one glyph run, never copied into one.
            if let words = proseWords(runText, script: script, roles: roles, size: size, language: language) {
                for (index, segment) in words.enumerated() {
                    shaped.add(segment.word, at: runStart + segment.range.lowerBound, continuingGlyphRun: index > 0)
                }
                return
            }
            let glyphs = shapeWhole(runText, script: script, roles: roles, size: size, language: language)
            shaped.add(glyphs, at: runStart, faceCount: roles.count)
        }
        return shaped.finish()
    }

    /// The width of `text` shaped on its own: the width Chromium gives a piece of a line
    /// it reshapes because a cut there is not safe.
    func width(of text: UnsafeBufferPointer<UInt16>, roles: [FontRole], size: Double, language: String) -> TextWidth {
        var width = TextWidth()
        for run in ScriptRuns.split(text) {
            let glyphs = glyphRun(
                UnsafeBufferPointer(rebasing: text[run.range]), script: run.script, roles: roles, size: size,
                language: language)
            // One glyph run per stretch of one face.
            var total: Int64 = 0
            for (index, glyph) in glyphs.glyphs.enumerated() {
                if index > 0 && glyphs.faceIndices[index] != glyphs.faceIndices[index - 1] {
                    width.add(run: total)
                    total = 0
                }
                total += Int64(glyph.advance)
            }
            width.add(run: total)
        }
        return width
    }

    /// One script run, shaped with fallback: word by word through the cache where the
    /// words splice exactly (`Shaper+Words`), else whole through the cache.
    private func glyphRun(
        _ text: UnsafeBufferPointer<UInt16>, script: ScriptCode, roles: [FontRole], size: Double, language: String
    ) -> GlyphRun {
        if let words = proseWords(text, script: script, roles: roles, size: size, language: language) {
            return Self.splice(words)
        }
        return shapeWhole(text, script: script, roles: roles, size: size, language: language)
    }

    /// The run's words shaped alone (`wordSegments`), unless it is code or cannot be spliced.
    ///
    /// Code is always shaped whole: its tokens (numbers, identifiers, punctuation) seldom
    /// recur, and a word the cache lacks costs two shapings (itself, then its end checked
    /// with the next character) where a whole line costs one. At 3,000 pages that was
    /// 184,000 shapings for code instead of 62,000.
    private func proseWords(
        _ text: UnsafeBufferPointer<UInt16>, script: ScriptCode, roles: [FontRole], size: Double, language: String
    ) -> [WordSegment]? {
        guard roles.first != .monoRegular else { return nil }
        return wordSegments(text, script: script, roles: roles, size: size, language: language)
    }

    /// One script run shaped in one go, with fallback, through the cache.
    func shapeWhole(
        _ text: UnsafeBufferPointer<UInt16>, script: ScriptCode, roles: [FontRole], size: Double, language: String
    ) -> GlyphRun {
        // Code in a monospaced face, Chinese in the CJK face: as fast to make again as to
        // find, and seldom found.
        if usesUniformAdvances, let run = uniformRun(text, roles: roles, size: size) { return run }
        func shape() -> GlyphRun {
            let (glyphs, faceIndices) = Self.shapeWithFallback(
                text, faces: roles.map(fonts.face), faceIndex: 0, size: size, script: script, language: language)
            return GlyphRun(glyphs: glyphs, faceIndices: faceIndices)
        }
        guard text.count <= Self.longestCachedRun else { return shape() }
        let key = ShapeKey(text: Array(text), roles: roles, size: size, script: script, language: language)
        return cache.glyphRun(for: key, shape: shape)
    }

    /// The longest run (code units) the cache keeps: a longer one seldom recurs, and the
    /// cache, which counts its entries, would hold on to its megabytes.
    static let longestCachedRun = 4_096

    /// `text` shaped without HarfBuzz by the face `shapeWithFallback` would shape all of it
    /// with (the first, or the first after those lacking every character), when that face
    /// draws each character with one advance; nil otherwise.
    private func uniformRun(_ text: UnsafeBufferPointer<UInt16>, roles: [FontRole], size: Double) -> GlyphRun? {
        var faceIndex = 0
        while faceIndex < roles.count - 1 && Self.lacksEveryCharacter(text, face: fonts.face(roles[faceIndex])) {
            faceIndex += 1
        }
        guard let glyphs = fonts.face(roles[faceIndex]).uniformGlyphs(text, size: size) else { return nil }
        return GlyphRun(glyphs: glyphs, faceIndices: [UInt8](filledWith: UInt8(faceIndex), count: glyphs.count))
    }

    /// Shapes `text` with `faces[faceIndex]`, and the clusters it lacks with the faces after it.
    static func shapeWithFallback(
        _ text: UnsafeBufferPointer<UInt16>, faces: [FontFace], faceIndex: Int, size: Double, script: ScriptCode,
        language: String
    ) -> (glyphs: [ShapedGlyph], faceIndices: [UInt8]) {
        let isLast = faceIndex == faces.count - 1
        if !isLast && Self.lacksEveryCharacter(text, face: faces[faceIndex]) {
            return shapeWithFallback(
                text, faces: faces, faceIndex: faceIndex + 1, size: size, script: script, language: language)
        }
        let glyphs = HarfBuzzShaper.shape(
            text, font: faces[faceIndex].font(size: size), script: script, language: language)
        if isLast || !glyphs.contains(where: { $0.glyph == 0 }) {
            return (glyphs, [UInt8](filledWith: UInt8(faceIndex), count: glyphs.count))
        }
        var outGlyphs: [ShapedGlyph] = []
        var outFaces: [UInt8] = []
        outGlyphs.reserveCapacity(glyphs.count)
        outFaces.reserveCapacity(glyphs.count)
        func fill(_ hole: Range<Int>) {
            let (holeGlyphs, holeFaces) = shapeWithFallback(
                UnsafeBufferPointer(rebasing: text[hole]), faces: faces, faceIndex: faceIndex + 1, size: size,
                script: script, language: language)
            for var glyph in holeGlyphs {
                glyph.cluster += Int32(hole.lowerBound)
                outGlyphs.append(glyph)
            }
            outFaces += holeFaces
        }
        var holeStart: Int?
        var index = 0
        while index < glyphs.count {
            let cluster = glyphs[index].cluster
            var end = index
            var missing = false
            while end < glyphs.count && glyphs[end].cluster == cluster {
                missing = missing || glyphs[end].glyph == 0
                end += 1
            }
            if missing {
                if holeStart == nil { holeStart = Int(cluster) }
            } else {
                if let start = holeStart {
                    fill(start..<Int(cluster))
                    holeStart = nil
                }
                outGlyphs += glyphs[index..<end]
                outFaces += [UInt8](filledWith: UInt8(faceIndex), count: end - index)
            }
            index = end
        }
        if let start = holeStart {
            fill(start..<text.count)
        }
        return (outGlyphs, outFaces)
    }

    /// Whether `face` has no glyph for any character of `text`, all of them from blocks
    /// without canonical decompositions (CJK ideographs, their punctuation, fullwidth
    /// forms): shaped with it, the whole text would be one hole for the next face, so that
    /// face may shape it at once. Chinese runs are long, and shaping each twice was a
    /// tenth of preparing a Chinese page.
    static func lacksEveryCharacter(_ text: UnsafeBufferPointer<UInt16>, face: FontFace) -> Bool {
        guard !text.isEmpty else { return false }
        var units = text.makeIterator()
        var decoder = UTF16()
        while true {
            let scalar: Unicode.Scalar
            switch decoder.decode(&units) {
            case .scalarValue(let decoded): scalar = decoded
            case .emptyInput: return true
            case .error: return false
            }
            let value = scalar.value
            let plain = (0x3000...0x303F).contains(value) || (0x3400...0x4DBF).contains(value)
                || (0x4E00...0x9FFF).contains(value) || (0xFF00...0xFFEF).contains(value)
                || (0x20000...0x2A6DF).contains(value)
            guard plain, !face.hasGlyph(for: scalar) else { return false }
        }
    }
}
