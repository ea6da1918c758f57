/// One glyph of a shaped piece of text.
struct ShapedGlyph: Sendable, Equatable {
    /// The glyph id; 0 is the face's missing glyph.
    var glyph: UInt32
    /// UTF-16 offset of the glyph's cluster in the shaped text.
    var cluster: Int32
    /// Advance in 1/65536 px.
    var advance: Int32
    /// The `unsafeToBreak` bit: cutting before this glyph's cluster changes the shaping;
    /// the `unsafeToConcat` bit (only when asked for): text shaped apart on either side of
    /// this cluster's start may not be spliced.
    var flags: UInt8

    static let unsafeToBreak: UInt8 = 1
    static let unsafeToConcat: UInt8 = 2
    /// Not shaped by HarfBuzz (`UniformAdvance`): whether a cut is unsafe is not known.
    static let breakSafetyUnknown: UInt8 = 4
}
