import Foundation

/// The file system's limits on the names and paths a build writes below its output folder,
/// checked when URLs are planned: a name too long is then an error at the front-matter line
/// or file that made it, not a failed write at the output folder.
///
/// What is counted is what is written: the staging folder's name is longer than the output
/// folder's, and `--precompress` adds `.gz` and `.br` to text files.
public struct OutputNameLimits: Sendable {
    /// A name too long for the output, or a path too long for the system.
    public struct Problem: Sendable, CustomStringConvertible {
        /// The name that is too long, or for a path the path below the output folder.
        public var text: String
        /// The name's length, or the whole path's as written (the staging folder's path before it).
        public var bytes: Int
        public var limit: Int
        public var isWholePath: Bool

        /// `text` cut to a length a message can show.
        public var shortText: String { Self.shortened(text) }

        /// `text` cut to a length a message can show: its first 48 characters and `…`.
        public static func shortened(_ text: String) -> String { text.count > 48 ? text.prefix(48) + "…" : text }

        public var description: String {
            isWholePath
                ? "the path of its output file '\(shortText)' would be \(bytes) bytes long with the output folder's, "
                    + "over the system's limit of \(limit) bytes for a path; shorten the names of its folders"
                : "the output name '\(shortText)' would be \(bytes) bytes long, over the file system's limit of \(limit) "
                    + "bytes for a file or folder name"
        }
    }

    /// The longest name a file or folder may have on the output's file system.
    public let maximumNameBytes: Int
    /// The longest path below the output folder, once the staging folder's path is before it.
    public let maximumRelativePathBytes: Int
    /// Whether `.gz` and `.br` siblings are written (`Precompression`).
    public let precompresses: Bool
    /// The system's limit on a path, as `open` and `mkdir` take it (PATH_MAX without its NUL).
    public static let maximumPathBytes = Int(PATH_MAX) - 1
    /// How much longer than the output folder's name the staging folder's is: a dot, then
    /// `.staging-PID-RANDOM` with both numbers at their longest.
    static let stagingNameExtraBytes = 1 + ".staging-".utf8.count + 10 + 1 + 10
    static let precompressedSuffixBytes = ".gz".utf8.count

    public init(outputPath: String, precompresses: Bool) {
        maximumNameBytes = Self.nameLimit(near: outputPath)
        maximumRelativePathBytes = Self.maximumPathBytes - outputPath.utf8.count - Self.stagingNameExtraBytes - 1
        self.precompresses = precompresses
    }

    /// Why `route`'s file cannot be written below the output folder, or nil when it can.
    public func problem(with route: Route) -> Problem? {
        let suffix = precompresses && Precompression.isCompressible(route.outputFile) ? Self.precompressedSuffixBytes : 0
        let components = route.outputFile.split(separator: "/")
        for (index, component) in components.enumerated() {
            let bytes = component.utf8.count + (index == components.count - 1 ? suffix : 0)
            if bytes > maximumNameBytes {
                return Problem(text: String(component), bytes: bytes, limit: maximumNameBytes, isWholePath: false)
            }
        }
        let bytes = route.outputFile.utf8.count + suffix
        if bytes > maximumRelativePathBytes {
            let written = bytes + Self.maximumPathBytes - maximumRelativePathBytes
            return Problem(text: route.outputFile, bytes: written, limit: Self.maximumPathBytes, isWholePath: true)
        }
        return nil
    }

    /// `pathconf`'s name limit for the output's file system (its nearest folder that exists),
    /// or 255, the limit of ext4, XFS, Btrfs, APFS and NTFS.
    private static func nameLimit(near path: String) -> Int {
        var folder = path
        while !folder.isEmpty {
            errno = 0
            let limit = pathconf(folder, Int32(_PC_NAME_MAX))
            if limit > 0 { return limit }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        return 255
    }
}
