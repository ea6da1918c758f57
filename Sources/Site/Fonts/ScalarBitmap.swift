/// A set of Unicode scalars filled one occurrence at a time, hundreds of thousands of times
/// per page: a bit per scalar of the Basic Multilingual Plane (where nearly every character
/// of a page is), a `Set` for the others, so that an occurrence costs no hashing.
struct ScalarBitmap {
    private static let planeWords = 0x10000 / 64
    private var words: [UInt64] = []
    private var others: Set<Unicode.Scalar> = []

    mutating func insert(_ scalar: Unicode.Scalar) {
        let value = Int(scalar.value)
        guard value < 0x10000 else {
            others.insert(scalar)
            return
        }
        if words.isEmpty { words = [UInt64](repeating: 0, count: Self.planeWords) }
        words[value >> 6] |= 1 << UInt64(value & 63)
    }

    /// Adds every scalar of `other`.
    mutating func formUnion(_ other: ScalarBitmap) {
        others.formUnion(other.others)
        guard !other.words.isEmpty else { return }
        if words.isEmpty {
            words = other.words
            return
        }
        for index in words.indices { words[index] |= other.words[index] }
    }

    /// The scalars inserted.
    var scalars: Set<Unicode.Scalar> {
        var result = others
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                if let scalar = Unicode.Scalar(UInt32(index * 64 + bit)) { result.insert(scalar) }
                bits &= bits - 1
            }
        }
        return result
    }
}
