/// The lookups of a GSUB or GPOS table, read from the table's bytes as far as
/// `UniformAdvance` needs them: each lookup's type, the lookups its contextual rules call,
/// and the glyphs a match can start on.
///
/// HarfBuzz applies these tables but has no call that lists what a lookup calls or what
/// type it is, so this reads the few fields that say so (OpenType 1.9, "Common Table
/// Formats", "GSUB" and "GPOS"). Anything out of bounds makes the whole list nil: a face
/// whose tables cannot be read is simply shaped by HarfBuzz every time.
struct OpenTypeLookupList {
    struct Lookup: Equatable {
        /// The lookup type, extension lookups unwrapped (GSUB: 1 single … 8 reverse
        /// chaining; GPOS: 1 single … 8 chained contexts).
        var type: Int
        /// The lookups this lookup's contextual rules call.
        var called: Set<Int>
        /// The glyphs a match of one of its subtables can start on.
        var firstGlyphs: [ClosedRange<UInt32>]

        /// Whether a match can start on one of `sorted` (ascending glyphs): a binary search
        /// per range, for sets of thousands of glyphs (a CJK face's ideographs).
        func canStart(onAnyOf sorted: [UInt32]) -> Bool {
            firstGlyphs.contains { range in
                var low = 0
                var high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if sorted[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
                }
                return low < sorted.count && sorted[low] <= range.upperBound
            }
        }
    }

    let lookups: [Lookup]

    /// Reads the lookup list of a GSUB (`positioning` false) or GPOS table.
    init?(table bytes: [UInt8], positioning: Bool) {
        let reader = Reader(bytes: bytes)
        let extensionType = positioning ? 9 : 7
        let contextType = positioning ? 7 : 5
        let chainedType = positioning ? 8 : 6
        guard let listOffset = reader.u16(8), let count = reader.u16(listOffset) else { return nil }
        var lookups: [Lookup] = []
        lookups.reserveCapacity(count)
        for index in 0..<count {
            guard let lookupOffset = reader.u16(listOffset + 2 + 2 * index).map({ listOffset + $0 }),
                  var type = reader.u16(lookupOffset), let subtableCount = reader.u16(lookupOffset + 4)
            else { return nil }
            var lookup = Lookup(type: type, called: [], firstGlyphs: [])
            for subtableIndex in 0..<subtableCount {
                guard var subtable = reader.u16(lookupOffset + 6 + 2 * subtableIndex).map({ lookupOffset + $0 })
                else { return nil }
                if lookup.type == extensionType {
                    guard let wrapped = reader.u16(subtable + 2), let offset = reader.u32(subtable + 4) else { return nil }
                    type = wrapped
                    subtable += offset
                }
                guard reader.readSubtable(subtable, type: type, context: contextType, chained: chainedType, into: &lookup)
                else { return nil }
            }
            lookup.type = type
            lookups.append(lookup)
        }
        self.lookups = lookups
    }

    /// `roots` and every lookup they call, directly or through other lookups.
    func reachable(from roots: Set<Int>) -> Set<Int> {
        var reached = roots.filter { lookups.indices.contains($0) }
        var pending = Array(reached)
        while let index = pending.popLast() {
            for called in lookups[index].called where lookups.indices.contains(called) && reached.insert(called).inserted {
                pending.append(called)
            }
        }
        return reached
    }
}

/// Big-endian fields of a table, nil when out of bounds.
private struct Reader {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(_ offset: Int) -> Int? {
        guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
        return high << 16 | low
    }

