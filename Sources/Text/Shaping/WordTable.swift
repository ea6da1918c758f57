/// Words shaped alone (`Shaper+Words`), found by their text without copying it: a hash
/// table keyed by the UTF-16 text, the face, the size, the script and the language.
///
/// Every word of every page is looked up, so a hit allocates nothing and hashes once,
/// and the table keeps only hashes and references where it probes: the generic
/// dictionary this replaced copied each word into a key array, hashed it twice, and
/// compared keys through several arrays scattered in memory.
struct WordTable {
    /// A word's key and its shaped glyphs.
    final class Entry: Sendable {
        let text: [UInt16]
        let role: FontRole
        let size: Double
        let script: ScriptCode
        let language: String
        let run: GlyphRun

        init(text: [UInt16], role: FontRole, size: Double, script: ScriptCode, language: String, run: GlyphRun) {
            self.text = text
            self.role = role
            self.size = size
            self.script = script
            self.language = language
            self.run = run
        }

        func matches(
            _ word: UnsafeBufferPointer<UInt16>, role: FontRole, size: Double, script: ScriptCode, language: String
        ) -> Bool {
            guard text.count == word.count, self.role == role, self.size == size, self.script == script else {
                return false
            }
            let same = text.withUnsafeBufferPointer { stored in
                stored.elementsEqual(word)
            }
            return same && self.language == language
        }
    }

    /// Slot hashes (0: empty) and entries, in two arrays of a power-of-two length.
    private var hashes: [UInt64]
    private var entries: [Entry?]
    private(set) var count = 0
    /// How many entries the table takes before it is full (half its slots).
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        var slots = 16
        while slots < self.capacity * 2 { slots *= 2 }
        hashes = [UInt64](repeating: 0, count: slots)
        entries = [Entry?](repeating: nil, count: slots)
    }

    var isFull: Bool { count >= capacity }

    /// The key's hash, never 0 (FNV-1a over the text, then the key's other parts, mixed).
    static func hash(_ word: UnsafeBufferPointer<UInt16>, role: FontRole, size: Double, script: ScriptCode) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for unit in word {
            hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
        }
        hash = (hash ^ UInt64(role.ordinal)) &* 0x0000_0100_0000_01B3
        hash = (hash ^ size.bitPattern) &* 0x0000_0100_0000_01B3
        hash = (hash ^ UInt64(script.tag)) &* 0x0000_0100_0000_01B3
        // A finalizer (MurmurHash3's), so the low bits that pick a slot depend on every bit.
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash == 0 ? 1 : hash
    }

    /// The entry for the key, if the table has it.
    func find(
        _ word: UnsafeBufferPointer<UInt16>, hash: UInt64, role: FontRole, size: Double, script: ScriptCode,
        language: String
    ) -> Entry? {
        let mask = hashes.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = hashes[slot]
            if stored == 0 { return nil }
            if stored == hash, let entry = entries[slot],
               entry.matches(word, role: role, size: size, script: script, language: language) {
                return entry
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `entry` (whose key the table lacks) under `hash`.
    mutating func insert(_ entry: Entry, hash: UInt64) {
        let mask = hashes.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 { slot = (slot + 1) & mask }
        hashes[slot] = hash
        entries[slot] = entry
        count += 1
    }
}
