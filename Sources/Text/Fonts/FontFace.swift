import Synchronization

/// One face of an OpenType font file (OTF, TTF, or a face of a TTC collection).
///
/// Immutable and shared between threads; sized fonts for shaping are made on demand
/// and kept.
public final class FontFace: Sendable, CustomStringConvertible {
    /// Where the face came from: a file path, or a name given with the bytes.
    public let source: String
    /// The index of the face in its file (0 unless the file is a collection).
    public let faceIndex: Int
    /// The family name the face declares, if any.
    public let familyName: String?
    /// Vertical metrics in font units.
    public let metrics: FontMetrics

    let harfBuzz: HarfBuzzFace
    /// The characters the face draws with one advance whatever surrounds them, if it has.
    let uniformAdvance: UniformAdvance?
    /// The CJK characters the face draws with one advance and safe cuts, proven the first
    /// time a run might use them: the proof takes milliseconds, which a site without
    /// Chinese should not wait for at every build. Outer nil: not proven yet.
    private let provenIdeographs = Mutex<UniformIdeographs??>(nil)
    private let sizedFonts = Mutex<[Double: HarfBuzzFont]>([:])

    /// Loads face `faceIndex` of the font file at `path`.
    public convenience init(path: String, faceIndex: Int = 0) throws(FontError) {
        try self.init(face: HarfBuzzFace(path: path, faceIndex: faceIndex), faceIndex: faceIndex, source: path)
    }

    /// Reads face `faceIndex` of a font file held in `bytes`; `source` names it in errors.
    public convenience init(bytes: [UInt8], faceIndex: Int = 0, source: String) throws(FontError) {
        try self.init(
            face: HarfBuzzFace(bytes: bytes, faceIndex: faceIndex, source: source), faceIndex: faceIndex, source: source)
    }

    private init(face: HarfBuzzFace, faceIndex: Int, source: String) {
        self.harfBuzz = face
        self.source = source
        self.faceIndex = faceIndex
        self.familyName = face.familyName
        self.metrics = face.metrics
        self.uniformAdvance = UniformAdvance(face: face)
    }

    /// How many faces the font file at `path` holds (more than one for a collection).
    public static func faceCount(path: String) throws(FontError) -> Int {
        try HarfBuzzFace.faceCount(path: path)
    }

    /// Font units in one em.
    public var unitsPerEm: Int { metrics.unitsPerEm }

    /// Whether the face has a glyph for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        harfBuzz.hasGlyph(scalar)
    }

    /// Whether the face has a glyph for every character of `text`.
    public func covers(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { harfBuzz.hasGlyph($0) }
    }

    /// The characters of `text` the face has no glyph for, each once, in order of appearance.
    public func uncoveredScalars(in text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return text.unicodeScalars.filter { !harfBuzz.hasGlyph($0) && seen.insert($0).inserted }
    }

    public var description: String {
        "\(familyName ?? "font") (\(source)#\(faceIndex))"
    }

    /// `text` shaped without HarfBuzz when the face draws each of its characters with one
    /// advance (`UniformAdvance`, `UniformIdeographs`); nil otherwise.
    func uniformGlyphs(_ text: UnsafeBufferPointer<UInt16>, size: Double) -> [ShapedGlyph]? {
        if let uniformAdvance, let glyphs = uniformAdvance.shape(text, font: font(size: size)) { return glyphs }
        if let uniformIdeographs { return uniformIdeographs.shape(text, font: font(size: size)) }
        return nil
    }

    /// The CJK characters the face draws with one advance and safe cuts, if it has.
    var uniformIdeographs: UniformIdeographs? {
        provenIdeographs.withLock { proven in
            if let known = proven { return known }
            let made = UniformIdeographs(face: harfBuzz)
            proven = .some(made)
            return made
        }
    }

    /// The face at `size` px, made once per size.
    func font(size: Double) -> HarfBuzzFont {
        if let font = sizedFonts.withLock({ $0[size] }) {
            return font
        }
        let made = harfBuzz.makeFont(size: size)
        return sizedFonts.withLock { fonts in
            if let existing = fonts[size] { return existing }
            fonts[size] = made
            return made
        }
    }
}
