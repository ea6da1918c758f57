/// Counts words for reading-time estimates: runs of non-space characters holding a letter or
/// digit, plus one word per Han, kana or other CJK ideographic character (those scripts do not
/// put spaces between words).
///
/// A walk of a document counts its titles, text, code and the YAML of timelines; every
/// title, block and table cell ends the word before it (`WordCounter+Walking`).
struct WordCounter: MarkdownWalker {
    private var completedWords = 0
    /// Words so far, the one in progress included.
    var count: Int { completedWords + (wordHasContent ? 1 : 0) }
    /// Whether the run of non-space characters in progress holds a letter or digit: all a
    /// run needs to remember, since only such runs count.
    private var wordHasContent = false

    mutating func add(_ text: String) {
        // Bytes where the text is ASCII, scalars only from its first other character.
        let asciiPrefix = text.utf8.withContiguousStorageIfAvailable { addASCIIPrefix(of: $0) } ?? 0
        guard asciiPrefix < text.utf8.count else { return }
        let rest = text.utf8.index(text.utf8.startIndex, offsetBy: asciiPrefix)
        for scalar in text.unicodeScalars[rest...] {
            let value = scalar.value
            if value < 0x80 {
                add(ascii: UInt8(value))
            } else if Self.isCJKWordCharacter(scalar) {
                endWord()
                completedWords += 1
            } else if scalar.properties.isWhitespace {
                endWord()
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                wordHasContent = true
            }
        }
    }

    /// Counts the ASCII bytes `bytes` starts with and returns how many there are. This loop
    /// sees every character of every page, so it has no branch but its end: a space ends
    /// the run (counted when it held a letter or digit), a letter or digit marks it.
    private mutating func addASCIIPrefix(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let (count, completed, hasContent) = Self.asciiClasses.withUnsafeBufferPointer {
            Self.countASCIIPrefix(bytes, classes: $0, completed: completedWords, hasContent: wordHasContent ? 1 : 0)
        }
        (completedWords, wordHasContent) = (completed, hasContent != 0)
        return count
    }

    /// The loop of `addASCIIPrefix`, its state in locals (registers), none captured.
    private static func countASCIIPrefix(
        _ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, completed: Int, hasContent: Int
    ) -> (count: Int, completed: Int, hasContent: Int) {
        var (completed, hasContent) = (completed, hasContent)
        var count = 0
        while count < bytes.count {
            let byte = bytes[count]
            if byte >= 0x80 { break }
            let byteClass = Int(classes[Int(byte)])
            let space = byteClass >> 1
            completed &+= space & hasContent
            hasContent = (hasContent | byteClass) & (space ^ 1) & 1
            count += 1
        }
        return (count, completed, hasContent)
    }

    /// Each ASCII byte's class for `addASCIIPrefix`: 1 a letter or digit, 2 a space, 0 other.
    private static let asciiClasses: [UInt8] = (0..<128).map { byte in
        isLetterOrDigit(UInt8(byte)) ? 1 : isSpace(UInt8(byte)) ? 2 : 0
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space, as bits of 0–63.
    private static let spaceMask: UInt64 = 0x1_0000_3E00
    /// 0–9, as bits of 0–63.
    private static let digitMask: UInt64 = 0x03FF_0000_0000_0000
    /// A–Z and a–z, as bits of 64–127.
    private static let letterMask: UInt64 = 0x07FF_FFFE_07FF_FFFE

    /// An ASCII space or control that separates words (tab to carriage return, space).
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte < 64 && (UInt64(1) << byte) & spaceMask != 0
    }

    /// An ASCII letter or digit: what makes a run of characters a word.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt64(1) << (byte & 63)) & (byte < 64 ? digitMask : letterMask) != 0
    }

    /// An ASCII character after the text's first other one.
    private mutating func add(ascii byte: UInt8) {
        if Self.isSpace(byte) {
            endWord()
        } else if Self.isLetterOrDigit(byte) {
            wordHasContent = true
        }
    }

    /// Ends the word in progress; call between separate pieces of text (a title and a block).
    mutating func finishText() {
        endWord()
    }

    private mutating func endWord() {
        if wordHasContent { completedWords += 1 }
        wordHasContent = false
    }

    static func isCJKWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF,  // Hiragana, Katakana
            0x31F0...0x31FF,  // Katakana phonetic extensions
            0x3400...0x4DBF,  // CJK Extension A
            0x4E00...0x9FFF,  // CJK Unified Ideographs
            0xF900...0xFAFF,  // CJK Compatibility Ideographs
            0xFF66...0xFF9D,  // Halfwidth Katakana
            0x20000...0x3FFFF:  // CJK Extensions B and later
            return true
        default:
            return false
        }
    }
}
