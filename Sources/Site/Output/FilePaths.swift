import Foundation

/// Small, exact file-system questions the pipeline asks, answered with lstat/realpath.
enum FilePaths {
    enum Kind { case file, directory, other, missing }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why `realPath(path)` finds no real path, in words for a message about the file.
    static func resolutionProblem(_ path: String) -> String {
        errno = 0
        if let resolved = realpath(path, nil) {
            free(resolved)
            return "it resolved on a second look; build again"
        }
        switch errno {
        case ENAMETOOLONG: return tooLongMessage(path)
        case ELOOP: return "a loop of symlinks"
        case ENOENT: return "the symlink is broken (what it names does not exist)"
        default: return String(cString: strerror(errno))
        }
    }

    /// The message for a path the system cannot open, however its parts are named.
    static func tooLongMessage(_ path: String) -> String {
        let limit = OutputNameLimits.maximumPathBytes
        return path.utf8.count > limit
            ? "its path is \(path.utf8.count) bytes long, over the system's limit of \(limit) bytes; shorten the names of its folders"
            : "what it resolves to is a path over the system's limit of \(limit) bytes"
    }

    static func isSymlink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// What `path` is, a symlink followed.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(mode: info.st_mode) ?? .other
    }

    /// What `path` itself is, without following a symlink: nil for a symlink.
    static func kindUnlessSymlink(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return kind(mode: info.st_mode)
    }

    private static func kind(mode: mode_t) -> Kind? {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return nil
        default: return .other
        }
    }

    /// A folder's entries (not `.` and `..`) and what each is, a symlink not followed (nil),
    /// or the reason it cannot be read. The kinds come from the listing itself (`d_type`),
    /// so a walk over thousands of files makes no `stat` call per file; `lstat` only where
    /// the file system does not say.
    static func entries(of folder: String) -> Result<[(name: String, kind: Kind?)], FolderError> {
        guard let directory = opendir(folder) else { return .failure(FolderError(reason: String(cString: strerror(errno)))) }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let kind: Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = nil
            case Int32(DT_UNKNOWN): kind = kindUnlessSymlink(of: folder + "/" + name)
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return .success(entries)
    }

    /// Why a folder cannot be listed.
    struct FolderError: Error {
        var reason: String
    }

    /// Removes `folder` and everything in it, several of its subtrees at once: a large site's
    /// previous output is tens of thousands of files, and removed one after another by one
    /// core, the build that replaced it waited as long again as it took to write them. A
    /// symlink is removed, never followed.
    static func removeTree(_ folder: String) {
        // The subtrees two levels down: a site's top folders are few, and one may hold most pages.
        var subtrees: [String] = []
        if case .success(let top) = entries(of: folder) {
            for entry in top {
                let path = folder + "/" + entry.name
                guard entry.kind == .directory, case .success(let inner) = entries(of: path) else {
                    subtrees.append(path)
                    continue
                }
                subtrees += inner.map { path + "/" + $0.name }
            }
        }
        _ = subtrees.parallelMap { try? FileManager.default.removeItem(atPath: $0) }
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// True when `path` is `folder` itself or lies below it (both already real paths).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The absolute, normalized form of a path that may not exist yet: the real path of its
    /// deepest existing ancestor, with the rest appended.
    static func absolute(_ path: String, relativeTo base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [String] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        var existing = parts
        var missing: [String] = []
        while !existing.isEmpty, realPath("/" + existing.joined(separator: "/")) == nil {
            missing.insert(existing.removeLast(), at: 0)
        }
        let head = realPath("/" + existing.joined(separator: "/")) ?? "/"
        let tail = missing.joined(separator: "/")
        if tail.isEmpty { return head }
        return head == "/" ? "/" + tail : head + "/" + tail
    }

    /// The system's words for a failed file operation, without Foundation's decoration.
    static func reason(_ error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return (error as NSError).localizedDescription
    }
}
