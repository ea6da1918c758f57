import Foundation

/// What a shard's part holds, written into it as `.sitegen-shard.json`, for the merge: which
/// shard of which build it is, the pages it rendered with where their placeholders stand, and
/// the characters they show (the merge subsets the fonts for the whole site's).
struct ShardManifest: Codable, Equatable {
    static let fileName = ".sitegen-shard.json"
    static let currentFormat = 1

    struct WrittenPage: Codable, Equatable {
        var path: String
        /// Each placeholder as [offset in the file, its index in `hashedRoutes`].
        var places: [[Int]]
    }

    var format = Self.currentFormat
    /// The sitegen that wrote the part: parts of two versions may render alike or not.
    var version: String
    /// 1-based, as `--shard K/N` says it.
    var shard: Int
    var count: Int
    /// `SourceDigest` of the sources and the settings the part was built from.
    var digest: String
    /// The theme files named by their hash, in the placeholders' order (their URL paths).
    var hashedRoutes: [String]
    var pages: [WrittenPage]
    /// The characters the pages show, as ranges of scalar values [first, last].
    var characters: [[UInt32]]

    init(version: String, shard: Shard, digest: String, hashedRoutes: [Route], rendered: RenderedPages) {
        self.version = version
        self.shard = shard.index
        count = shard.count
        self.digest = digest
        self.hashedRoutes = hashedRoutes.map(\.urlPath)
        pages = rendered.streamed.map { page in
            WrittenPage(path: page.path, places: page.places.map { [$0.offset, $0.placeholder] })
        }
        characters = Self.ranges(rendered.shownCharacters)
    }

    /// The pages as the page stream wrote them.
    var writtenPages: [PageStream.WrittenPage] {
        pages.map { page in
            PageStream.WrittenPage(path: page.path, places: page.places.map { PageStream.Place(offset: $0[0], placeholder: $0[1]) })
        }
    }

    var shownCharacters: Set<Unicode.Scalar> {
        var scalars = Set<Unicode.Scalar>()
        for range in characters where range.count == 2 && range[0] <= range[1] {
            for value in range[0] ... range[1] { if let scalar = Unicode.Scalar(value) { scalars.insert(scalar) } }
        }
        return scalars
    }

    static func ranges(_ scalars: Set<Unicode.Scalar>) -> [[UInt32]] {
        var ranges: [[UInt32]] = []
        for value in scalars.map(\.value).sorted() {
            if let last = ranges.last, last[1] + 1 == value {
                ranges[ranges.count - 1][1] = value
            } else {
                ranges.append([value, value])
            }
        }
        return ranges
    }

    func bytes() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { [UInt8]($0) + [10] } ?? []
    }

    /// The manifest of the part at `folder`; a message naming the part when it has none or
    /// one this sitegen cannot read.
    static func read(part folder: String) -> Result<ShardManifest, OutputError> {
        guard let data = FileManager.default.contents(atPath: folder + "/" + fileName) else {
            return .failure(OutputError("\(folder) is not a shard's part: it has no \(fileName) (build it with sitegen build --shard K/N)"))
        }
        guard let manifest = try? JSONDecoder().decode(ShardManifest.self, from: data),
              manifest.format == currentFormat else {
            return .failure(OutputError("\(folder)/\(fileName) is not a part this sitegen can merge: build the parts again"))
        }
        return .success(manifest)
    }
}