    /// Adds what the subtable at `offset` starts on and calls to `lookup`; false when it
    /// cannot be read.
    func readSubtable(_ offset: Int, type: Int, context: Int, chained: Int, into lookup: inout OpenTypeLookupList.Lookup) -> Bool {
        guard let format = u16(offset) else { return false }
        switch (type, format) {
        case (context, 3):
            // glyph count, call count, one coverage per input glyph, then the calls.
            guard let glyphCount = u16(offset + 2), let callCount = u16(offset + 4), glyphCount > 0,
                  let first = u16(offset + 6), coverage(offset + first, into: &lookup.firstGlyphs)
            else { return false }
            return calls(offset + 6 + 2 * glyphCount, count: callCount, into: &lookup.called)
        case (chained, 3):
            guard let backtrack = u16(offset + 2), let inputCount = u16(offset + 4 + 2 * backtrack), inputCount > 0,
                  let first = u16(offset + 6 + 2 * backtrack), coverage(offset + first, into: &lookup.firstGlyphs)
            else { return false }
            let lookaheadAt = offset + 6 + 2 * (backtrack + inputCount)
            guard let lookahead = u16(lookaheadAt), let callCount = u16(lookaheadAt + 2 + 2 * lookahead)
            else { return false }
            return calls(lookaheadAt + 4 + 2 * lookahead, count: callCount, into: &lookup.called)
        default:
            guard let first = u16(offset + 2), coverage(offset + first, into: &lookup.firstGlyphs) else { return false }
            switch (type, format) {
            case (context, 1): return ruleSets(offset, countAt: offset + 4, chained: false, into: &lookup.called)
            case (context, 2): return ruleSets(offset, countAt: offset + 6, chained: false, into: &lookup.called)
            case (chained, 1): return ruleSets(offset, countAt: offset + 4, chained: true, into: &lookup.called)
            case (chained, 2): return ruleSets(offset, countAt: offset + 10, chained: true, into: &lookup.called)
            default: return true
            }
        }
    }

    /// The calls of every rule of the rule sets listed at `countAt` (offsets from `subtable`).
    private func ruleSets(_ subtable: Int, countAt: Int, chained: Bool, into called: inout Set<Int>) -> Bool {
        guard let setCount = u16(countAt) else { return false }
        for setIndex in 0..<setCount {
            guard let setOffset = u16(countAt + 2 + 2 * setIndex) else { return false }
            guard setOffset != 0 else { continue }
            let ruleSet = subtable + setOffset
            guard let ruleCount = u16(ruleSet) else { return false }
            for ruleIndex in 0..<ruleCount {
                guard let ruleOffset = u16(ruleSet + 2 + 2 * ruleIndex) else { return false }
                var at = ruleSet + ruleOffset
                if chained {
                    // backtrack count + glyphs, input count + glyphs (first excluded), lookahead count + glyphs.
                    guard let backtrack = u16(at) else { return false }
                    at += 2 + 2 * backtrack
                    guard let input = u16(at), input > 0 else { return false }
                    at += 2 + 2 * (input - 1)
                    guard let lookahead = u16(at) else { return false }
                    at += 2 + 2 * lookahead
                    guard let callCount = u16(at), calls(at + 2, count: callCount, into: &called) else { return false }
                } else {
                    guard let glyphCount = u16(at), glyphCount > 0, let callCount = u16(at + 2),
                          calls(at + 4 + 2 * (glyphCount - 1), count: callCount, into: &called)
                    else { return false }
                }
            }
        }
        return true
    }

    /// Sequence lookup records: (sequence index, lookup index) pairs.
    private func calls(_ offset: Int, count: Int, into called: inout Set<Int>) -> Bool {
        for index in 0..<count {
            guard let lookup = u16(offset + 4 * index + 2) else { return false }
            called.insert(lookup)
        }
        return true
    }

    /// The glyphs of the coverage table at `offset`, as ranges.
    private func coverage(_ offset: Int, into ranges: inout [ClosedRange<UInt32>]) -> Bool {
        guard let format = u16(offset), let count = u16(offset + 2) else { return false }
        for index in 0..<count {
            switch format {
            case 1:
                guard let glyph = u16(offset + 4 + 2 * index) else { return false }
                ranges.append(UInt32(glyph)...UInt32(glyph))
            case 2:
                guard let start = u16(offset + 4 + 6 * index), let end = u16(offset + 6 + 6 * index) else { return false }
                if start <= end { ranges.append(UInt32(start)...UInt32(end)) }
            default:
                return false
            }
        }
        return true
    }
}
