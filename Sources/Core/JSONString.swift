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
    /// writers that build a whole document as bytes (the layout data).
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        func append(_ escaped: StaticString) {
            escaped.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
        bytes.append(UInt8(ascii: "\""))
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case UInt8(ascii: "<"): append("\\u003c")
            case UInt8(ascii: ">"): append("\\u003e")
            case UInt8(ascii: "&"): append("\\u0026")
            case 0..<0x20:
                append("\\u00")
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            case 0xE2 where utf8.count >= 2 && utf8[utf8.startIndex] == 0x80
                && (utf8[utf8.index(after: utf8.startIndex)] == 0xA8 || utf8[utf8.index(after: utf8.startIndex)] == 0xA9):
                // U+2028 and U+2029 end a line in JavaScript.
                append(utf8[utf8.index(after: utf8.startIndex)] == 0xA8 ? "\\u2028" : "\\u2029")
                utf8.removeFirst(2)
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON array of string literals.
    public static func array(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ",") + "]"
    }
}
