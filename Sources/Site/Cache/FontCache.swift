import Foundation

/// The WOFF2 files of earlier builds, kept across processes in the user's cache folder, so
/// that a build whose pages show the same characters as an earlier one does not encode the
/// same font subsets again.
///
/// Encoding is what publishing fonts costs: Brotli over every subset is a large part of a
/// small site's build. An entry is found by the subset's bytes, and holds them: a hit is
/// the subset the build made, compared byte for byte, so it gives the bytes encoding would give.
/// A cache never fails a build: an entry it cannot read is encoded again, one it cannot write
/// is skipped.
public struct FontCache: Sendable {
    /// The folder entries go in (`<cache>/fonts`).
    public let folder: String

    /// Entries kept per published font: a site gains characters now and then, and each new set
    /// makes a new entry; the least recently used beyond these are deleted.
    static let entriesPerFont = 8

    public init(folder: String) {
        self.folder = folder
    }

    /// The cache `sitegen` uses by default: the `fonts` folder of `CacheFolder.standard`.
    public static func standard(environment: [String: String]) -> FontCache? {
        CacheFolder.standard(environment: environment).map { FontCache(folder: $0 + "/fonts") }
    }

    /// `subset` as WOFF2: from the cache, or made by `encode` and kept.
    func woff2(publishedName: String, subset: [UInt8], quality: Int32, encode: () -> [UInt8]?) -> [UInt8]? {
        let path = entryPath(publishedName: publishedName, subset: subset, quality: quality)
        if let bytes = FileManager.default.contents(atPath: path),
           let found = Entry.woff2(in: [UInt8](bytes), subset: subset, quality: quality) {
            // Its time says when it was last used, for the eviction.
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
            return found
        }
        guard let made = encode() else { return nil }
        store(Entry.bytes(subset: subset, woff2: made, quality: quality), at: path, publishedName: publishedName)
        return made
    }

    /// `<folder>/<font's stem>-<subset's FNV-1a>-<subset's length>-q<quality>.woff2entry`.
    func entryPath(publishedName: String, subset: [UInt8], quality: Int32) -> String {
        let digits = String(ContentHash.fnv1a(subset), radix: 16)
        let hex = String(repeating: "0", count: 16 - digits.count) + digits
        return "\(folder)/\(Self.stem(publishedName))-\(hex)-\(subset.count)-q\(quality).woff2entry"
    }

    private static func stem(_ publishedName: String) -> Substring {
        publishedName.split(separator: ".", omittingEmptySubsequences: false).first ?? Substring(publishedName)
    }

    /// Stores the entry (whole or not at all), then deletes the font's least recently used ones.
    private func store(_ bytes: [UInt8], at path: String, publishedName: String) {
        guard CacheFolder.store(bytes, at: path) else { return }
        evict(keepingFor: publishedName)
    }

    private func evict(keepingFor publishedName: String) {
        let manager = FileManager.default
        let prefix = Self.stem(publishedName) + "-"
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let entries = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".woff2entry") }.map { name in
            let used = (try? manager.attributesOfItem(atPath: folder + "/" + name)[.modificationDate] as? Date) ?? .distantPast
            return (name: name, used: used)
        }
        guard entries.count > Self.entriesPerFont else { return }
        let oldest = entries.sorted { ($0.used, $0.name) < ($1.used, $1.name) }.prefix(entries.count - Self.entriesPerFont)
        for entry in oldest { try? manager.removeItem(atPath: folder + "/" + entry.name) }
    }

    /// An entry's bytes: a header (magic, Brotli quality, both lengths), the subset, the WOFF2.
    enum Entry {
        static let magic: [UInt8] = Array("sitegen-woff2-1\n".utf8)

        static func bytes(subset: [UInt8], woff2: [UInt8], quality: Int32) -> [UInt8] {
            var bytes = magic
            for value in [UInt64(UInt32(bitPattern: quality)), UInt64(subset.count), UInt64(woff2.count)] {
                withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
            }
            return bytes + subset + woff2
        }

        /// The WOFF2 of an entry made from exactly `subset` at `quality`; nil for any other
        /// entry, a cut-off one included.
        static func woff2(in entry: [UInt8], subset: [UInt8], quality: Int32) -> [UInt8]? {
            let header = magic.count + 24
            guard entry.count >= header, entry.starts(with: magic) else { return nil }
            func field(_ index: Int) -> UInt64 {
                var value: UInt64 = 0
                for byte in entry[(magic.count + index * 8)..<(magic.count + index * 8 + 8)].reversed() {
                    value = value << 8 | UInt64(byte)
                }
                return value
            }
            guard field(0) == UInt64(UInt32(bitPattern: quality)), field(1) == UInt64(subset.count),
                  UInt64(entry.count - header) == field(1) &+ field(2) else { return nil }
            let woff2Start = header + subset.count
            guard entry[header..<woff2Start].elementsEqual(subset),
                  entry[woff2Start...].starts(with: Array("wOF2".utf8)) else { return nil }
            return Array(entry[woff2Start...])
        }
    }
}
