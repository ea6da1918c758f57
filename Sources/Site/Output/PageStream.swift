import SitegenCore

/// Pages written into the staging folder as they are rendered, so that a one-off build never
/// holds the whole site in memory.
///
/// A page links to the theme's files by content-hashed names (`theme.3f9a1c2e.css`), which
/// are not known while pages render: the stylesheets name the font subsets, and those hold
/// the characters of every page. So each quoted link to such a file is written with a name
/// of the same length whose hash is zeros, and `fillHashes` writes the eight digits in place
/// once the files are named; the page bytes are then exactly those of a build that held
/// every page and rewrote its links (`ByteReplacement`).
final class PageStream: Sendable {
    /// A link to a theme file named by its hash: the quoted URL the templates write, and the
    /// one of the same length written in its place until the hash is known.
    struct Placeholder: Sendable {
        /// The file's route before it is named by its hash (`/assets/theme.css`).
        var route: Route
        var old: [UInt8]
        var new: [UInt8]
        /// Where the eight hash digits start in `new`.
        var hashOffset: Int
    }

    /// A page written with placeholders: its path below the output folder, and where each
    /// placeholder starts in it.
    struct WrittenPage: Sendable {
        var path: String
        var places: [Place]
    }

    /// A placeholder (`placeholder`, a position in `placeholders`) written at `offset`.
    struct Place: Sendable {
        var offset: Int
        var placeholder: Int
    }

    let output: StagedOutput
    let placeholders: [Placeholder]
    /// `placeholders` as `ByteReplacement` takes them, made once rather than for every page.
    private let replacements: [(old: [UInt8], new: [UInt8])]

    /// - Parameters:
    ///   - hashedRoutes: the theme's files that will be named by their hash.
    ///   - quotedURL: the quoted URL a page links to a route with (`"/assets/theme.css"`).
    init(output: StagedOutput, hashedRoutes: [Route], quotedURL: (Route) -> [UInt8]) {
        self.output = output
        placeholders = hashedRoutes.map { route in
            let components = route.urlPath.split(separator: "/").map(String.init)
            let placeholderRoute = Route.file(components.dropLast() + [ContentHash.placeholderName(components.last ?? "")])
            let new = quotedURL(placeholderRoute)
            // The digits come right before the extension, which holds no dot: the last match.
            let digits = Array(".\(ContentHash.placeholderHex).".utf8)
            let start = stride(from: new.count - digits.count, through: 0, by: -1).first { start in
                new[start..<(start + digits.count)].elementsEqual(digits)
            } ?? 0
            return Placeholder(route: route, old: quotedURL(route), new: new, hashOffset: start + 1)
        }
        replacements = placeholders.map { ($0.old, $0.new) }
    }

    /// Writes a rendered file; an HTML page's links to hashed files get their placeholders.
    func write(_ bytes: [UInt8], to path: String, isHTML: Bool) throws(OutputError) -> WrittenPage {
        guard isHTML, !placeholders.isEmpty else {
            try output.write(bytes, to: path)
            return WrittenPage(path: path, places: [])
        }
        let (written, places) = ByteReplacement.replacingAndLocating(replacements, in: bytes)
        try output.write(written, to: path)
        return WrittenPage(path: path, places: places.map { Place(offset: $0.offset, placeholder: $0.pair) })
    }

    /// Writes each file's hash (its eight digits, by its route before naming) into the pages
    /// that link to it.
    func fillHashes(_ pages: [WrittenPage], hashes: [Route: String]) throws(OutputError) {
        var digits: [[UInt8]] = []
        for placeholder in placeholders {
            guard let hex = hashes[placeholder.route], hex.utf8.count == ContentHash.placeholderHex.utf8.count else {
                throw OutputError("internal error: \(placeholder.route.urlPath) was not named by its hash")
            }
            digits.append(Array(hex.utf8))
        }
        let patches = digits
        let placeholders = self.placeholders
        let output = self.output
        let failures = pages.filter { !$0.places.isEmpty }.parallelMap { page -> OutputError? in
            do throws(OutputError) {
                try output.overwrite(page.path, with: page.places.map { place in
                    (offset: place.offset + placeholders[place.placeholder].hashOffset, bytes: patches[place.placeholder])
                })
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }
}
