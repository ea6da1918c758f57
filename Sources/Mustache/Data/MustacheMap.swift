/// A map of names to template values, kept in order of each name's fingerprint.
///
/// Names are looked up far more often than maps are built: every variable and section of
/// every page, at each level of the context stack it climbs. A `Dictionary` hashed the
/// name afresh for each map it asked (its hasher is seeded per dictionary), a quarter of
/// rendering's time. Here a template's names are fingerprinted once, when it is parsed,
/// and a lookup compares integers, then the one name found.
public struct MustacheMap: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        var fingerprint: UInt64
        var key: String
        var value: MustacheValue
    }

    /// Sorted by fingerprint, then by name (two names with one fingerprint); no name twice.
    private(set) var entries: [Entry] = []

    public init() {}

    /// The pairs, fingerprinted by `fingerprint`, for tests of names that share a fingerprint.
    init(_ pairs: [(String, MustacheValue)], fingerprint: (String) -> UInt64) {
        entries = pairs.map { Entry(fingerprint: fingerprint($0.0), key: $0.0, value: $0.1) }
        entries.sort(by: Self.precedes)
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The value under `key`; setting nil removes it.
    public subscript(key: String) -> MustacheValue? {
        get { value(forKey: key, fingerprint: Self.fingerprint(key)) }
        set {
            let fingerprint = Self.fingerprint(key)
            let index = firstIndex(notBefore: fingerprint, key: key)
            let found = index < entries.count && entries[index].fingerprint == fingerprint && entries[index].key == key
            switch (found, newValue) {
            case (true, let value?): entries[index].value = value
            case (true, nil): entries.remove(at: index)
            case (false, let value?): entries.insert(Entry(fingerprint: fingerprint, key: key, value: value), at: index)
            case (false, nil): break
            }
        }
    }

    /// Makes room for `count` pairs, so that setting them one by one does not regrow the map.
    public mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Sets every pair of `other`, `combine` deciding for a name both have (old value, new value).
    public mutating func merge(_ other: MustacheMap, uniquingKeysWith combine: (MustacheValue, MustacheValue) -> MustacheValue) {
        for entry in other.entries {
            self[entry.key] = self[entry.key].map { combine($0, entry.value) } ?? entry.value
        }
    }

    /// The pairs for which `isIncluded` holds.
    public func filter(_ isIncluded: ((key: String, value: MustacheValue)) -> Bool) -> MustacheMap {
        var kept = MustacheMap()
        kept.entries = entries.filter { isIncluded(($0.key, $0.value)) }
        return kept
    }

    /// The value under `key`, whose fingerprint is `fingerprint`.
    func value(forKey key: String, fingerprint: UInt64) -> MustacheValue? {
        entries.withUnsafeBufferPointer { entries in
            // Most maps are small: scanning their fingerprints beats halving.
            var index = 0
            if entries.count > 8 {
                var upper = entries.count
                while index < upper {
                    let middle = (index + upper) / 2
                    if entries[middle].fingerprint < fingerprint { index = middle + 1 } else { upper = middle }
                }
            }
            while index < entries.count && entries[index].fingerprint <= fingerprint {
                if entries[index].fingerprint == fingerprint && entries[index].key == key { return entries[index].value }
                index += 1
            }
            return nil
        }
    }

    /// Where an entry for `key` is, or would go.
    private func firstIndex(notBefore fingerprint: UInt64, key: String) -> Int {
        var lower = 0
        var upper = entries.count
        while lower < upper {
            let middle = (lower + upper) / 2
            let entry = entries[middle]
            if entry.fingerprint < fingerprint || (entry.fingerprint == fingerprint && Self.orders(entry.key, before: key)) {
                lower = middle + 1
            } else {
                upper = middle
            }
        }
        return lower
    }

    private static func precedes(_ first: Entry, _ second: Entry) -> Bool {
        first.fingerprint != second.fingerprint ? first.fingerprint < second.fingerprint : orders(first.key, before: second.key)
    }

    /// Byte order: the same on every machine, unlike `<` on strings, which compares characters.
    private static func orders(_ first: String, before second: String) -> Bool {
        first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    /// A name's fingerprint: FNV-1a over its UTF-8 bytes. Equal names have equal ones.
    static func fingerprint(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

extension MustacheMap: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value rather than trapping.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self.init(pairs: elements)
    }

    /// The pairs; a repeated key keeps its last value.
    init(pairs: [(String, MustacheValue)]) {
        entries.reserveCapacity(pairs.count)
        for (key, value) in pairs { self[key] = value }
    }
}
