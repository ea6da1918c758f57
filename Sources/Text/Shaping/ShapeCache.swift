import Synchronization

/// What a piece of text was shaped with: enough to shape it again the same way.
struct ShapeKey: Hashable, Sendable {
    var text: [UInt16]
    var roles: [FontRole]
    var size: Double
    var script: ScriptCode
    var language: String

    /// Hashes the text's bytes in one go and the roles by position: a key is hashed for
    /// every word of every page, and the synthesized hash would go through each role's
    /// name and each character one by one.
    func hash(into hasher: inout Hasher) {
        text.withUnsafeBytes { hasher.combine(bytes: $0) }
        for role in roles { hasher.combine(role.ordinal) }
        hasher.combine(size)
        hasher.combine(script.tag)
        hasher.combine(language.utf8.count)
    }

    static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool {
        lhs.text == rhs.text && lhs.size == rhs.size && lhs.script == rhs.script
            && lhs.roles.count == rhs.roles.count && zip(lhs.roles, rhs.roles).allSatisfy { $0.ordinal == $1.ordinal }
            && lhs.language == rhs.language
    }
}

extension FontRole {
    /// The role's position among all roles, for hashing.
    var ordinal: Int {
        switch self {
        case .bodyRegular: 0
        case .bodyBold: 1
        case .bodyItalic: 2
        case .bodyBoldItalic: 3
        case .monoRegular: 4
        case .cjkRegular: 5
        case .cjkBold: 6
        case .math: 7
        case .symbols: 8
        case .symbols2: 9
        case .emoji: 10
        }
    }
}

/// The glyphs of a script run, each with the index (in its fallback list) of the face
/// that drew it.
final class GlyphRun: Sendable {
    let glyphs: [ShapedGlyph]
    let faceIndices: [UInt8]

    init(glyphs: [ShapedGlyph], faceIndices: [UInt8]) {
        self.glyphs = glyphs
        self.faceIndices = faceIndices
    }
}

/// Shaped script runs by what they were shaped from, shared by every thread of a
/// `Typesetter`: a page is laid out at several widths, and words and phrases recur.
/// The entries are spread over shards with a lock each, so threads seldom wait for one
/// another. A full shard keeps its entries as an older generation and starts a new one;
/// an entry found in the older generation moves to the new one, so the words in use stay.
final class ShapeCache: Sendable {
    private static let shardCount = 16
    private struct Generations {
        var current: [ShapeKey: GlyphRun] = [:]
        var previous: [ShapeKey: GlyphRun] = [:]
        /// Counted under the shard's lock, not in shared atomics: every word of every page is
        /// looked up, and threads bumping one counter would fight over its cache line.
        var hits = 0
        var misses = 0
    }
    private final class Shard: Sendable {
        let entries = Mutex(Generations())
        let words: Mutex<WordGenerations>
        /// What is known of words' ends, by word, face, script and language (any size).
        let ends = Mutex<[WordEndsKey: WordEnds]>([:])

        init(wordCapacity: Int) {
            words = Mutex(WordGenerations(current: WordTable(capacity: wordCapacity),
                                          previous: WordTable(capacity: wordCapacity)))
        }
    }
    /// A word at any size (`WordEnds`); a size no font can have (`HarfBuzzFont`) apart.
    private struct WordEndsKey: Hashable {
        var text: [UInt16]
        var role: Int
        var script: UInt32
        var language: String
        var hasUsableSize: Bool
    }
    /// Words (`Shaper+Words`), kept apart from other runs: they are most lookups.
    private struct WordGenerations {
        var current: WordTable
        var previous: WordTable
        var hits = 0
        var misses = 0
    }

    private let shards: [Shard]
    let capacity: Int
    /// Shared with the threads' copies of words (`WordReplicas`): which cache they came
    /// from, its generation, their hits.
    private let replicaLedger = WordReplicas.Ledger()

    init(capacity: Int) {
        self.capacity = capacity
        let generationCapacity = max(1, capacity / Self.shardCount / 2)
        self.shards = (0..<Self.shardCount).map { _ in Shard(wordCapacity: generationCapacity) }
    }

    /// The calling thread's copies of the words it found here, for `word(_:replicas:…)`.
    func replicas() -> WordReplicas {
        WordReplicas.current(for: replicaLedger)
    }

    /// `word` shaped alone in the face of `role`: the thread's own copy (`replicas`, from
    /// `replicas()` on this thread), else a copy of the shared cache's word, else shaped by `shape`.
    func word(
        _ word: UnsafeBufferPointer<UInt16>, role: FontRole, size: Double, script: ScriptCode, language: String,
        replicas: WordReplicas, hash known: UInt64? = nil, shape: () -> [ShapedGlyph]
    ) -> ShapedWord {
        let hash = known ?? WordTable.hash(word, role: role, size: size, script: script)
        if let found = replicas.find(word, hash: hash, role: role, size: size, script: script, language: language) {
            return found
        }
        let replica = ShapedWord(replicating: shared(word, hash: hash, role: role, size: size, script: script,
                                                     language: language, shape: shape))
        replicas.insert(replica, hash: hash)
        return replica
    }

