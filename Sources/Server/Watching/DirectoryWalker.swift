import Glibc

/// Lists a folder tree with `readdir`, without following symbolic links to folders
/// (a link back to a parent would otherwise never end).
enum DirectoryWalker {
    enum Kind {
        case folder
        case file
        case symbolicLink
    }

    /// Calls `visit` for `root` (as a folder) and everything below it; `visit` returns false to skip a folder's contents.
    static func walk(_ root: String, _ visit: (String, Kind) -> Bool) {
        guard visit(root, .folder) else { return }
        var pending = [root]
        while let folder = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = folder + "/" + name
                let kind: Kind
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): kind = .folder
                case Int32(DT_LNK): kind = .symbolicLink
                case Int32(DT_UNKNOWN): kind = kindFromLstat(path)
                default: kind = .file
                }
                if visit(path, kind), kind == .folder { pending.append(path) }
            }
        }
    }

    private static func kindFromLstat(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .file }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .file
        }
    }
}
