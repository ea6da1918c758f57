/// A request target checked for safety and decoded once: the path to look up in the site.
///
/// Every form that could climb out of the output root is refused here, before the file
/// system is touched: `..` and `.` segments (also percent-encoded, in any case),
/// encoded slashes and backslashes, raw backslashes, NUL (raw or `%00`) and other
/// control characters. The path is decoded exactly once, so `%252e%252e` stays the
/// literal name `%2e%2e`. The resolver still checks the real path against the root
/// afterwards; this is the first of two walls.
struct RequestTarget: Equatable, Sendable {
    /// The path as sent, still percent-encoded (used to build redirects).
    var rawPath: String
    /// The query as sent, without the `?`; nil when there was no `?`.
    var rawQuery: String?
    /// The decoded path; starts with `/`, has no `.`/`..` segments, no backslash, no NUL.
    var path: String

    /// True when the path names a folder explicitly.
    var endsWithSlash: Bool { path.hasSuffix("/") }

    enum Rejection: Error, Equatable {
        /// Not origin-form (`http://…`, `*`, empty), a broken percent escape or a control
        /// character in the query: 400.
        case malformed
        /// Decodes to something that could escape the root: 404, like any missing file.
        case unsafe
    }

    static func parse(_ target: String) -> Result<RequestTarget, Rejection> {
        let bytes = Array(target.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return .failure(.malformed) }
        let queryStart = bytes.firstIndex(of: UInt8(ascii: "?"))
        let rawPathBytes = bytes[..<(queryStart ?? bytes.endIndex)]
        let rawQuery = queryStart.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
        // The query is sent back as it came in a folder's redirect; a control character (a bare
        // CR passes the daemon) has no place in a URL, nor in that header.
        if let queryStart, bytes[(queryStart + 1)...].contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            return .failure(.malformed)
        }

        // A leading `//` would turn a folder redirect into a protocol-relative URL to another site.
        if rawPathBytes.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) { return .failure(.unsafe) }

        var decoded: [UInt8] = []
        decoded.reserveCapacity(rawPathBytes.count)
        var index = rawPathBytes.startIndex
        while index < rawPathBytes.endIndex {
            let byte = rawPathBytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < rawPathBytes.endIndex,
                      let high = hexValue(rawPathBytes[index + 1]),
                      let low = hexValue(rawPathBytes[index + 2])
                else { return .failure(.malformed) }
                let value = high << 4 | low
                // An encoded separator is never a separator; refusing it keeps one meaning per path.
                if value == UInt8(ascii: "/") || value == UInt8(ascii: "\\") { return .failure(.unsafe) }
                decoded.append(value)
                index += 3
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        if decoded.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }) {
            return .failure(.unsafe)
        }
        for segment in decoded.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if segment.elementsEqual([UInt8(ascii: ".")]) || segment.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                return .failure(.unsafe)
            }
        }
        guard let path = String(validating: decoded, as: UTF8.self) else { return .failure(.unsafe) }
        return .success(RequestTarget(
            rawPath: String(decoding: rawPathBytes, as: UTF8.self), rawQuery: rawQuery, path: path))
    }

    /// The value of one query parameter (raw, not decoded; enough for the numbers and ids the server reads).
    func queryValue(_ name: String) -> String? {
        guard let rawQuery else { return nil }
        for pair in rawQuery.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first.map(String.init) == name { return parts.count > 1 ? String(parts[1]) : "" }
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
