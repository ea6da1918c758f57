@testable import SitegenMarkdown
import Testing

/// Word counts for reading time: runs of non-space characters holding a letter or digit,
/// and each CJK character a word, whether the text comes in one piece or in many.
struct WordCounterTests {
    /// The definition, written plainly over scalars: what the counter's byte loop must match.
    private func reference(_ pieces: [String]) -> Int {
        var words = 0
        var hasContent = false
        for piece in pieces {
            for scalar in piece.unicodeScalars {
                if WordCounter.isCJKWordCharacter(scalar) {
                    if hasContent { words += 1 }
                    hasContent = false
                    words += 1
                } else if scalar.properties.isWhitespace {
                    if hasContent { words += 1 }
                    hasContent = false
                } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    hasContent = true
                }
            }
        }
        return words + (hasContent ? 1 : 0)
    }

    private func counted(_ pieces: [String]) -> Int {
        var counter = WordCounter()
        for piece in pieces { counter.add(piece) }
        return counter.count
    }

    @Test func countsRunsWithALetterOrDigit() {
        #expect(counted(["Two words"]) == 2)
        #expect(counted(["  spaced\tout\n\nwords  "]) == 3)
        #expect(counted(["a - b -- c"]) == 3)  // dashes alone are not words
        #expect(counted(["x=1, y=2; (z)"]) == 3)
        #expect(counted(["café au lait"]) == 3)
        #expect(counted(["排版引擎"]) == 4)
        #expect(counted(["Inter 字体 font"]) == 4)
        #expect(counted([""]) == 0)
        #expect(counted(["...", "!!"]) == 0)
    }

    @Test func aWordGoesOnAcrossPieces() {
        #expect(counted(["lay", "out"]) == 1)
        #expect(counted(["lay ", "out"]) == 2)
        #expect(counted(["-", "-x"]) == 1)
        #expect(counted(["naï", "ve text"]) == 2)
    }

    /// Many texts of ASCII letters, digits, punctuation, every ASCII space and control,
    /// accented letters, no-break spaces and CJK, in one piece and cut into pieces.
    @Test func matchesTheDefinitionOnMixedTexts() {
        let alphabet: [String] = ["a", "Z", "7", "-", ".", "_", "(", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{01}",
                                  "\u{7F}", "é", "\u{A0}", "\u{2003}", "字", "か", "—", "½", "\u{1F600}"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            // A fixed sequence (xorshift), so that a failure can be reproduced.
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return Int(seed % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let text = (0..<next(40)).map { _ in alphabet[next(alphabet.count)] }.joined()
            let bytes = Array(text.utf8)
            // Cut at scalar boundaries only: the counter is given whole strings.
            var pieces: [String] = []
            var start = 0
            for (offset, byte) in bytes.enumerated() where offset > start && byte & 0xC0 != 0x80 && next(4) == 0 {
                pieces.append(String(decoding: bytes[start..<offset], as: UTF8.self))
                start = offset
            }
            pieces.append(String(decoding: bytes[start...], as: UTF8.self))
            #expect(counted([text]) == reference([text]), "\(text.debugDescription)")
            #expect(counted(pieces) == reference(pieces), "\(pieces)")
        }
    }
}
