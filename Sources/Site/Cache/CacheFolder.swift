import Foundation

/// The folder where sitegen keeps what outlives a build (fonts encoded, remote images' sizes).
enum CacheFolder {
    /// `$SITEGEN_CACHE_DIR` (set but empty: none), else `$XDG_CACHE_HOME/sitegen`, else
    /// `~/.cache/sitegen`; nil when none applies.
    static func standard(environment: [String: String]) -> String? {
        func absolute(_ path: String?) -> String? {
            guard let path, path.hasPrefix("/") else { return nil }
            return path
        }
        if let chosen = environment["SITEGEN_CACHE_DIR"] {
            return chosen.isEmpty ? nil : FilePaths.absolute(chosen, relativeTo: FileManager.default.currentDirectoryPath)
        }
        if let xdg = absolute(environment["XDG_CACHE_HOME"]) { return xdg + "/sitegen" }
        if let home = absolute(environment["HOME"]) { return home + "/.cache/sitegen" }
        return nil
    }

    /// Writes `bytes` at `path` under a temporary name and renames it, so that a build running
    /// at the same time never reads half an entry. A cache never fails a build: false when
    /// it could not be written.
    @discardableResult
    static func store(_ bytes: [UInt8], at path: String) -> Bool {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return false }
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0 ... .max)).partial"
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else { return false }
        guard rename(temporary, path) == 0 else {
            try? manager.removeItem(atPath: temporary)
            return false
        }
        return true
    }
}
