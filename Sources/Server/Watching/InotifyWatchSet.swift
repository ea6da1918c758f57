import Glibc
import SitegenCore

/// One inotify instance watching every folder of the watched trees, kept in step as
/// folders come and go. Used only from the watcher's thread.
final class InotifyWatchSet {
    enum Failure: Error {
        /// `fs.inotify.max_user_watches` (or the instance limit) is reached.
        case limitReached
        case unavailable(Int32)
    }

    private struct Watch {
        var path: String
        /// True inside a watched tree; false for the folder holding a watched single file.
        var recursive: Bool
        /// For a single watched file: the names that matter in that folder.
        var onlyNames: Set<String>
    }

    let descriptor: Int32
    private let roots: [FileWatcher.WatchedPath]
    private var watches: [Int32: Watch] = [:]
    private var descriptorByPath: [String: Int32] = [:]
    /// Roots whose folder does not exist (yet); checked again by `retryMissingRoots`.
    private(set) var missingRoots: [FileWatcher.WatchedPath] = []
    /// The latest file renamed away, by the cookie its rename's other half carries.
    private var movedAway: (cookie: UInt32, path: String)?

    private static let folderMask: UInt32 = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF) | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW) | UInt32(IN_EXCL_UNLINK)

    init(roots: [FileWatcher.WatchedPath]) throws(Failure) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            let code = errno
            throw code == EMFILE ? .limitReached : .unavailable(code)
        }
        self.descriptor = descriptor
        self.roots = roots
        do {
            for root in roots { try add(root) }
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit { close(descriptor) }

    /// Reads every queued event into `batch`. Throws when a new folder cannot be watched.
    func readEvents(into batch: inout ChangeBatch) throws(Failure) {
        let bufferSize = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: bufferSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, bufferSize) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }  // EAGAIN: the queue is drained
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let (wd, mask, cookie, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, event.cookie, Int(event.len))
                }
                let nameStart = offset + headerSize
                let nameBytes = buffer[nameStart..<min(nameStart + nameLength, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                try handle(wd: wd, mask: mask, cookie: cookie, name: name, into: &batch)
                offset = nameStart + nameLength
            }
        }
    }

    /// Watches roots that have appeared since; their contents count as changed.
    func retryMissingRoots(into batch: inout ChangeBatch) throws(Failure) {
        let waiting = missingRoots
        missingRoots = []
        for root in waiting where try add(root) {
            batch.markEverything()  // a root that appeared late: all of it is new
        }
    }

    // MARK: - Events

    private func handle(wd: Int32, mask: UInt32, cookie: UInt32, name: String,
                        into batch: inout ChangeBatch) throws(Failure) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: rebuild everything, and re-read the trees in case folders came or went.
            batch.markEverything()
            try rewatchEverything()
            return
        }
        guard let watch = watches[wd] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            forget(wd)
            noteIfRootVanished(watch.path, into: &batch)
            return
        }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            if mask & UInt32(IN_MOVE_SELF) != 0 { forgetTree(watch.path) }
            noteIfRootVanished(watch.path, into: &batch)
            return
        }
        let path = watch.path + "/" + name
        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
           missingRoots.contains(where: { $0.folderToWatch == path }) {
            // A watched folder that did not exist (`Templates/`, made once the preview runs): watched from now on.
            try retryMissingRoots(into: &batch)
            return
        }
        if mask & UInt32(IN_MOVED_TO) != 0, EditorFiles.isScratch(name), let away = movedAway, away.cookie == cookie {
            // A file renamed to its backup name: the editor saving it writes it again next.
            batch.awaitReplacement(of: away.path)
            movedAway = nil
            return
        }
        if !watch.onlyNames.isEmpty, !watch.onlyNames.contains(name) { return }
        // What a build leaves out (hidden names, editors' scratch and backup files) never needs one.
        if EditorFiles.isIgnored(name) { return }
        if mask & UInt32(IN_MOVED_FROM) != 0, mask & UInt32(IN_ISDIR) == 0 { movedAway = (cookie, path) }

        if mask & UInt32(IN_ISDIR) != 0 {
            guard watch.recursive else { return }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                try addTree(path, into: &batch)
            } else if mask & UInt32(IN_MOVED_FROM) != 0 {
                // The files that left are not listed anywhere: rebuild everything.
                forgetTree(path)
                batch.markEverything()
            }
            return
        }
        if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 {
            batch.insert(path, as: .finished)
            if mask & UInt32(IN_MOVED_TO) != 0, watch.recursive { try follow(path, into: &batch) }
        } else if mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0 {
            batch.insert(path, as: .removed)
        } else if mask & UInt32(IN_CREATE) != 0, Self.isSymbolicLink(path) {
            // A new regular file is reported when its writer closes it; a new link never gets written.
            batch.insert(path)
            if watch.recursive { try follow(path, into: &batch) }
        }
    }

    private func noteIfRootVanished(_ path: String, into batch: inout ChangeBatch) {
        for root in roots where root.folderToWatch == path && !missingRoots.contains(root) {
            if descriptorByPath[path] == nil {
                missingRoots.append(root)
                batch.markEverything()
            }
        }
    }

    // MARK: - Watches

    /// Watches a root; false when its folder does not exist (it is then retried later).
    @discardableResult
    private func add(_ root: FileWatcher.WatchedPath) throws(Failure) -> Bool {
        let folder = root.folderToWatch
        guard Self.isFolder(folder) else {
            missingRoots.append(root)
            return false
        }
        switch root {
        case .folder:
            var ignored = ChangeBatch()
            try addTree(folder, into: &ignored)
        case .file(let url):
            if let existing = descriptorByPath[folder], let watch = watches[existing] {
                if !watch.onlyNames.isEmpty { watches[existing]?.onlyNames.insert(url.lastPathComponent) }
                return true
            }
            guard let wd = try addWatch(folder) else {
                missingRoots.append(root)
                return false
            }
            watches[wd] = Watch(path: folder, recursive: false, onlyNames: [url.lastPathComponent])
            descriptorByPath[folder] = wd
        }
        return true
    }

    /// Watches `root` and every folder below; files found count as changed (they may have
    /// been written before the watch existed).
    private func addTree(_ root: String, into batch: inout ChangeBatch) throws(Failure) {
        var failure: Failure?
        var links: [String] = []
        DirectoryWalker.walk(root) { path, kind in
            guard failure == nil else { return false }
            switch kind {
            case .folder:
                if path != root, EditorFiles.isIgnored(Self.name(of: path)) { return false }
                do throws(Failure) {
                    guard let wd = try addWatch(path) else { return false }
                    if let existing = watches[wd], existing.path != path { descriptorByPath[existing.path] = nil }
                    watches[wd] = Watch(path: path, recursive: true, onlyNames: [])
                    descriptorByPath[path] = wd
                    return true
                } catch {
                    failure = error
                    return false
                }
            case .file, .symbolicLink:
                guard !EditorFiles.isIgnored(Self.name(of: path)) else { return false }
                batch.insert(path)
                if kind == .symbolicLink { links.append(path) }
                return false
            }
        }
        if let failure { throw failure }
        for link in links { try follow(link, into: &batch) }
    }

    /// Watches the folder a link leads to, as the build reads it (by its real path), unless
    /// it is watched already (which also ends a loop of links).
    private func follow(_ link: String, into batch: inout ChangeBatch) throws(Failure) {
        guard let resolved = realpath(link, nil) else { return }
        let target = String(cString: resolved)
        free(resolved)
        guard Self.isFolder(target), descriptorByPath[target] == nil else { return }
        try addTree(target, into: &batch)
    }

    /// The watch descriptor, or nil when the folder vanished or is unreadable (nothing to watch).
    private func addWatch(_ path: String) throws(Failure) -> Int32? {
        let wd = inotify_add_watch(descriptor, path, Self.folderMask)
        if wd >= 0 { return wd }
        let code = errno
        if code == ENOSPC { throw .limitReached }
        if code == ENOENT || code == ENOTDIR || code == EACCES { return nil }
        throw .unavailable(code)
    }

    private func rewatchEverything() throws(Failure) {
        for wd in watches.keys { inotify_rm_watch(descriptor, wd) }
        watches = [:]
        descriptorByPath = [:]
        missingRoots = []
        for root in roots { try add(root) }
    }

    private func forget(_ wd: Int32) {
        if let watch = watches.removeValue(forKey: wd), descriptorByPath[watch.path] == wd {
            descriptorByPath[watch.path] = nil
        }
    }

    /// Drops the watches of a folder that moved away (they would report under its old path).
    private func forgetTree(_ path: String) {
        let prefix = path + "/"
        for (wd, watch) in watches where watch.path == path || watch.path.hasPrefix(prefix) {
            inotify_rm_watch(descriptor, wd)
            forget(wd)
        }
    }

    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}

extension FileWatcher.WatchedPath {
    /// The folder inotify watches for this root: the folder itself, or a file's parent.
    var folderToWatch: String {
        switch self {
        case .folder(let url): return url.path
        case .file(let url): return url.deletingLastPathComponent().path
        }
    }
}
