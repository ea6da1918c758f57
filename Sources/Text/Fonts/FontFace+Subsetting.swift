extension FontFace {
    /// An OpenType file of this one face cut down to the characters `scalars`: their glyphs
    /// and every glyph the layout features can substitute for them (ligatures, regional and
    /// contextual forms), with advances, kerning and all layout features unchanged, so that
    /// text made of those characters shapes exactly as with the whole face.
    ///
    /// A collection's face becomes a plain single-face file. Characters the face lacks are
    /// ignored. Hinting instructions are dropped unless `keepingHints`.
    public func subset(keeping scalars: some Sequence<Unicode.Scalar>, keepingHints: Bool = false) throws(FontError) -> [UInt8] {
        let values = Set(scalars.lazy.map(\.value)).sorted()
        guard let bytes = harfBuzz.subset(values, keepingHints: keepingHints) else {
            throw .subsetFailed(source: source, faceIndex: faceIndex)
        }
        return bytes
    }
}
