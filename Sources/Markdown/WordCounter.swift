/// Counts words for reading-time estimates: runs of non-space characters holding a letter or
/// digit, plus one word per Han, kana or other CJK ideographic character (those scripts do not
/// put spaces between words).
struct WordCounter {
    private(set) var count = 0
    private var inWord = false
    private var wordHasContent = false

    mutating func add(_ text: String) {
        for scalar in text.unicodeScalars {
            if Self.isCJKWordCharacter(scalar) {
                endWord()
                count += 1
            } else if scalar.properties.isWhitespace {
                endWord()
            } else {
                inWord = true
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { wordHasContent = true }
            }
        }
        endWord()
    }

    mutating func add(_ inlines: [Inline]) {
        add(Inline.plainText(inlines))
    }

    /// Counts the text of blocks; recursion is bounded by `MarkdownTreeBuilder.maximumBlockDepth`.
    mutating func add(_ blocks: [Block]) {
        for block in blocks {
            switch block.kind {
            case .paragraph(let inlines): add(inlines)
            case .heading(let heading): add(heading.content)
            case .blockQuote(let children): add(children)
            case .list(let list): for item in list.items { add(item.blocks) }
            case .codeBlock(_, let literal): add(literal)
            case .table(let table):
                for cell in table.header { add(cell.content) }
                for row in table.rows { for cell in row { add(cell.content) } }
            case .htmlBlock, .omittedHTML, .thematicBreak: break
            }
        }
    }

    private mutating func endWord() {
        if inWord, wordHasContent { count += 1 }
        inWord = false
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
