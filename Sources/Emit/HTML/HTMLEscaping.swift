/// The escaping cmark-gfm's HTML renderer applies, so sitegen's output matches it byte for byte.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"`. A single quote needs no escape: every attribute sitegen
    /// writes is double-quoted (cmark does the same).
    static func escapeText(_ string: String, into output: inout String) {
        // Most text has nothing to escape: it is appended whole, without a walk by index.
        let plain = string.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }
        }
        if plain == true {
            output += string
            return
        }
        var pendingStart = string.utf8.startIndex
        let utf8 = string.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            default: replacement = nil
            }
            if let replacement {
                output += string[pendingStart..<index]
                output += replacement
                pendingStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += string[pendingStart...]
    }

    static func escapeText(_ string: String) -> String {
        var output = ""
        escapeText(string, into: &output)
        return output
    }

    /// Percent-encodes bytes that are not URL characters and entity-escapes `&` and `'`
    /// (cmark's `houdini_escape_href`); reserved characters keep their meaning.
    static func escapeURL(_ url: String, into output: inout String) {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            if isURLSafe(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: "&") {
                bytes += Array("&amp;".utf8)
            } else if byte == UInt8(ascii: "'") {
                bytes += Array("&#x27;".utf8)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
    }

    static func escapeURL(_ url: String) -> String {
        var output = ""
        escapeURL(url, into: &output)
        return output
    }

    /// Percent-encodes the bytes `escapeURL` encodes (spaces, non-ASCII letters…) and leaves
    /// everything else, `&` and `'` included, for a later HTML or XML escaping step (a template's
    /// `{{url}}`): `/zh/安装/` → `/zh/%E5%AE%89%E8%A3%85/`, the form sitemaps and feeds need.
    public static func percentEncoded(_ url: String) -> String {
        guard url.utf8.contains(where: { !isURLSafe($0) && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "'") }) else {
            return url
        }
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count * 2)
        for byte in url.utf8 {
            if isURLSafe(byte) || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "'") {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Letters, digits and `-_.+!*(),%#@?=;:/$~`.
    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-_.+!*(),%#@?=;:/$~".utf8.contains(byte)
        }
    }

    /// `javascript:`, `vbscript:`, `file:` and `data:` URLs, except `data:image/png|gif|jpeg|webp`,
    /// compared case-insensitively (cmark's `scan_dangerous_url`).
    static func isDangerousURL(_ url: String) -> Bool {
        // ASCII-only case folding, as cmark's scanner does.
        let lowered = url.utf8.prefix(16).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        for safe in ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
        where lowered.starts(with: safe.utf8) {
            return false
        }
        return ["javascript:", "vbscript:", "file:", "data:"].contains { lowered.starts(with: $0.utf8) }
    }
}
