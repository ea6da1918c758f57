extension FontFace {
    /// The layout features a subset keeps besides those shaping applies unasked (kerning,
    /// ligatures, contextual, regional and mark forms, for every script): the tabular figures
    /// the theme's lists ask for (`font-variant-numeric: tabular-nums`), and the contextual
    /// spacing of CJK punctuation Chromium turns on where `text-spacing-trim` allows it.
    public static let subsetExtraFeatures = ["tnum", "chws"]

    /// The features shaping applies only to the digits around a fraction slash (U+2044): a
    /// subset for characters without one leaves them out, with the numerators and
    /// denominators they reach.
    static let fractionFeatures = ["frac", "numr", "dnom"]

    /// An OpenType file of this one face cut down to the characters `scalars`: their glyphs
    /// and every glyph the features a browser sets text with can substitute for them
    /// (ligatures, regional and contextual forms), with advances and kerning unchanged, so
    /// that text made of those characters shapes exactly as with the whole face. Features
    /// text is never set with unasked (stylistic sets, character variants, case-sensitive
    /// forms, slashed zero, and fractions without a fraction slash) are left out with the
    /// glyphs only they reach: a third of a Latin subset of Inter.
    ///
    /// A collection's face becomes a plain single-face file. Characters the face lacks are
    /// ignored. Hinting instructions are dropped unless `keepingHints`.
    public func subset(keeping scalars: some Sequence<Unicode.Scalar>, keepingHints: Bool = false) throws(FontError) -> [UInt8] {
        let values = Set(scalars.lazy.map(\.value)).sorted()
        let removing = values.contains(0x2044) ? [] : Self.fractionFeatures
        guard let bytes = harfBuzz.subset(values, adding: Self.subsetExtraFeatures, removing: removing,
                                          keepingHints: keepingHints) else {
            throw .subsetFailed(source: source, faceIndex: faceIndex)
        }
        return bytes
    }

    /// The tags of the layout features (GSUB and GPOS) the face has.
    public var layoutFeatures: Set<String> {
        harfBuzz.featureTags(inTable: "GSUB").union(harfBuzz.featureTags(inTable: "GPOS"))
    }
}
