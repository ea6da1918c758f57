/// Chromium's own line breaking between two printable ASCII characters, which takes
/// precedence over ICU there (compatibility with other browsers, see WebKit bug 37698).
///
/// Read back from Chromium 156 (every pair of printable ASCII characters in a box too
/// narrow for either): a line may break
/// - before `(`, `<`, `[` and `{` after `! " # % & ) * + , . : ; = > \ ] | } ~`;
/// - after `-` before most characters (a digit only when a letter or digit precedes
///   the hyphen);
/// - after `?` before most characters;
/// - nowhere else: not after `/`, not inside `C++`, not between letters and punctuation.
enum AsciiBreakTable {
    // The sets as constant bit masks (`ASCIISet(_:)` makes them from their characters; a
    // test checks that they agree): a set made at run time is a lazy global, and reading
    // one costs a call, for every pair of characters of every paragraph.
    /// `( < [ {`
    static let opening = ASCIISet(low: 0x1000_0100_0000_0000, high: 0x0800_0000_0800_0000)
    /// `! " # % & ) * + , . : ; = > \ ] | } ~`
    static let beforeOpening = ASCIISet(low: 0x6C00_5E6E_0000_0000, high: 0x7000_0000_3000_0000)
    /// `" # % & ' ( * + - < = > @`, letters, `[ \ ^ _ ` { | ~` and DEL
    static let afterHyphen = ASCIISet(low: 0x7000_2DEC_0000_0000, high: 0xDFFF_FFFF_DFFF_FFFF)
    /// `# $ % & ( * + -`, digits, `< = > @`, letters, `[ \ ^ _ ` { | ~`
    static let afterQuestion = ASCIISet(low: 0x73FF_2D78_0000_0000, high: 0x5FFF_FFFF_DFFF_FFFF)

    /// A set of ASCII characters as two bit masks: asked about every pair of characters
    /// of every paragraph, where a `Set` lookup hashed each one.
    struct ASCIISet: Equatable {
        private var low: UInt64
        private var high: UInt64

        init(low: UInt64, high: UInt64) {
            self.low = low
            self.high = high
        }

        init(_ characters: String) {
            low = 0
            high = 0
            for byte in characters.utf8 where byte < 0x80 {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }
    }

    /// Whether a line may break between `last` and `next` (UTF-16 code units), or nil
    /// when the table does not decide and ICU must.
    static func decide(lastLast: UInt16, last: UInt16, next: UInt16) -> Bool? {
        // Controls (other than the spaces handled before) never break.
        if last < 0x21 || next < 0x21 { return false }
        if last == UInt16(UInt8(ascii: "-")) && next <= 0x7F && isDigit(next) {
            return isDigit(lastLast) || isLetter(lastLast)
        }
        guard last <= 0x7F && next <= 0x7F else {
            // A no-break space beside ASCII never breaks; the rest is ICU's.
            if (next == 0xA0 && last <= 0x7F) || (last == 0xA0 && next <= 0x7F) { return false }
            return nil
        }
        let lastByte = UInt8(last)
        let nextByte = UInt8(next)
        switch lastByte {
        case UInt8(ascii: "-"): return afterHyphen.contains(nextByte)
        case UInt8(ascii: "?"): return afterQuestion.contains(nextByte)
        default: return beforeOpening.contains(lastByte) && opening.contains(nextByte)
        }
    }

    static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
    static func isLetter(_ unit: UInt16) -> Bool { (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A }
}