    /// `word` from the shards shared by every thread, or shaped by `shape` and kept there.
    private func shared(
        _ word: UnsafeBufferPointer<UInt16>, hash: UInt64, role: FontRole, size: Double, script: ScriptCode,
        language: String, shape: () -> [ShapedGlyph]
    ) -> ShapedWord {
        // The top bits pick the shard; the table's slots use the low ones.
        let shard = shards[Int(hash >> 60) % Self.shardCount]
        let found = shard.words.withLock { tables -> ShapedWord? in
            if let found = tables.current.find(word, hash: hash, role: role, size: size, script: script, language: language) {
                tables.hits += 1
                return found
            }
            guard let found = tables.previous.find(word, hash: hash, role: role, size: size, script: script, language: language)
            else {
                tables.misses += 1
                return nil
            }
            tables.hits += 1
            // Kept in use: it moves to the current generation (the old one goes when that fills).
            Self.insert(found, hash: hash, into: &tables)
            return found
        }
        if let found { return found }
        let made = ShapedWord(text: word, role: role, size: size, script: script, language: language, glyphs: shape(),
                              ends: ends(of: word, role: role, size: size, script: script, language: language))
        shard.words.withLock { tables in
            // Another thread may have shaped it meanwhile: one entry is enough.
            if tables.current.find(word, hash: hash, role: role, size: size, script: script, language: language) == nil {
                Self.insert(made, hash: hash, into: &tables)
            }
        }
        return made
    }

    /// The `WordEnds` of `word` in the face of `role` at every size, made on first use.
    private func ends(
        of word: UnsafeBufferPointer<UInt16>, role: FontRole, size: Double, script: ScriptCode, language: String
    ) -> WordEnds {
        let key = WordEndsKey(text: Array(word), role: role.ordinal, script: script.tag, language: language,
                              hasUsableSize: HarfBuzzFont.isUsable(size: size))
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(Self.shardCount))]
        let entryLimit = max(1, capacity / Self.shardCount)
        return shard.ends.withLock { ends in
            if let known = ends[key] { return known }
            // Forgetting only costs shapings again; the words that hold their `WordEnds` keep them.
            if ends.count >= entryLimit { ends.removeAll(keepingCapacity: true) }
            let made = WordEnds()
            ends[key] = made
            return made
        }
    }

    private static func insert(_ word: ShapedWord, hash: UInt64, into tables: inout WordGenerations) {
        if tables.current.isFull {
            tables.previous = tables.current
            tables.current = WordTable(capacity: tables.current.capacity)
        }
        tables.current.insert(word, hash: hash)
    }

    func glyphRun(for key: ShapeKey, shape: () -> GlyphRun) -> GlyphRun {
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(Self.shardCount))]
        let generationCapacity = max(1, capacity / Self.shardCount / 2)
        let found = shard.entries.withLock { entries -> GlyphRun? in
            if let found = entries.current[key] {
                entries.hits += 1
                return found
            }
            guard let found = entries.previous.removeValue(forKey: key) else {
                entries.misses += 1
                return nil
            }
            entries.hits += 1
            Self.insert(found, for: key, into: &entries, capacity: generationCapacity)
            return found
        }
        if let found { return found }
        let made = shape()
        shard.entries.withLock { Self.insert(made, for: key, into: &$0, capacity: generationCapacity) }
        return made
    }

    private static func insert(_ run: GlyphRun, for key: ShapeKey, into entries: inout Generations, capacity: Int) {
        if entries.current.count >= capacity {
            entries.previous = entries.current
            entries.current = [:]
        }
        entries.current[key] = run
    }

    var count: Int {
        shards.reduce(0) { total, shard in
            total + shard.entries.withLock { $0.current.count + $0.previous.count }
                + shard.words.withLock { $0.current.count + $0.previous.count }
        }
    }
    /// Lookups that found a shaped run (in the shards or a thread's copies) and those that shaped it.
    var statistics: (hits: Int, misses: Int) {
        let shared = shards.reduce((0, 0)) { total, shard in
            let runs = shard.entries.withLock { ($0.hits, $0.misses) }
            let words = shard.words.withLock { ($0.hits, $0.misses) }
            return (total.0 + runs.0 + words.0, total.1 + runs.1 + words.1)
        }
        return (shared.0 + replicaLedger.hits, shared.1)
    }

    func removeAll() {
        replicaLedger.startGeneration()
        for shard in shards {
            shard.entries.withLock { $0 = Generations() }
            shard.ends.withLock { $0.removeAll() }
            shard.words.withLock { tables in
                let capacity = tables.current.capacity
                tables = WordGenerations(current: WordTable(capacity: capacity), previous: WordTable(capacity: capacity))
            }
        }
    }
}
