import Glibc
import SitegenCore

/// The fallback when inotify cannot watch enough folders: compares a listing of every
/// watched file (modification time, size, inode) with the previous one.
final class PollingScanner {
    private struct Stamp: Equatable {
        var modified: Int64
        var size: Int64
        var inode: UInt64
    }

    private let roots: [FileWatcher.WatchedPath]
    private var stamps: [String: Stamp] = [:]

    init(roots: [FileWatcher.WatchedPath]) {
        self.roots = roots
        stamps = listing()
    }

    /// Adds every file that appeared, disappeared or changed since the last scan.
    func scan(into batch: inout ChangeBatch) {
        let current = listing()
        for (path, stamp) in current where stamps[path] != stamp {
            batch.insert(path)
        }
        for path in stamps.keys where current[path] == nil {
            batch.insert(path)
        }
        stamps = current
    }

    private func listing() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        for root in roots {
            switch root {
            case .folder(let url):
                DirectoryWalker.walk(url.path) { path, kind in
                    switch kind {
                    case .folder:
                        return path == url.path || !EditorFiles.isIgnored(InotifyWatchSet.name(of: path))
                    case .file, .symbolicLink:
                        if !EditorFiles.isIgnored(InotifyWatchSet.name(of: path)), let stamp = Self.stamp(path) {
                            result[path] = stamp
                        }
                        return false
                    }
                }
            case .file(let url):
                if let stamp = Self.stamp(url.path) { result[url.path] = stamp }
            }
        }
        return result
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }
}
