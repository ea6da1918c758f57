/// JSON string literals, safe to embed anywhere: in a file, an SSE event, or an HTML
/// `<script type="application/json">` block (`<`, `>` and `&` are escaped, so the text can
/// never close the script element).
public enum JSONString {
    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, quotes included, to UTF-8 `bytes`: for
    /// writers that build a whole document as bytes (the layout data, the search index).
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &bytes) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0, to: &bytes) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `utf8` escaped for a JSON string literal: runs that need no escape are copied
    /// whole.
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        func append(_ escaped: StaticString) {
            escaped.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
        var copied = 0
        var offset = 0
        while offset < utf8.count {
            let byte = utf8[offset]
            // Most bytes need no escape: `"`, `\\`, `<`, `>`, `&`, controls and U+2028/U+2029 do.
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26
                || byte == 0xE2 else {
                offset += 1
                continue
            }
            var length = 1
            if byte == 0xE2 {
                // U+2028 and U+2029 end a line in JavaScript.
                guard offset + 2 < utf8.count, utf8[offset + 1] == 0x80,
                      utf8[offset + 2] == 0xA8 || utf8[offset + 2] == 0xA9 else {
                    offset += 1
                    continue
                }
                length = 3
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied ..< offset]))
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case UInt8(ascii: "<"): append("\\u003c")
            case UInt8(ascii: ">"): append("\\u003e")
            case UInt8(ascii: "&"): append("\\u0026")
            case 0xE2: append(utf8[offset + 2] == 0xA8 ? "\\u2028" : "\\u2029")
            default:
                append("\\u00")
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            }
            offset += length
            copied = offset
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied ..< utf8.count]))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON array of string literals.
    public static func array(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ",") + "]"
    }
}
