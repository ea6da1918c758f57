import Glibc

/// What `stat` says about a file, enough to notice that it changed.
struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modified: Int64  // nanoseconds since 1970
    var changed: Int64  // inode change time, nanoseconds
    var isDirectory: Bool
    var isRegularFile: Bool

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    }

    static func of(path: String) -> FileIdentity? {
        var info = stat()
        return stat(path, &info) == 0 ? FileIdentity(info) : nil
    }

    static func of(descriptor: Int32) -> FileIdentity? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileIdentity(info) : nil
    }
}

/// Maps a checked request path to a file inside the output root, following the second wall:
/// the real path (symlinks resolved) must lie inside the real path of the root.
///
/// The root is resolved on every request, so a builder that swaps the whole output folder
/// (rename, or a symlink pointing at the newest build) is picked up at once; the file is
/// then resolved under that resolved root, so one request never mixes two builds.
struct SiteFileResolver: Sendable {
    enum Resolution: Equatable {
        case file(path: String, identity: FileIdentity)
        /// A folder asked for without its trailing slash: redirect.
        case folderWithoutSlash
        case notFound
        /// The root itself is missing (between a builder's rename steps, or before the first build).
        case siteMissing
    }

    var root: String

    func resolve(_ target: RequestTarget) -> Resolution {
        guard let realRoot = Self.realPath(root) else { return .siteMissing }
        let base = realRoot == "/" ? "" : realRoot
        guard let real = Self.realPath(base + target.path), Self.isInside(real, root: base) else { return .notFound }
        guard let identity = FileIdentity.of(path: real) else { return .notFound }
        if identity.isRegularFile {
            return .file(path: real, identity: identity)
        }
        guard identity.isDirectory else { return .notFound }
        guard target.endsWithSlash else { return .folderWithoutSlash }
        let indexCandidate = (real == "/" ? "" : real) + "/index.html"
        guard let index = Self.realPath(indexCandidate), Self.isInside(index, root: base),
              let indexIdentity = FileIdentity.of(path: index), indexIdentity.isRegularFile
        else { return .notFound }
        return .file(path: index, identity: indexIdentity)
    }

    private static func isInside(_ path: String, root: String) -> Bool {
        root.isEmpty || path == root || (path.hasPrefix(root) && path.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/"))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
