internal import CPrefetch

/// Words shaped alone (`Shaper+Words`), found by their text without copying it: a hash
/// table keyed by the UTF-16 text, the face, the size, the script and the language.
///
/// Every word of every page is looked up, so a hit allocates nothing and hashes once,
/// and the table keeps only hashes and references where it probes: the generic
/// dictionary this replaced copied each word into a key array, hashed it twice, and
/// compared keys through several arrays scattered in memory.
struct WordTable {
    /// A slot: the key's hash (0: empty) beside its word, so that a probe reads one cache line.
    private struct Slot {
        var hash: UInt64 = 0
        var word: ShapedWord?
    }

    /// A power-of-two number of slots.
    private var slots: [Slot]
    private(set) var count = 0
    /// How many entries the table takes before it is full (half its slots).
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        var slots = 16
        while slots < self.capacity * 2 { slots *= 2 }
        self.slots = [Slot](repeating: Slot(), count: slots)
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

    /// The word for the key, if the table has it.
    func find(
        _ word: UnsafeBufferPointer<UInt16>, hash: UInt64, role: FontRole, size: Double, script: ScriptCode,
        language: String
    ) -> ShapedWord? {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var index = Int(truncatingIfNeeded: hash) & mask
            while true {
                let slot = slots[index]
                if slot.hash == 0 { return nil }
                if slot.hash == hash, let found = slot.word,
                   found.matches(word, role: role, size: size, script: script, language: language) {
                    return found
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Starts loading the slots of `hashes`: a paragraph's lookups miss the cache at once
    /// rather than one after another.
    func prefetchSlots(_ hashes: UnsafeBufferPointer<UInt64>) {
        slots.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress else { return }
            let mask = slots.count - 1
            for hash in hashes { sg_prefetch(base + (Int(truncatingIfNeeded: hash) & mask)) }
        }
    }

    /// Starts loading the words in the slots of `hashes` (after `prefetchSlots`): the first
    /// slot probed, when its hash is the key's, and the word's first two cache lines.
    func prefetchWords(_ hashes: UnsafeBufferPointer<UInt64>) {
        slots.withUnsafeBufferPointer { slots in
            guard let base = slots.baseAddress else { return }
            let mask = slots.count - 1
            for hash in hashes {
                let slot = UnsafeRawPointer(base + (Int(truncatingIfNeeded: hash) & mask))
                guard slot.load(fromByteOffset: MemoryLayout<Slot>.offset(of: \Slot.hash)!, as: UInt64.self) == hash
                else { continue }
                // The word's address, read without retaining it (the table keeps it alive).
                let address = slot.load(fromByteOffset: MemoryLayout<Slot>.offset(of: \Slot.word)!, as: UInt.self)
                guard let word = UnsafeRawPointer(bitPattern: address) else { continue }
                sg_prefetch(word)
                sg_prefetch(word + 64)
            }
        }
    }

    /// Adds `word` (whose key the table lacks) under `hash`.
    mutating func insert(_ word: ShapedWord, hash: UInt64) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].hash != 0 { index = (index + 1) & mask }
        slots[index] = Slot(hash: hash, word: word)
        count += 1
    }
}
