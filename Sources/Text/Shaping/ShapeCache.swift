import Synchronization

/// What a piece of text was shaped with: enough to shape it again the same way.
struct ShapeKey: Hashable, Sendable {
    var text: [UInt16]
    var roles: [FontRole]
    var size: Double
    var script: ScriptCode
    var language: String
    /// For a word shaped alone in the first face (`Shaper+Words`): its length, the text
    /// holding one more character to see whether the word's end may be spliced.
    var wordLength: Int?
}

/// The glyphs of a script run, each with the index (in its fallback list) of the face
/// that drew it.
final class GlyphRun: Sendable {
    let glyphs: [ShapedGlyph]
    let faceIndices: [UInt8]
    /// For a word shaped alone (`Shaper+Words`): whether it may be spliced after the text
    /// before it, and before the text after it.
    let startsSpliceable: Bool
    let endsSpliceable: Bool

    init(glyphs: [ShapedGlyph], faceIndices: [UInt8], startsSpliceable: Bool = false, endsSpliceable: Bool = false) {
        self.glyphs = glyphs
        self.faceIndices = faceIndices
        self.startsSpliceable = startsSpliceable
        self.endsSpliceable = endsSpliceable
    }
}

/// Shaped script runs by what they were shaped from, shared by every thread of a
/// `Typesetter`: a page is laid out at several widths, and phrases recur.
/// The entries are spread over shards with a lock each, so threads seldom wait for one
/// another. When a shard is full, it starts over rather than tracking use.
final class ShapeCache: Sendable {
    private static let shardCount = 16
    private final class Shard: Sendable {
        let entries = Mutex<[ShapeKey: GlyphRun]>([:])
    }

    private let shards: [Shard]
    private let hits = Atomic<Int>(0)
    private let misses = Atomic<Int>(0)
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        self.shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    func glyphRun(for key: ShapeKey, shape: () -> GlyphRun) -> GlyphRun {
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(Self.shardCount))]
        if let found = shard.entries.withLock({ $0[key] }) {
            hits.wrappingAdd(1, ordering: .relaxed)
            return found
        }
        misses.wrappingAdd(1, ordering: .relaxed)
        let made = shape()
        let shardCapacity = max(1, capacity / Self.shardCount)
        shard.entries.withLock { entries in
            if entries.count >= shardCapacity {
                entries.removeAll(keepingCapacity: true)
            }
            entries[key] = made
        }
        return made
    }

    var count: Int { shards.reduce(0) { total, shard in total + shard.entries.withLock { $0.count } } }
    var statistics: (hits: Int, misses: Int) { (hits.load(ordering: .relaxed), misses.load(ordering: .relaxed)) }

    func removeAll() {
        for shard in shards { shard.entries.withLock { $0.removeAll() } }
        hits.store(0, ordering: .relaxed)
        misses.store(0, ordering: .relaxed)
    }
}
