import SitegenText
import Synchronization

/// A theme font as published: cut down to the characters the site shows, WOFF2 when the
/// encoder takes it (else the subset OpenType file), under a content-hashed name.
struct PublishedFont: Sendable {
    /// The file name in `/assets/fonts/` (`Inter-Regular.3f9a1c2e.woff2`).
    var name: String
    var bytes: [UInt8]
    /// The CSS `format()` of the bytes: `woff2` or `opentype`.
    var format: String
}

/// Makes `PublishedFont`s, remembering the last one per face so that a preview rebuild which
/// shows no new character does not subset again.
enum FontSubsetter {
    private struct Key: Hashable {
        var path: String
        var faceIndex: Int
        var publishedName: String
    }
    private static let made = Mutex<[Key: (scalars: Set<Unicode.Scalar>, font: PublishedFont)]>([:])

    /// Forgets the fonts made so far in this process (for tests of the `FontCache` underneath).
    static func forgetMadeFonts() {
        made.withLock { $0.removeAll() }
    }

    /// Face `faceIndex` of the font file at `path`, published as `publishedName` (its hashed
    /// form), holding the glyphs of `scalars` and all it needs to shape them as the whole face does.
    static func publish(path: String, faceIndex: Int, publishedName: String,
                        scalars: Set<Unicode.Scalar>, cache: FontCache? = nil) throws(FontError) -> PublishedFont {
        let key = Key(path: path, faceIndex: faceIndex, publishedName: publishedName)
        if let previous = made.withLock({ $0[key] }), previous.scalars == scalars { return previous.font }
        let face = try FontFace(path: path, faceIndex: faceIndex)
        let subset = try face.subset(keeping: scalars)
        let font: PublishedFont
        let encoded = if let cache {
            cache.woff2(publishedName: publishedName, subset: subset, quality: WOFF2.brotliQuality) { WOFF2.encode(subset) }
        } else {
            WOFF2.encode(subset)
        }
        if let woff2 = encoded {
            font = PublishedFont(name: ContentHash.hashedName(publishedName, bytes: woff2, newExtension: "woff2"),
                                 bytes: woff2, format: "woff2")
        } else {
            // A single-face OpenType file: `.otf` whatever the source's extension (a `.ttc` one).
            let fileExtension = publishedName.hasSuffix(".ttf") ? "ttf" : "otf"
            font = PublishedFont(name: ContentHash.hashedName(publishedName, bytes: subset, newExtension: fileExtension),
                                 bytes: subset, format: fileExtension == "ttf" ? "truetype" : "opentype")
        }
        made.withLock { $0[key] = (scalars, font) }
        return font
    }
}
