/// What a `Range` request asks of a file's bytes (RFC 9110 §14), decided before anything is sent.
///
/// One range is answered with 206 (audio and video seek this way). Several ranges are
/// answered with the whole file (200), which RFC 9110 §14.2 allows: browsers never ask for
/// several, and a multipart body would be the only reason to build one. A header the
/// server may ignore is ignored: another unit than `bytes`, a malformed or backwards range,
/// an `If-Range` that does not match the current ETag (the client's copy is stale, so it
/// needs the whole new file).
enum RangeSelection: Equatable {
    /// No usable range: the whole body, 200.
    case whole
    /// One range, clipped to the size: 206.
    case part(Range<Int>)
    /// A well-formed range that starts at or after the end (or a suffix of zero bytes): 416.
    case unsatisfiable

    /// The selection for `range` (the header, if any) on a body of `size` bytes whose ETag is `etag`.
    static func select(range: String?, ifRange: String?, etag: String, size: Int) -> RangeSelection {
        guard let range else { return .whole }
        if let ifRange, !matchesStrongly(ifRange, etag) { return .whole }
        guard let equals = range.firstIndex(of: "="),
              range[..<equals].trimmingSpaces().lowercased() == "bytes"
        else { return .whole }
        let specs = range[range.index(after: equals)...].split(separator: ",").map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty }
        guard specs.count == 1, let spec = specs.first, let dash = spec.firstIndex(of: "-") else { return .whole }
        let firstText = spec[..<dash]
        let lastText = spec[spec.index(after: dash)...]
        if firstText.isEmpty {
            // `-n`: the last n bytes.
            guard let suffix = number(lastText) else { return .whole }
            if suffix == 0 { return .unsatisfiable }
            if size == 0 { return .whole }
            return .part(max(0, size - suffix)..<size)
        }
        guard let first = number(firstText) else { return .whole }
        var last = Int.max
        if !lastText.isEmpty {
            guard let parsed = number(lastText) else { return .whole }
            last = parsed
        }
        guard last >= first else { return .whole }
        guard first < size else { return .unsatisfiable }
        return .part(first..<(min(last, size - 1) + 1))
    }

    /// Digits only; a number too large for `Int` counts as `Int.max` (it lies past any file's end).
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text) ?? Int.max
    }

    /// `If-Range` compares entity tags strongly (a weak tag never matches); a date never matches,
    /// since the server sends no `Last-Modified` to compare it with.
    private static func matchesStrongly(_ condition: String, _ etag: String) -> Bool {
        condition.trimmingSpaces() == etag && !etag.hasPrefix("W/")
    }
}
