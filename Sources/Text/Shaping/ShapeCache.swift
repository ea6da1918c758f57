import Synchronization

/// What a piece of text was shaped with: enough to shape it again the same way.
struct ShapeKey: Hashable, Sendable {
    var text: [UInt16]
    var roles: [FontRole]
    var size: Double
    var script: ScriptCode
    var language: String
}

/// Glyphs of a piece of text, each with the index (in its fallback list) of the face
/// that drew it.
final class ShapedChunk: Sendable {
    let glyphs: [ShapedGlyph]
    let faceIndices: [UInt8]

    init(glyphs: [ShapedGlyph], faceIndices: [UInt8]) {
        self.glyphs = glyphs
        self.faceIndices = faceIndices
    }

    /// Whether this chunk may be shaped apart from what precedes it.
    var startsConcatSafe: Bool { glyphs.first.map { $0.flags & ShapedGlyph.unsafeToConcat == 0 } ?? true }
    /// Whether this chunk may be shaped apart from what follows it.
    var endsConcatSafe: Bool { glyphs.last.map { $0.flags & ShapedGlyph.unsafeToConcat == 0 } ?? true }
}

/// Shaped chunks by what they were shaped from, shared by every thread of a `Typesetter`.
///
/// Words recur, and a page is laid out at several widths: each chunk is shaped once.
/// When full, the cache starts over rather than tracking use.
final class ShapeCache: Sendable {
    private let entries = Mutex<[ShapeKey: ShapedChunk]>([:])
    private let hits = Atomic<Int>(0)
    private let misses = Atomic<Int>(0)
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    func chunk(for key: ShapeKey, shape: () -> ShapedChunk) -> ShapedChunk {
        if let found = entries.withLock({ $0[key] }) {
            hits.wrappingAdd(1, ordering: .relaxed)
            return found
        }
        misses.wrappingAdd(1, ordering: .relaxed)
        let made = shape()
        entries.withLock { entries in
            if entries.count >= capacity {
                entries.removeAll(keepingCapacity: true)
            }
            entries[key] = made
        }
        return made
    }

    var count: Int { entries.withLock { $0.count } }
    var statistics: (hits: Int, misses: Int) { (hits.load(ordering: .relaxed), misses.load(ordering: .relaxed)) }

    func removeAll() {
        entries.withLock { $0.removeAll() }
        hits.store(0, ordering: .relaxed)
        misses.store(0, ordering: .relaxed)
    }
}
