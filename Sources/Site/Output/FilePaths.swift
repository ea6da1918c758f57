import Foundation

/// Small, exact file-system questions the pipeline asks, answered with lstat/realpath.
enum FilePaths {
    enum Kind { case file, directory, other, missing }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isSymlink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
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
