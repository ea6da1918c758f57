/// UTF-8 validation per the Unicode standard's table of well-formed byte sequences
/// (no overlong forms, no surrogates, nothing above U+10FFFF).
public enum UTF8Sequence {
    /// The length of the well-formed sequence starting at `index`, or 0 if it is ill-formed.
    @inlinable
    public static func validLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= bytes.endIndex, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
            return 0
        }
        return length
    }
}
