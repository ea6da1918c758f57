// The one file of SitegenText that talks to HarfBuzz: it copies what it reads into
// Swift values, so no HarfBuzz type leaves it.
internal import CHarfBuzz

/// A face of a font file as HarfBuzz reads it, with an unscaled font (one unit per font
/// unit) that sized fonts derive from. Immutable once made, so shared between threads.
final class HarfBuzzFace: @unchecked Sendable {
    private let face: OpaquePointer
    private let unitsFont: OpaquePointer
    let unitsPerEm: Int
    /// The bitmap strike whose advances Chromium uses, for a colour bitmap face without outlines.
    let colorStrike: ColorBitmapStrike?

    /// How many faces the file at `path` holds (1 for a plain font, more for a collection).
    static func faceCount(path: String) throws(FontError) -> Int {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path: path, reason: "no such file, or not readable")
        }
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    /// Reads the font file at `path` (mapped, not copied).
    convenience init(path: String, faceIndex: Int) throws(FontError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadable(path: path, reason: "no such file, or not readable")
        }
        try self.init(blob: blob, faceIndex: faceIndex, source: path)
    }

    convenience init(bytes: [UInt8], faceIndex: Int, source: String) throws(FontError) {
        try self.init(blob: Self.makeBlob(bytes), faceIndex: faceIndex, source: source)
    }

    /// Takes over `blob`.
    private init(blob: OpaquePointer, faceIndex: Int, source: String) throws(FontError) {
        defer { hb_blob_destroy(blob) }
        guard faceIndex >= 0, faceIndex < Int(hb_face_count(blob)),
              let face = hb_face_create(blob, UInt32(faceIndex)),
              hb_face_get_glyph_count(face) > 0
        else { throw .noFace(source: source, faceIndex: faceIndex) }
        hb_face_make_immutable(face)
        self.face = face
        self.unitsFont = hb_font_create(face)
        hb_font_make_immutable(unitsFont)
        self.unitsPerEm = Int(hb_face_get_upem(face))
        if hb_ot_color_has_png(face) != 0, Self.tableBytes(face, "glyf").isEmpty, Self.tableBytes(face, "CFF ").isEmpty {
            self.colorStrike = ColorBitmapStrike(cblc: Self.tableBytes(face, "CBLC"), cbdt: Self.tableBytes(face, "CBDT"),
                                                 glyphCount: Int(hb_face_get_glyph_count(face)))
        } else {
            self.colorStrike = nil
        }
    }



    deinit {
        hb_font_destroy(unitsFont)
        hb_face_destroy(face)
    }

    private static func makeBlob(_ bytes: [UInt8]) -> OpaquePointer {
        // HarfBuzz keeps its own copy, so the array may go away.
        bytes.withUnsafeBufferPointer { buffer in
            let copy = UnsafeMutableRawPointer.allocate(byteCount: max(buffer.count, 1), alignment: 16)
            if let base = buffer.baseAddress {
                copy.copyMemory(from: base, byteCount: buffer.count)
            }
            return hb_blob_create(
                copy.assumingMemoryBound(to: CChar.self), UInt32(buffer.count), HB_MEMORY_MODE_READONLY,
                copy, { $0?.deallocate() })
        }
    }

    /// Vertical metrics in font units, the way FreeType and Skia pick them.
    var metrics: FontMetrics {
        func value(_ tag: hb_ot_metrics_tag_t) -> Int {
            var position: hb_position_t = 0
            _ = hb_ot_metrics_get_position(unitsFont, tag, &position)
            return Int(position)
        }
        return FontMetrics(
            unitsPerEm: unitsPerEm,
            ascent: value(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
            descent: -value(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
            lineGap: value(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP))
    }

    /// The family name from the `name` table, if any.
    var familyName: String? {
        for id in [hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY), hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)] {
            var length: UInt32 = 256
            var buffer = [UInt8](repeating: 0, count: 256)
            let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
            if total > 0 {
                return String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
            }
        }
        return nil
    }

    /// Whether the face maps `scalar` to a glyph.
    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(unitsFont, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// The nominal glyph of `scalar`, nil when the face has none.
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(unitsFont, scalar, &glyph) != 0 && glyph != 0 ? glyph : nil
    }

    /// The advance of `glyph` in font units.
    func unitsAdvance(_ glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(unitsFont, glyph))
    }

    /// Whether GDEF classes `glyph` as a mark (HarfBuzz zeroes the advance of some marks).
    func isMark(_ glyph: UInt32) -> Bool {
        hb_ot_layout_get_glyph_class(face, glyph) == HB_OT_LAYOUT_GLYPH_CLASS_MARK
    }

    /// The bytes of the face's table `tag` (four letters), empty when it has none.
    func tableBytes(_ tag: String) -> [UInt8] {
        Self.tableBytes(face, tag)
    }

    private static func tableBytes(_ face: OpaquePointer, _ tag: String) -> [UInt8] {
        let blob = hb_face_reference_table(face, Self.tag(tag))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    /// The tags of the features table `table` ("GSUB" or "GPOS") has, for any script and language.
    func featureTags(inTable table: String) -> Set<String> {
        var count: UInt32 = 0
        var tags = [hb_tag_t](repeating: 0, count: Int(hb_ot_layout_table_get_feature_tags(face, Self.tag(table), 0, &count, nil)))
        count = UInt32(tags.count)
        hb_ot_layout_table_get_feature_tags(face, Self.tag(table), 0, &count, &tags)
        return Set(tags.prefix(Int(count)).map { tag in
            String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
        })
    }

    /// The lookups of table `table` ("GSUB" or "GPOS") that `features` switch on, for
    /// every script and language.
    func lookups(inTable table: String, features: [String]) -> Set<Int> {
        let found = hb_set_create()
        defer { hb_set_destroy(found) }
        let tags = features.map(Self.tag) + [0]
        tags.withUnsafeBufferPointer { hb_ot_layout_collect_lookups(face, Self.tag(table), nil, nil, $0.baseAddress, found) }
        return Set(Self.elements(of: found).map(Int.init))
    }

    /// `glyphs` and every glyph the GSUB lookups `lookups` can turn them into.
    func substitutionClosure(of glyphs: Set<UInt32>, lookups: Set<Int>) -> Set<UInt32> {
        let lookupSet = hb_set_create()
        let glyphSet = hb_set_create()
        defer {
            hb_set_destroy(lookupSet)
            hb_set_destroy(glyphSet)
        }
        for lookup in lookups { hb_set_add(lookupSet, hb_codepoint_t(lookup)) }
        for glyph in glyphs { hb_set_add(glyphSet, glyph) }
        hb_ot_layout_lookups_substitute_closure(face, lookupSet, glyphSet)
        return Set(Self.elements(of: glyphSet))
    }

    private static func tag(_ name: String) -> hb_tag_t {
        hb_tag_from_string(name, Int32(name.utf8.count))
    }

    private static func elements(of set: OpaquePointer?) -> [UInt32] {
        var elements: [UInt32] = []
        var element = hb_codepoint_t(bitPattern: -1)  // HB_SET_VALUE_INVALID: start before the first.
        while hb_set_next(set, &element) != 0 { elements.append(element) }
        return elements
    }

    /// A single-face font file of this face holding only what `scalars` need: their glyphs,
    /// every glyph the layout features HarfBuzz's subsetter keeps by default (those shaping
    /// applies unasked, for every script) with `adding` and without `removing` can reach
    /// from them, and the tables cut down to those features. Nil when HarfBuzz fails.
    func subset(_ scalars: [UInt32], adding: [String], removing: [String], keepingHints: Bool) -> [UInt8]? {
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for scalar in scalars { hb_set_add(unicodes, scalar) }
        let features = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
        for feature in adding { hb_set_add(features, Self.tag(feature)) }
        for feature in removing { hb_set_del(features, Self.tag(feature)) }
        hb_subset_input_set_flags(
            input, keepingHints ? HB_SUBSET_FLAGS_DEFAULT.rawValue : HB_SUBSET_FLAGS_NO_HINTING.rawValue)
        guard let subset = hb_subset_or_fail(face, input) else { return nil }
        defer { hb_face_destroy(subset) }
        let blob = hb_face_reference_blob(subset)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    /// A font of this face at `size` px, with Chromium's advances.
    func makeFont(size: Double) -> HarfBuzzFont {
        HarfBuzzFont(parent: unitsFont, unitsPerEm: unitsPerEm, size: size, colorStrike: colorStrike)
    }
}

/// A face at one size. Glyph advances are those Chromium gets on Linux: FreeType's
/// unhinted linear advances (the em scale rounded to 16.16 as FreeType rounds it), in
/// HarfBuzz positions of 1/65536 px; GPOS adjustments are HarfBuzz's own at that scale.
final class HarfBuzzFont: @unchecked Sendable {
    fileprivate let font: OpaquePointer
    let size: Double

    fileprivate init(parent: OpaquePointer, unitsPerEm: Int, size: Double, colorStrike: ColorBitmapStrike?) {
        self.size = size
        // HarfBuzz never returns null (it hands out an inert font when out of memory).
        let font: OpaquePointer = hb_font_create_sub_font(parent)
        // Chromium hands HarfBuzz the size as 16.16, truncated.
        let scale = Int32(clamping: Int64(Self.saneSize(size) * 65536))
        hb_font_set_scale(font, scale, scale)
        if let colorStrike {
            // A bitmap face: each glyph's advance comes from the strike, scaled.
            let advances = UnsafeMutablePointer<Int32>.allocate(capacity: colorStrike.advances.count + 1)
            advances[0] = Int32(colorStrike.advances.count)
            for glyph in colorStrike.advances.indices {
                advances[glyph + 1] = colorStrike.advance(of: UInt32(glyph), size: Double(Self.saneSize(size)))
            }
            hb_font_set_funcs(font, BitmapAdvanceFunctions.shared.funcs, advances, { $0?.deallocate() })
            hb_font_make_immutable(font)
            self.font = font
            return
        }
        // FreeType: the size in 26.6, then x_scale = size / upem in 16.16, rounded.
        let size26Dot6 = Self.freeTypeSize(size)
        let upem = Int64(max(unitsPerEm, 1))
        let freeTypeScale = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
        freeTypeScale.initialize(to: ((size26Dot6 << 16) + upem / 2) / upem)
        hb_font_set_funcs(font, AdvanceFunctions.shared.funcs, freeTypeScale, {
            $0?.assumingMemoryBound(to: Int64.self).deallocate()
        })
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The advance of `glyph` at this size, in 1/65536 px, as shaping gives it.
    func advance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(font, glyph)
    }

    /// `size` in single precision, or 0 for a size no font can have (negative, not a
    /// number, absurdly large): such text measures nothing rather than trapping.
    private static func saneSize(_ size: Double) -> Float {
        isUsable(size: size) ? Float(size) : 0
    }

    /// Whether a font can have `size` (see `saneSize`).
    static func isUsable(size: Double) -> Bool {
        size.isFinite && size > 0 && size < 100_000
    }

    /// The size FreeType is given in 26.6, as measured in Chromium 156: the size in px
    /// truncated to 1/64, and one 1/64 less when the size is an exact multiple of 1/64
    /// but not of 1/4 (Skia's scale decomposition lands just below such sizes).
    /// Whole, half and quarter px sizes are exact.
    static func freeTypeSize(_ size: Double) -> Int64 {
        let scaled = saneSize(size) * 64
        let truncated = scaled.rounded(.towardZero)
        var result = Int64(truncated)
        if truncated == scaled && result % 16 != 0 {
            result -= 1
        }
        return result
    }
}

/// FreeType's linear advance: font units × x_scale / 64, rounded (FT_MulDiv), in 16.16 px.
private func freeTypeAdvance(units: hb_position_t, scale: Int64) -> hb_position_t {
    let magnitude = (Int64(abs(units)) * scale + 32) / 64
    return hb_position_t(clamping: units < 0 ? -magnitude : magnitude)
}

/// The font functions every sized font uses: advances as FreeType computes them, the
/// rest inherited from the unscaled parent font.
private final class AdvanceFunctions: @unchecked Sendable {
    static let shared = AdvanceFunctions()
    let funcs: OpaquePointer

    private init() {
        let funcs: OpaquePointer = hb_font_funcs_create()
        hb_font_funcs_set_glyph_h_advance_func(funcs, { font, fontData, glyph, _ in
            guard let scale = fontData?.assumingMemoryBound(to: Int64.self).pointee else { return 0 }
            return freeTypeAdvance(units: hb_font_get_glyph_h_advance(hb_font_get_parent(font), glyph), scale: scale)
        }, nil, nil)
        hb_font_funcs_set_glyph_h_advances_func(funcs, { font, fontData, count, glyphs, glyphStride, advances, advanceStride, _ in
            hb_font_get_glyph_h_advances(hb_font_get_parent(font), count, glyphs, glyphStride, advances, advanceStride)
            guard let scale = fontData?.assumingMemoryBound(to: Int64.self).pointee, var advance = advances else { return }
            for _ in 0..<count {
                advance.pointee = freeTypeAdvance(units: advance.pointee, scale: scale)
                advance = UnsafeMutablePointer(OpaquePointer(UnsafeMutableRawPointer(advance) + Int(advanceStride)))
            }
        }, nil, nil)
        hb_font_funcs_make_immutable(funcs)
        self.funcs = funcs
    }
}

/// The font functions of a colour bitmap face's sized fonts: advances read from a table
/// (its count first, then each glyph's advance in 16.16 px), the rest from the parent.
private final class BitmapAdvanceFunctions: @unchecked Sendable {
    static let shared = BitmapAdvanceFunctions()
    let funcs: OpaquePointer

    private static func advance(_ data: UnsafeMutableRawPointer?, _ glyph: hb_codepoint_t) -> hb_position_t {
        guard let table = data?.assumingMemoryBound(to: Int32.self), glyph < UInt32(table[0]) else { return 0 }
        return table[Int(glyph) + 1]
    }

    private init() {
        let funcs: OpaquePointer = hb_font_funcs_create()
        hb_font_funcs_set_glyph_h_advance_func(funcs, { _, fontData, glyph, _ in
            BitmapAdvanceFunctions.advance(fontData, glyph)
        }, nil, nil)
        hb_font_funcs_set_glyph_h_advances_func(funcs, { _, fontData, count, glyphs, glyphStride, advances, advanceStride, _ in
            guard var glyph = glyphs, var advance = advances else { return }
            for _ in 0..<count {
                advance.pointee = BitmapAdvanceFunctions.advance(fontData, glyph.pointee)
                glyph = UnsafePointer(OpaquePointer(UnsafeRawPointer(glyph) + Int(glyphStride)))
                advance = UnsafeMutablePointer(OpaquePointer(UnsafeMutableRawPointer(advance) + Int(advanceStride)))
            }
        }, nil, nil)
        hb_font_funcs_make_immutable(funcs)
        self.funcs = funcs
    }
}

/// Shapes UTF-16 text with HarfBuzz, left to right, with the default features
/// (kern, liga, clig, calt and the rest HarfBuzz turns on), as Chromium does.
enum HarfBuzzShaper {
    /// - Parameter concatFlags: also report HarfBuzz's unsafe-to-concat flags (a little
    ///   slower), to splice separately shaped words.
    static func shape(
        _ text: UnsafeBufferPointer<UInt16>, font: HarfBuzzFont, script: ScriptCode, language: String,
        concatFlags: Bool = false
    ) -> [ShapedGlyph] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        if concatFlags {
            hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT)
        }
        hb_buffer_add_utf16(buffer, base, Int32(text.count), 0, Int32(text.count))
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(script.tag))
        hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        hb_shape(font.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let mask = infos[index].mask
            var flags: UInt8 = 0
            if mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0 { flags |= ShapedGlyph.unsafeToBreak }
            if concatFlags && mask & HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue != 0 { flags |= ShapedGlyph.unsafeToConcat }
            glyphs.append(ShapedGlyph(
                glyph: infos[index].codepoint, cluster: Int32(bitPattern: infos[index].cluster),
                advance: positions[index].x_advance, flags: flags))
        }
        return glyphs
    }
}
