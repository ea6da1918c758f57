/// Shapes text as Chromium's HarfBuzzShaper does: split into script runs, each run shaped
/// with the first face of the fallback list, and the clusters that face has no glyph for
/// shaped again with the next face, and so on.
///
/// Within a script run the text is shaped word by word (a word with the spaces after
/// it), each word through the cache. HarfBuzz flags glyphs whose shape depends on the
/// text beyond a piece's edge (unsafe to concatenate); words whose edge is flagged are
/// shaped together, so the result equals shaping the run whole.
struct Shaper: Sendable {
    let fonts: FontSet
    let cache: ShapeCache

    /// Shapes `range` of `text` in one go, with the faces of `roles` at `size` px.
    func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, roles: [FontRole], size: Double, language: String
    ) -> ShapedRange {
        var shaped = ShapedRange(range: range)
        let piece = UnsafeBufferPointer(rebasing: text[range])
        for run in ScriptRuns.split(piece) {
            addRun(piece, run: run.range, script: run.script, roles: roles, size: size, language: language) {
                shaped.add($0, at: range.lowerBound + $1, faceCount: roles.count)
            }
        }
        shaped.finish()
        return shaped
    }

    /// The advance of `text` shaped on its own (1/65536 px): the width Chromium gives a
    /// piece of a line it reshapes because a cut there is not safe.
    func advance(of text: UnsafeBufferPointer<UInt16>, roles: [FontRole], size: Double, language: String) -> Int64 {
        var total: Int64 = 0
        for run in ScriptRuns.split(text) {
            addRun(text, run: run.range, script: run.script, roles: roles, size: size, language: language) { chunk, _ in
                for glyph in chunk.glyphs { total += Int64(glyph.advance) }
            }
        }
        return total
    }

    /// Shapes one script run word by word, handing each shaped piece and its offset in
    /// `text` to `add`, in order.
    private func addRun(
        _ text: UnsafeBufferPointer<UInt16>, run: Range<Int>, script: ScriptCode, roles: [FontRole], size: Double,
        language: String, add: (ShapedChunk, Int) -> Void
    ) {
        func shapeChunk(_ range: Range<Int>) -> ShapedChunk {
            let chunkText = UnsafeBufferPointer(rebasing: text[range])
            let key = ShapeKey(text: Array(chunkText), roles: roles, size: size, script: script, language: language)
            return cache.chunk(for: key) {
                let faces = roles.map(fonts.face)
                let (glyphs, faceIndices) = Self.shapeWithFallback(
                    chunkText, faces: faces, faceIndex: 0, size: size, script: script, language: language)
                return ShapedChunk(glyphs: glyphs, faceIndices: faceIndices)
            }
        }

        // Words: cut after each run of spaces.
        var words: [Range<Int>] = []
        var wordStart = run.lowerBound
        for offset in run.dropFirst() {
            if text[offset - 1] == 0x20 && text[offset] != 0x20 {
                words.append(wordStart..<offset)
                wordStart = offset
            }
        }
        words.append(wordStart..<run.upperBound)

        // Shape each word; words joined by an unsafe edge are shaped again together.
        var group = words[0]
        var groupChunk = shapeChunk(group)
        var groupIsSingle = true
        for word in words.dropFirst() {
            let chunk = shapeChunk(word)
            if groupChunk.endsConcatSafe && chunk.startsConcatSafe {
                add(groupIsSingle ? groupChunk : shapeChunk(group), group.lowerBound)
                group = word
                groupChunk = chunk
                groupIsSingle = true
            } else {
                group = group.lowerBound..<word.upperBound
                groupChunk = chunk
                groupIsSingle = false
            }
        }
        add(groupIsSingle ? groupChunk : shapeChunk(group), group.lowerBound)
    }

    /// Shapes `text` with `faces[faceIndex]`, and the clusters it lacks with the faces after it.
    static func shapeWithFallback(
        _ text: UnsafeBufferPointer<UInt16>, faces: [FontFace], faceIndex: Int, size: Double, script: ScriptCode,
        language: String
    ) -> (glyphs: [ShapedGlyph], faceIndices: [UInt8]) {
        let glyphs = HarfBuzzShaper.shape(
            text, font: faces[faceIndex].font(size: size), script: script, language: language)
        let isLast = faceIndex == faces.count - 1
        if isLast || !glyphs.contains(where: { $0.glyph == 0 }) {
            return (glyphs, [UInt8](repeating: UInt8(faceIndex), count: glyphs.count))
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
                outFaces += [UInt8](repeating: UInt8(faceIndex), count: end - index)
            }
            index = end
        }
        if let start = holeStart {
            fill(start..<text.count)
        }
        return (outGlyphs, outFaces)
    }
}
