/// Where Chromium may end a line in a paragraph's text (`word-break: normal`,
/// `line-break: auto`), as the ascending offsets before which it may.
///
/// Chromium decides each position in this order (Blink's `LazyLineBreakIterator`):
/// - never before a space (U+0020, tab, line feed), always after a run of them;
/// - between two printable ASCII characters, by its own pair table (`AsciiBreakTable`);
///   a hyphen before a digit breaks only after an ASCII letter or digit (`A-1`, not `-1`);
/// - anywhere else, where ICU's line break iterator (with Chromium's own ICU rules)
///   reports a boundary.
struct LineBreakOpportunities: Sendable {
    /// The offsets before which a line may end, ascending (the end of the text last).
    private(set) var offsets: [Int] = []
    private let count: Int

    /// `canBreak[i]`: a line may end before offset `i` (`0...count`).
    var canBreak: [Bool] {
        var canBreak = [Bool](filledWith: false, count: count + 1)
        for offset in offsets { canBreak[offset] = true }
        return canBreak
    }

    init(_ text: [UInt16], language: String) {
        let count = text.count
        self.count = count
        guard count > 0 else { return }
        var offsets: [Int] = []
        // About one opportunity a word (of four characters or more, with its space): a guess
        // that saves most regrowing; text ICU decides reserves what ICU found (below).
        offsets.reserveCapacity(count / 4 + 1)
        var icu: [Int]?
        var icuIndex = 0
        text.withUnsafeBufferPointer { units in
            for offset in 1..<count {
                let character = units[offset]
                let last = units[offset - 1]
                if Self.isBreakableSpace(character) {
                    continue
                }
                if Self.isBreakableSpace(last) {
                    offsets.append(offset)
                    continue
                }
                // Inside a word of ASCII letters and digits, the commonest pair, the table never
                // breaks: decided here without asking it.
                if Self.isASCIILetterOrDigit(last) && Self.isASCIILetterOrDigit(character) {
                    continue
                }
                let lastLast: UInt16 = offset >= 2 ? units[offset - 2] : 0
                switch AsciiBreakTable.decide(lastLast: lastLast, last: last, next: character) {
                case .some(let decided):
                    if decided { offsets.append(offset) }
                case .none:
                    if icu == nil {
                        icu = ICU.boundaries(in: text, rules: Self.rules(for: language))
                        // Chinese breaks between almost any two characters.
                        offsets.reserveCapacity(offsets.count + (icu?.count ?? 0) + 1)
                    }
                    guard let boundaries = icu else { continue }
                    while icuIndex < boundaries.count && boundaries[icuIndex] < offset { icuIndex += 1 }
                    if icuIndex < boundaries.count && boundaries[icuIndex] == offset { offsets.append(offset) }
                }
            }
        }
        offsets.append(count)
        self.offsets = offsets
    }

    /// Drops the opportunities strictly inside each of `ranges` (ascending, not
    /// overlapping): text set `white-space: nowrap` in a wrapping paragraph, whose edges
    /// keep theirs.
    mutating func removeOpportunities(inside ranges: [Range<Int>]) {
        guard !ranges.isEmpty else { return }
        var index = 0
        offsets.removeAll { offset in
            while index < ranges.count && ranges[index].upperBound <= offset { index += 1 }
            return index < ranges.count && ranges[index].lowerBound < offset && offset < ranges[index].upperBound
        }
    }

    /// The index in `offsets` of the first opportunity after `offset`.
    func firstIndex(after offset: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func isASCIILetterOrDigit(_ unit: UInt16) -> Bool {
        AsciiBreakTable.isDigit(unit) || AsciiBreakTable.isLetter(unit)
    }

    /// Space, tab and line feed: the characters a line breaks after, never before.
    static func isBreakableSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x0A || unit == 0x09
    }

    /// Chromium asks ICU for `lang@lb=normal`; ICU's Chinese locales pick rules of their own.
    static func rules(for language: String) -> BreakRules {
        let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        return primary == "zh" ? .lineNormalChinese : .lineNormal
    }
}
