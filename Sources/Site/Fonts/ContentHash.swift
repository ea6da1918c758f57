/// Content-hashed file names (`layout.3f9a1c2e.css`): a name that changes whenever the bytes
/// do, so browsers may cache the file for good.
enum ContentHash {
    /// Eight lower-case hex digits of the bytes' FNV-1a (64 bits, folded to 32): a cache key,
    /// not a defence.
    static func hex(_ bytes: [UInt8]) -> String {
        let hash = fnv1a(bytes)
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The bytes' 64-bit FNV-1a hash.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `name` with the hash before its extension: `theme.css` → `theme.0123abcd.css`;
    /// `newExtension` replaces the extension (`Inter-Regular.otf` → `Inter-Regular.0123abcd.woff2`).
    static func hashedName(_ name: String, bytes: [UInt8], newExtension: String? = nil) -> String {
        hashedName(name, hex: hex(bytes), newExtension: newExtension)
    }

    /// A name of the length every hashed name of `name` has, its eight digits zeros: what
    /// a streamed page links to until the file's bytes, and so its hash, are known.
    static func placeholderName(_ name: String) -> String {
        hashedName(name, hex: placeholderHex)
    }

    static let placeholderHex = "00000000"

    /// `name` with `hex` (eight digits) before its extension.
    static func hashedName(_ name: String, hex: String, newExtension: String? = nil) -> String {
        var stem = Substring(name)
        var fileExtension = ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = name[..<dot]
            fileExtension = String(name[name.index(after: dot)...])
        }
        return "\(stem).\(hex).\(newExtension ?? fileExtension)"
    }
}
