/// The CJK ideographs and full-width punctuation a face draws one glyph per character,
/// each with the same advance, and between which HarfBuzz never flags a cut unsafe: the
/// case of Noto Sans CJK. A run made only of them needs no HarfBuzz call to be measured.
///
/// Chinese runs are long and seldom recur, so the shaping cache missed almost every one:
/// at 10,000 pages, 43,000 runs of 1.9 million characters went through HarfBuzz, most of
/// its time in the build.
///
/// Proven from the face's tables when it loads, for every script and language, as
/// `UniformAdvance` proves it for a monospaced face, and more strictly, since the cuts are
/// then known to be safe rather than left to be checked:
/// - a character counts only if the face maps it to a glyph of the one advance that is no mark;
/// - every glyph the default features' substitutions can turn those glyphs into has the
///   one advance and is no mark;
/// - the only substitutions those features reach that can start on one of those glyphs
///   are single substitutions (`locl`'s regional forms): no contextual, multiple or
///   ligature lookup, so no match that could flag a cut; and no positioning lookup;
/// - the face has no legacy or AAT tables HarfBuzz would apply instead.
struct UniformIdeographs: Sendable {
    /// Where the characters may be: CJK punctuation (not the ideographic space, which
    /// HarfBuzz may treat as a space, nor the vertical kana repeat marks, which Noto Sans
    /// CJK joins in ligatures), the ideographs of extension A and the unified block, and
    /// the full-width forms.
    static let candidates: [ClosedRange<UInt16>] = [
        0x3001...0x3030, 0x3036...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFFEF,
    ]
    private static let base = candidates[0].lowerBound

    /// Per UTF-16 unit from `base`: its glyph, or 0 where the unit does not count.
    private let glyphs: [UInt16]

    /// The face's uniform ideographs, or nil when the face has none or the proof fails.
    init?(face: HarfBuzzFace) {
        guard let reference = face.nominalGlyph(0x4E00) else { return nil }
        for table in UniformAdvance.legacyTables where !face.tableBytes(table).isEmpty {
            return nil
        }
        let advance = face.unitsAdvance(reference)
        guard advance > 0 else { return nil }
        var glyphs = [UInt16](filledWith: 0, count: Int(Self.candidates[Self.candidates.count - 1].upperBound - Self.base) + 1)
        var counted = Set<UInt32>()
        for range in Self.candidates {
            for unit in range {
                guard let glyph = face.nominalGlyph(UInt32(unit)), glyph <= UInt32(UInt16.max),
                      face.unitsAdvance(glyph) == advance, !face.isMark(glyph)
                else { continue }
                glyphs[Int(unit - Self.base)] = UInt16(glyph)
                counted.insert(glyph)
            }
        }
        guard let reachable = UniformAdvance.defaultLookups(of: face) else { return nil }
        var closure = counted
        if let substitution = reachable.substitution {
            closure = face.substitutionClosure(of: counted, lookups: substitution.lookups)
        }
        guard closure.allSatisfy({ face.unitsAdvance($0) == advance && !face.isMark($0) }) else { return nil }
        let sorted = closure.sorted()
        if let substitution = reachable.substitution {
            let single = 1
            for index in substitution.lookups where substitution.list.lookups[index].type != single {
                if substitution.list.lookups[index].canStart(onAnyOf: sorted) { return nil }
            }
        }
        if let positioning = reachable.positioning {
            for index in positioning.lookups where positioning.list.lookups[index].canStart(onAnyOf: sorted) {
                return nil
            }
        }
        self.glyphs = glyphs
    }

    /// `text` as HarfBuzz would shape it with `font`: one glyph per character, the one
    /// advance each, every cut safe; nil unless every character counts.
    func shape(_ text: UnsafeBufferPointer<UInt16>, font: HarfBuzzFont) -> [ShapedGlyph]? {
        guard !text.isEmpty else { return nil }
        var shaped: [ShapedGlyph] = []
        shaped.reserveCapacity(text.count)
        var advance: Int32?
        for (index, unit) in text.enumerated() {
            let slot = Int(unit) - Int(Self.base)
            guard slot >= 0, slot < glyphs.count, glyphs[slot] != 0 else { return nil }
            let glyph = UInt32(glyphs[slot])
            // Every counted glyph has the one advance: asked of the sized font once.
            let scaled = advance ?? font.advance(of: glyph)
            advance = scaled
            shaped.append(ShapedGlyph(glyph: glyph, cluster: Int32(index), advance: scaled, flags: 0))
        }
        return shaped
    }
}
