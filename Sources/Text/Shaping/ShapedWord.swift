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
    /// Whether the word may be spliced before a text starting with a given ASCII character,
    /// once found out: bit c % 64 of word c / 64 of `spliceable…`, known when set in `known…`.
    private let knownBelow64 = Atomic<UInt64>(0)
    private let spliceableBelow64 = Atomic<UInt64>(0)
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
    private let knownAbove64 = Atomic<UInt64>(0)
    private let spliceableAbove64 = Atomic<UInt64>(0)
    /// For a thread's copy (`WordReplicas`), the shared cache's word: what one thread finds
    /// out about the word's end is kept there for the others.
    private let origin: ShapedWord?

    init(text: UnsafeBufferPointer<UInt16>, role: FontRole, size: Double, script: ScriptCode, language: String,
         glyphs: [ShapedGlyph]) {
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
        origin = nil
    }

    /// A copy of `origin` for one thread (`WordReplicas`), sharing no object with it: its
    /// arrays are copied too, since reading an array retains its storage.
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
        spliceableBelow64.store(origin.spliceableBelow64.load(ordering: .relaxed), ordering: .relaxed)
        spliceableAbove64.store(origin.spliceableAbove64.load(ordering: .relaxed), ordering: .relaxed)
        knownBelow64.store(origin.knownBelow64.load(ordering: .acquiring), ordering: .relaxed)
        knownAbove64.store(origin.knownAbove64.load(ordering: .acquiring), ordering: .relaxed)
        self.origin = origin
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
        let bit = UInt64(1) << (next % 64)
        let known = next < 64 ? knownBelow64.load(ordering: .acquiring) : knownAbove64.load(ordering: .acquiring)
        guard known & bit != 0 else {
            // Another thread may have found it out since this copy was made.
            guard let found = origin?.endsSpliceable(before: next) else { return nil }
            keep(endsSpliceable: found, before: next)
            return found
        }
        let spliceable = next < 64 ? spliceableBelow64.load(ordering: .relaxed) : spliceableAbove64.load(ordering: .relaxed)
        return spliceable & bit != 0
    }

    /// Remembers whether the word may be spliced before `next` (an ASCII character).
    func remember(endsSpliceable: Bool, before next: UInt16) {
        keep(endsSpliceable: endsSpliceable, before: next)
        origin?.keep(endsSpliceable: endsSpliceable, before: next)
    }

    private func keep(endsSpliceable: Bool, before next: UInt16) {
        let bit = UInt64(1) << (next % 64)
        switch (next < 64, endsSpliceable) {
        case (true, true): spliceableBelow64.bitwiseOr(bit, ordering: .relaxed)
        case (false, true): spliceableAbove64.bitwiseOr(bit, ordering: .relaxed)
        default: break
        }
        if next < 64 {
            knownBelow64.bitwiseOr(bit, ordering: .releasing)
        } else {
            knownAbove64.bitwiseOr(bit, ordering: .releasing)
        }
    }
}
