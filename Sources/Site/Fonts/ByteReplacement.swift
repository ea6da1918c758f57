/// Replaces byte strings in UTF-8 text (quoted URLs in rendered pages) without decoding it.
enum ByteReplacement {
    /// `bytes` with every occurrence of each `old` replaced by its `new`, scanning once from
    /// the start; where two `old`s start at one place, the first listed wins.
    static func replacing(_ pairs: [(old: [UInt8], new: [UInt8])], in bytes: [UInt8]) -> [UInt8] {
        let pairs = pairs.filter { !$0.old.isEmpty }
        guard !pairs.isEmpty else { return bytes }
        let firstBytes = Set(pairs.map { $0.old[0] })
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var index = 0
        let count = bytes.count
        outer: while index < count {
            let byte = bytes[index]
            if firstBytes.contains(byte) {
                for pair in pairs where index + pair.old.count <= count
                    && bytes[index..<(index + pair.old.count)].elementsEqual(pair.old) {
                    result += pair.new
                    index += pair.old.count
                    continue outer
                }
            }
            result.append(byte)
            index += 1
        }
        return result
    }
}
