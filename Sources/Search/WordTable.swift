/// The distinct folded words of a batch of pages, each stored once and numbered in the order
/// they were first seen: a page's words are counted by number, so that reading a site's text
/// makes a string per distinct word rather than one per occurrence.
///
/// Not thread-safe: one per batch, read by one thread.
public struct WordTable: Sendable {
    /// The words by number.
    public private(set) var words: [String] = []
    /// Every word's UTF-16 code units, one after another; word `n` is
    /// `units[starts[n] ..< starts[n + 1]]`.
    private var units: [UInt16] = []
    private var starts: [Int32] = [0]
    /// Open addressing: a word's hash in the high half and its number + 1 in the low, or 0
    /// for an empty slot; never more than half full. The hash beside the number lets a probe
    /// pass another word without reading it.
    private var slots = [UInt64](repeating: 0, count: 1024)

    public init() {}

    public var count: Int { words.count }

    /// The number of the word whose folded code units are `word`, added if it is new.
    public mutating func number(of word: UnsafeBufferPointer<UInt16>) -> Int32 {
        let hash = Self.hash(word)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let number = Int(UInt32(truncatingIfNeeded: entry)) - 1
            if UInt32(entry >> 32) == hash, matches(number, word) { return Int32(number) }
            slot = (slot + 1) & mask
        }
        let number = Int32(words.count)
        words.append(Self.string(word))
        units.append(contentsOf: word)
        starts.append(Int32(units.count))
        slots[slot] = UInt64(hash) << 32 | UInt64(number + 1)
        if words.count * 2 > slots.count { grow() }
        return number
    }

    /// `word` as a string; an ASCII word (most) straight from its units, without the
    /// validation that decoding UTF-16 does.
    private static func string(_ word: UnsafeBufferPointer<UInt16>) -> String {
        guard !word.contains(where: { $0 >= 0x80 }) else { return String(decoding: word, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: word.count) { bytes in
            for (offset, unit) in word.enumerated() { bytes[offset] = UInt8(truncatingIfNeeded: unit) }
            return word.count
        }
    }

    private func matches(_ number: Int, _ word: UnsafeBufferPointer<UInt16>) -> Bool {
        let start = Int(starts[number]), end = Int(starts[number + 1])
        guard end - start == word.count else { return false }
        return units.withUnsafeBufferPointer { units in
            for offset in 0 ..< word.count where units[start + offset] != word[offset] { return false }
            return true
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = Int(entry >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// FNV-1a over the code units.
    private static func hash(_ word: UnsafeBufferPointer<UInt16>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for unit in word {
            hash = (hash ^ UInt32(unit)) &* 16_777_619
        }
        return hash
    }
}
