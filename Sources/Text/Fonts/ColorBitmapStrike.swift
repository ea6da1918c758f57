/// The advances of a colour bitmap face (CBLC/CBDT, as Noto Color Emoji), as Chromium
/// draws it: such a face has no outlines, so FreeType picks a bitmap strike and Skia
/// scales the strike's glyphs to the size asked for. A glyph's advance is its advance in
/// the strike's bitmap metrics times size / the strike's ppem, not its `hmtx` advance in
/// font units (Noto Color Emoji: 136 px at 109 ppem, 1.2477 em, against 2550 of 2048,
/// 1.2451 em).
///
/// Read from the first strike of the CBLC table (Noto Color Emoji has one).
struct ColorBitmapStrike: Sendable {
    /// The strike's pixels per em.
    let ppem: Int
    /// Each glyph's advance in the strike's pixels, by glyph id (zero for glyphs it lacks).
    let advances: [UInt8]

    /// The strike of a face whose tables are `cblc` and `cbdt`, or nil when it has none
    /// or its tables cannot be read.
    init?(cblc: [UInt8], cbdt: [UInt8], glyphCount: Int) {
        func u8(_ bytes: [UInt8], _ at: Int) -> Int? { at >= 0 && at < bytes.count ? Int(bytes[at]) : nil }
        func u16(_ bytes: [UInt8], _ at: Int) -> Int? {
            guard let high = u8(bytes, at), let low = u8(bytes, at + 1) else { return nil }
            return high << 8 | low
        }
        func u32(_ bytes: [UInt8], _ at: Int) -> Int? {
            guard let high = u16(bytes, at), let low = u16(bytes, at + 2) else { return nil }
            return high << 16 | low
        }
        // Header: version (4), numSizes (4); then BitmapSize records of 48 bytes.
        guard let sizes = u32(cblc, 4), sizes > 0, let arrayOffset = u32(cblc, 8), let tableCount = u32(cblc, 16),
              let ppem = u8(cblc, 8 + 44), ppem > 0, glyphCount > 0
        else { return nil }
        var advances = [UInt8](repeating: 0, count: glyphCount)
        for table in 0..<min(tableCount, 65536) {
            let entry = arrayOffset + table * 8
            guard let first = u16(cblc, entry), let last = u16(cblc, entry + 2), let extra = u32(cblc, entry + 4),
                  first <= last else { return nil }
            let subtable = arrayOffset + extra
            guard let indexFormat = u16(cblc, subtable), let imageFormat = u16(cblc, subtable + 2),
                  let imageData = u32(cblc, subtable + 4) else { return nil }
            for glyph in first...last where glyph < glyphCount {
                let index = glyph - first
                var advance: Int?
                switch (indexFormat, imageFormat) {
                case (1, 17), (3, 17), (1, 18), (3, 18):
                    // Offsets into CBDT; the image starts with small (5 bytes) or big (8) metrics.
                    let offset = indexFormat == 1 ? u32(cblc, subtable + 8 + index * 4) : u16(cblc, subtable + 8 + index * 2)
                    guard let offset else { return nil }
                    advance = u8(cbdt, imageData + offset + 4)
                case (2, _), (5, _):
                    // Every glyph shares the big metrics after the image size.
                    advance = u8(cblc, subtable + 12 + 4)
                default:
                    return nil
                }
                guard let advance else { return nil }
                advances[glyph] = UInt8(advance)
            }
        }
        self.ppem = ppem
        self.advances = advances
    }

    /// The advance of `glyph` at `size` px, in 1/65536 px, as Skia scales it (in single
    /// precision) and hands it to HarfBuzz (truncated to 16.16).
    func advance(of glyph: UInt32, size: Double) -> Int32 {
        guard Int(glyph) < advances.count else { return 0 }
        let px = Float(advances[Int(glyph)]) * Float(size) / Float(ppem)
        return Int32(clamping: Int64(px * 65536))
    }
}
