/// A stylesheet as it is published: without its comments, indentation and blank lines, which
/// a reader's browser would download before it can draw the page (a quarter of the theme's
/// stylesheet, compressed), and whose characters would otherwise be counted among those
/// the fonts must hold.
///
/// Strings and `url(…)` are copied as they are, so `content: "/* */"` stays; a comment
/// that opens with `/*!` (a licence, by convention) is kept. Nothing else changes: every
/// rule, selector and space between tokens on a line is the source's.
enum StylesheetCompaction {
    static func compacted(_ css: String) -> String {
        let bytes = Array(css.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var atLineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if atLineStart && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")) {
                index += 1
                continue
            }
            atLineStart = false
            switch byte {
            case UInt8(ascii: "/") where next(bytes, index) == UInt8(ascii: "*") && next(bytes, index + 1) != UInt8(ascii: "!"):
                index = commentEnd(bytes, from: index + 2)
                // A comment alone on its line leaves no blank line behind.
                if output.last == nil || output.last == UInt8(ascii: "\n") { atLineStart = true }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let end = stringEnd(bytes, from: index + 1, quote: byte)
                output += bytes[index..<end]
                index = end
            case UInt8(ascii: "u") where startsURL(bytes, at: index):
                let end = bytes[index...].firstIndex(of: UInt8(ascii: ")")).map { $0 + 1 } ?? bytes.count
                output += bytes[index..<end]
                index = end
            case UInt8(ascii: "\n"):
                output.append(byte)
                index += 1
                atLineStart = true
            default:
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func next(_ bytes: [UInt8], _ index: Int) -> UInt8? {
        index + 1 < bytes.count ? bytes[index + 1] : nil
    }

    /// The index after the `*/` that closes a comment whose text starts at `start` (the end
    /// of the stylesheet for one left open, as CSS reads it).
    private static func commentEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return bytes.count
    }

    /// The index after the quote that closes a string whose text starts at `start` (a
    /// backslash escapes the next byte; a line break ends a string left open, as in CSS).
    private static func stringEnd(_ bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case quote: return index + 1
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\n"): return index
            default: index += 1
            }
        }
        return bytes.count
    }

    /// Whether an unquoted `url(` starts at `index` (a quoted one is copied as its string is),
    /// not as the end of a longer name.
    private static func startsURL(_ bytes: [UInt8], at index: Int) -> Bool {
        let name = Array("url(".utf8)
        guard index + name.count < bytes.count, Array(bytes[index..<index + name.count]) == name else { return false }
        let first = bytes[(index + name.count)...].first { $0 != UInt8(ascii: " ") }
        guard first != UInt8(ascii: "\"") && first != UInt8(ascii: "'") else { return false }
        return index == 0 || !isNameByte(bytes[index - 1])
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }
}
