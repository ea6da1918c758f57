/// Replaces byte strings in UTF-8 text (quoted URLs in rendered pages) without decoding it.
enum ByteReplacement {
    /// `bytes` with every occurrence of each `old` replaced by its `new`, as a scan from the
    /// start would: where two `old`s start at one place, the first listed wins, and a
    /// replaced occurrence hides any other that overlaps it.
    ///
    /// The `old`s are found by searching for the start they share (`"/assets/`), skipping
    /// ahead by the window's last byte (Horspool) instead of testing every byte: the site's
    /// pages are hundreds of megabytes and hold each `old` a few times at most.
    static func replacing(_ pairs: [(old: [UInt8], new: [UInt8])], in bytes: [UInt8]) -> [UInt8] {
        replacingAndLocating(pairs, in: bytes).bytes
    }

    /// `replacing`, and where each `new` it wrote starts in the result, with the number of
    /// its pair: for patching the file written from it in place later (`PageStream`).
    static func replacingAndLocating(
        _ pairs: [(old: [UInt8], new: [UInt8])], in bytes: [UInt8]
    ) -> (bytes: [UInt8], places: [(offset: Int, pair: Int)]) {
        // Numbers stay those of `pairs`; an empty `old` is never searched for.
        let usable = pairs.indices.filter { !pairs[$0].old.isEmpty }
        guard let first = usable.first else { return (bytes, []) }
        // One search for the shared start, or one per `old` when they share none.
        let shared = usable.dropFirst().reduce(pairs[first].old[...]) { shared, number in
            shared.prefix(zip(shared, pairs[number].old).prefix { $0 == $1 }.count)
        }
        let searches = shared.isEmpty ? usable.map { (pairs[$0].old[...], [$0]) } : [(shared, usable)]
        var matches: [(start: Int, pair: Int)] = []
        bytes.withUnsafeBufferPointer { text in
            for (start, candidates) in searches {
                let places = Array(start).withUnsafeBufferPointer { occurrences(of: $0, in: text) }
                for place in places {
                    for number in candidates {
                        let old = pairs[number].old
                        if place + old.count <= text.count, text[place..<(place + old.count)].elementsEqual(old) {
                            matches.append((place, number))
                        }
                    }
                }
            }
        }
        guard !matches.isEmpty else { return (bytes, []) }
        matches.sort { ($0.start, $0.pair) < ($1.start, $1.pair) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var places: [(offset: Int, pair: Int)] = []
        var copiedUpTo = 0
        for match in matches where match.start >= copiedUpTo {
            let pair = pairs[match.pair]
            result.append(contentsOf: bytes[copiedUpTo..<match.start])
            places.append((result.count, match.pair))
            result.append(contentsOf: pair.new)
            copiedUpTo = match.start + pair.old.count
        }
        result.append(contentsOf: bytes[copiedUpTo...])
        return (result, places)
    }

    /// Where `pattern` (not empty) starts in `text`, overlapping occurrences included.
    private static func occurrences(of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> [Int] {
        let last = pattern.count - 1
        // How far the window may move when its last byte is this one.
        var shift = [Int](repeating: pattern.count, count: 256)
        for index in 0..<last { shift[Int(pattern[index])] = last - index }
        var found: [Int] = []
        var start = 0
        while start + last < text.count {
            let end = text[start + last]
            if end == pattern[last] {
                var index = 0
                while index < last, text[start + index] == pattern[index] { index += 1 }
                if index == last { found.append(start) }
            }
            start += shift[Int(end)]
        }
        return found
    }
}
