/// Replaces byte strings in UTF-8 text (quoted URLs in rendered pages) without decoding it.
enum ByteReplacement {
    /// `bytes` with every occurrence of each `old` replaced by its `new`, scanning once from
    /// the start; where two `old`s start at one place, the first listed wins.
    static func replacing(_ pairs: [(old: [UInt8], new: [UInt8])], in bytes: [UInt8]) -> [UInt8] {
        let pairs = pairs.filter { !$0.old.isEmpty }
        guard !pairs.isEmpty else { return bytes }
        var startsAnOld = [Bool](repeating: false, count: 256)
        for pair in pairs { startsAnOld[Int(pair.old[0])] = true }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            var copiedUpTo = 0
            let count = bytes.count
            outer: while index < count {
                guard startsAnOld[Int(bytes[index])] else {
                    index += 1
                    continue
                }
                for pair in pairs where index + pair.old.count <= count
                    && bytes[index..<(index + pair.old.count)].elementsEqual(pair.old) {
                    result.append(contentsOf: bytes[copiedUpTo..<index])
                    result += pair.new
                    index += pair.old.count
                    copiedUpTo = index
                    continue outer
                }
                index += 1
            }
            result.append(contentsOf: bytes[copiedUpTo..<count])
        }
        return result
    }
}
