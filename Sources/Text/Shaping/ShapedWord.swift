import Synchronization

/// A word shaped alone in one face (`Shaper+Words`), kept by the shaping cache with what a
/// `ShapedRange` takes from it packed in one value per UTF-16 offset.
///
/// Every word of every page is looked up, and most of a lookup's time was cache misses:
/// key text, glyph run, glyphs and face indices were five objects scattered in memory. Now a
/// hit of a short word reads this object alone (a longer one, its offsets array too), and
/// the glyphs are read only to splice a run.
final class ShapedWord: Sendable {
    /// Offsets a word holds inline, in the object, rather than in an array of its own.
    static let inlineCapacity = 8
    /// Eight offsets' values, inline.
    typealias InlineOffsets = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    // The order of the fields is their order in memory: what a lookup and the next steps
    // read of every word (its key, its flags, whether it may be spliced before a space, the
    // offsets of a short word) comes first, so that a short word's lookup reads two cache
    // lines of it rather than three.

    /// The word's length in UTF-16 units.
    let count: Int
    let size: Double
    let script: ScriptCode
    let role: FontRole
    /// Whether the word may be spliced after the text before it.
    let startsSpliceable: Bool
    /// Whether a glyph is the face's missing glyph (id 0): then the word's run is shaped whole.
    let lacksAGlyph: Bool
    /// Whether HarfBuzz gave the word any glyph: asked of every word a run is made of, and
    /// reading `glyphs` for it was a cache miss on another object.
    let hasGlyphs: Bool
    /// Whether the word may be spliced before a text starting with a given ASCII character
    /// below 64 (`above64`: from 64), as far as this copy knows: `ends` knows more.
    private let below64: SpliceBits
    let language: String
    /// Per UTF-16 offset: the unit (bits 0–15), the `ShapedRange` flags of the offset
    /// (bits 16–23), and the advance of the cluster starting there (bits 32–63, signed, in
    /// 1/65536 px; 0 inside a cluster). A word of up to `inlineCapacity` units keeps them
    /// here, beside the key it is found by: a lookup's cache misses were the table's slot,
    /// this object, and an offsets array of its own; most words are short.
    private let inlineOffsets: InlineOffsets
    /// The offsets of a longer word (empty for a short one).
    private let outlineOffsets: [UInt64]
    /// The glyphs, as HarfBuzz shaped the word.
    let glyphs: [ShapedGlyph]
    private let above64: SpliceBits
    /// What every copy of the word, at every size, found out about its end (`WordEnds`).
    let ends: WordEnds

    init(text: UnsafeBufferPointer<UInt16>, role: FontRole, size: Double, script: ScriptCode, language: String,
         glyphs: [ShapedGlyph], ends: WordEnds = WordEnds()) {
        self.count = text.count
        self.role = role
        self.size = size
        self.script = script
        self.language = language
        self.glyphs = glyphs
        self.startsSpliceable = glyphs.first.map { $0.flags & ShapedGlyph.unsafeToConcat == 0 } ?? false
        self.lacksAGlyph = glyphs.contains { $0.glyph == 0 }
        self.hasGlyphs = !glyphs.isEmpty
        // The flags and advances are what `ShapedRange.Builder` makes of the glyphs.
        var builder = ShapedRange.Builder(range: 0..<text.count)
        // No offset is flagged uncovered: a word lacking a glyph is never spliced.
        builder.add(glyphs, faceIndices: nil, at: 0, faceCount: .max)
        let (flags, advances) = builder.offsetValues
        var offsets = [UInt64](filledWith: 0, count: max(text.count, Self.inlineCapacity))
        for index in 0..<text.count {
            offsets[index] = UInt64(text[index]) | UInt64(flags[index]) << 16
                | UInt64(UInt32(truncatingIfNeeded: advances[index])) << 32
        }
        if text.count <= Self.inlineCapacity {
            inlineOffsets = (offsets[0], offsets[1], offsets[2], offsets[3], offsets[4], offsets[5], offsets[6], offsets[7])
            outlineOffsets = []
        } else {
            inlineOffsets = (0, 0, 0, 0, 0, 0, 0, 0)
            outlineOffsets = offsets
        }
        self.ends = ends
        below64 = SpliceBits(copying: ends.below64)
        above64 = SpliceBits(copying: ends.above64)
    }

    /// A copy of `origin` for one thread (`WordReplicas`), sharing no object with it but
    /// `ends` (read only when the copy does not know): its arrays are copied too, since
    /// reading an array retains its storage.
    init(replicating origin: ShapedWord) {
        count = origin.count
        role = origin.role
        script = origin.script
        size = origin.size
        inlineOffsets = origin.inlineOffsets
        outlineOffsets = origin.outlineOffsets.withUnsafeBufferPointer { Array($0) }
        language = String(decoding: origin.language.utf8, as: UTF8.self)
        glyphs = origin.glyphs.withUnsafeBufferPointer { Array($0) }
        startsSpliceable = origin.startsSpliceable
        lacksAGlyph = origin.lacksAGlyph
        hasGlyphs = origin.hasGlyphs
        ends = origin.ends
        below64 = SpliceBits(copying: origin.ends.below64)
        above64 = SpliceBits(copying: origin.ends.above64)
    }

    /// Calls `body` with the word's offsets (see `inlineOffsets`).
    @inline(__always)
    func withOffsets<Result>(_ body: (UnsafeBufferPointer<UInt64>) -> Result) -> Result {
        guard count <= Self.inlineCapacity else { return outlineOffsets.withUnsafeBufferPointer(body) }
        return withUnsafeBytes(of: inlineOffsets) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt64.self), count: count))
        }
    }

    /// Whether this is `word` shaped with the same face, size, script and language.
    func matches(
        _ word: UnsafeBufferPointer<UInt16>, role: FontRole, size: Double, script: ScriptCode, language: String
    ) -> Bool {
        guard count == word.count, self.role == role, self.size == size, self.script == script else {
            return false
        }
        let same = withOffsets { stored in
            for index in stored.indices where UInt16(truncatingIfNeeded: stored[index]) != word[index] {
                return false
            }
            return true
        }
        return same && self.language == language
    }

    /// Whether the word may be spliced before `next` (an ASCII character), if known.
    func endsSpliceable(before next: UInt16) -> Bool? {
        let bits = next < 64 ? below64.value(before: next) : above64.value(before: next)
        if let bits { return bits }
        // Another thread, or another size, may have found it out since this copy was made.
        guard let found = ends.spliceable(before: next) else { return nil }
        keep(found, before: next)
        return found
    }

    /// Remembers whether the word may be spliced before `next` (an ASCII character).
    func remember(endsSpliceable: Bool, before next: UInt16) {
        keep(endsSpliceable, before: next)
        ends.keep(endsSpliceable, before: next)
    }

    private func keep(_ spliceable: Bool, before next: UInt16) {
        if next < 64 { below64.keep(spliceable, before: next) } else { above64.keep(spliceable, before: next) }
    }
}
