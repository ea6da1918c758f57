import Glibc
import Synchronization

/// Small files held in memory with their ETag, checked against `stat` on every use.
///
/// Preview pages are small and requested over and over; keeping their bytes (with the
/// live-reload script already injected) saves a read and a hash per request. The ETag of
/// a cached file is a hash of the bytes sent, so a rebuild that rewrites a page with the
/// same content keeps its ETag and the browser's copy stays valid (304). Files above
/// `maximumFileSize` are sent from disk with `sendfile`; their ETag comes from
/// inode, size and modification time instead.
final class StaticFileCache: Sendable {
    struct Entry: Sendable {
        var identity: FileIdentity
        /// A strong validator, quotes included.
        var etag: String
        /// The bytes to send; nil for files sent from disk.
        var body: SharedBytes?
    }

    let maximumFileSize: Int
    let maximumTotalSize: Int
    private let entries = Mutex<(byPath: [String: Entry], totalSize: Int)>(([:], 0))

    init(maximumFileSize: Int = 1 << 20, maximumTotalSize: Int = 64 << 20) {
        self.maximumFileSize = maximumFileSize
        self.maximumTotalSize = maximumTotalSize
    }

    /// The entry for `path` as it is now; `transform` rewrites a small file's bytes before caching
    /// (HTML gets the live-reload script). Nil when the file cannot be read.
    func entry(for path: String, identity: FileIdentity, transform: (([UInt8]) -> [UInt8])?) -> Entry? {
        if identity.size > maximumFileSize {
            return Entry(identity: identity, etag: Self.identityTag(identity), body: nil)
        }
        if let cached = entries.withLock({ $0.byPath[path] }), cached.identity == identity {
            return cached
        }
        guard let (bytes, readIdentity) = Self.read(path), readIdentity.size <= maximumFileSize else { return nil }
        let sent = transform?(bytes) ?? bytes
        let entry = Entry(identity: readIdentity, etag: Self.contentTag(sent), body: SharedBytes(sent))
        entries.withLock { state in
            if let old = state.byPath[path] { state.totalSize -= old.body?.count ?? 0 }
            if state.totalSize + sent.count > maximumTotalSize {
                state.byPath.removeAll(keepingCapacity: true)
                state.totalSize = 0
            }
            state.byPath[path] = entry
            state.totalSize += sent.count
        }
        return entry
    }

    /// Forgets everything (after a rebuild, so stale entries do not linger in memory).
    func removeAll() {
        entries.withLock { $0 = ([:], 0) }
    }

    private static func read(_ path: String) -> ([UInt8], FileIdentity)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let identity = FileIdentity.of(descriptor: descriptor), identity.isRegularFile else { return nil }
        var bytes = [UInt8](repeating: 0, count: identity.size)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.read(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }  // error, or the file shrank while being read
            filled += count
        }
        return (bytes, identity)
    }

    /// FNV-1a, 64 bits: a validator, not a defence, and fast on page-sized inputs.
    static func contentTag(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\"" + hex(hash, width: 16) + "-" + String(bytes.count, radix: 16) + "\""
    }

    static func identityTag(_ identity: FileIdentity) -> String {
        "\"f" + String(identity.inode, radix: 16) + "-" + String(identity.size, radix: 16) + "-"
            + String(UInt64(bitPattern: identity.modified), radix: 16) + "\""
    }

    private static func hex(_ value: UInt64, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
