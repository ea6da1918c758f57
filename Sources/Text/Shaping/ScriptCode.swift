/// A script by its ISO 15924 code packed into 32 bits (`Latn`, `Hani`), as HarfBuzz and
/// OpenType name scripts.
struct ScriptCode: Hashable, Sendable, CustomStringConvertible {
    var tag: UInt32

    init(tag: UInt32) {
        self.tag = tag
    }

    init(_ code: StaticString) {
        var tag: UInt32 = 0
        code.withUTF8Buffer { for byte in $0.prefix(4) { tag = tag << 8 | UInt32(byte) } }
        self.tag = tag
    }

    static let common = ScriptCode("Zyyy")

    var description: String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }
}
