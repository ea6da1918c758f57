/// The printable ASCII characters of a face that HarfBuzz always shapes one glyph per
/// character, each with the same advance, whatever the text around them: the case of a
/// monospaced face such as JetBrains Mono, whose ligatures and contextual alternates only
/// swap glyphs of the same width. Text made only of them needs no HarfBuzz call to be
/// measured: n characters advance n times the one advance.
///
/// Proven from the face's tables when it loads, for every script and language:
/// - every glyph the default features' substitutions can turn these characters into
///   (HarfBuzz's closure, through contextual lookups too) has the one advance and is no mark;
/// - no substitution those features reach that changes the number of glyphs (multiple,
///   ligature) can start on one of those glyphs, nor any positioning lookup;
/// - the face has no legacy or AAT tables HarfBuzz would apply instead (`kern`, `morx`…).
///
/// What it cannot say is where HarfBuzz would flag a cut unsafe (a contextual alternate
/// matched there); `ShapedRange` marks such text, and the line breaker reshapes it for
/// real where that could change a width.
struct UniformAdvance: Sendable {
    static let characters: ClosedRange<UInt16> = 0x20...0x7E

    /// The nominal glyph of each character of `characters`, in order.
    let glyphs: [UInt32]

    /// The features HarfBuzz turns on by default for horizontal text in any script
    /// (`frac`, `numr` and `dnom` only around U+2044, which is not among the characters).
    static let defaultFeatures = [
        "rvrn", "ltra", "ltrm", "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig",
        "calt", "clig", "curs", "dist", "kern", "liga", "rclt",
    ]

    /// Tables HarfBuzz applies instead of GSUB and GPOS (`kern` when GPOS has no kerning,
    /// AAT): a face with one is left to HarfBuzz.
    static let legacyTables = ["kern", "morx", "mort", "kerx", "trak"]

    /// The face's uniform characters, or nil when it has not got all of them uniform.
    init?(face: HarfBuzzFace) {
        for table in Self.legacyTables where !face.tableBytes(table).isEmpty {
            return nil
        }
        var glyphs: [UInt32] = []
        for character in Self.characters {
            guard let glyph = face.nominalGlyph(UInt32(character)) else { return nil }
            glyphs.append(glyph)
        }
        // A proportional face fails here, before its layout tables are read.
        let advance = face.unitsAdvance(glyphs[0])
        guard advance > 0, glyphs.allSatisfy({ face.unitsAdvance($0) == advance }) else { return nil }
        guard let reachable = Self.defaultLookups(of: face) else { return nil }
        var closure = Set(glyphs)
        if let substitution = reachable.substitution {
            closure = face.substitutionClosure(of: closure, lookups: substitution.lookups)
        }
        guard closure.allSatisfy({ face.unitsAdvance($0) == advance && !face.isMark($0) }) else {
            return nil
        }
        let sorted = closure.sorted()
        if let substitution = reachable.substitution {
            let multipleOrLigature: Set<Int> = [2, 4]
            for index in substitution.lookups where multipleOrLigature.contains(substitution.list.lookups[index].type) {
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

    /// A face's lookup list of one table, and the lookups the default features reach in it.
    typealias ReachableLookups = (list: OpenTypeLookupList, lookups: Set<Int>)

    /// The GSUB and GPOS lookups the default features reach, for every script and language
    /// (nil for a table the face has not got); nil when a table cannot be read.
    static func defaultLookups(of face: HarfBuzzFace) -> (substitution: ReachableLookups?, positioning: ReachableLookups?)? {
        var reachable: [Bool: ReachableLookups] = [:]
        for positioning in [false, true] {
            let bytes = face.tableBytes(positioning ? "GPOS" : "GSUB")
            guard !bytes.isEmpty else { continue }
            guard let list = OpenTypeLookupList(table: bytes, positioning: positioning) else { return nil }
            let roots = face.lookups(inTable: positioning ? "GPOS" : "GSUB", features: defaultFeatures)
            reachable[positioning] = (list, list.reachable(from: roots))
        }
        return (reachable[false], reachable[true])
    }

    /// `text` as HarfBuzz would shape it with `font`, less the unsafe-to-break flags (each
    /// glyph carries `breakSafetyUnknown`); nil unless every character is uniform.
    func shape(_ text: UnsafeBufferPointer<UInt16>, font: HarfBuzzFont) -> [ShapedGlyph]? {
        guard !text.isEmpty, text.allSatisfy({ Self.characters.contains($0) }) else { return nil }
        let advance = font.advance(of: glyphs[0])
        return text.indices.map { index in
            ShapedGlyph(
                glyph: glyphs[Int(text[index] - Self.characters.lowerBound)], cluster: Int32(index), advance: advance,
                flags: ShapedGlyph.breakSafetyUnknown)
        }
    }
}
