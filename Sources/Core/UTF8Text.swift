/// Where a file's bytes stop being UTF-8 text, for a message at the line and column of the
/// first bad byte: the same place for a page, a template and `sitegen.yml`.
public enum UTF8Text {
    /// The first invalid UTF-8 sequence in `bytes` (or NUL byte, when `rejectingNUL`) as an
    /// error at its place in `file`, or nil when there is none; a file that starts with a
    /// UTF-16 byte order mark is an error at its start.
    ///
    /// Lines end at LF, CR and CRLF; columns count Unicode scalars, as `SourceLocation` says,
    /// not counting a byte order mark at the start, which editors do not show.
    public static func problem(in bytes: ArraySlice<UInt8>, file: String, rejectingNUL: Bool = false) -> Diagnostic? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return .error(at: SourceLocation(file: file, line: 1, column: 1), "the file is UTF-16 encoded; save it as UTF-8")
        }
        var line = 1
        var column = 1
        let end = bytes.endIndex
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.startIndex + 3 : bytes.startIndex
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                switch byte {
                case 0x00 where rejectingNUL:
                    return .error(at: SourceLocation(file: file, line: line, column: column), "NUL byte (0x00) in a text file")
                case 0x0A:
                    line += 1
                    column = 1
                case 0x0D:
                    if index + 1 < end, bytes[index + 1] == 0x0A { index += 1 }
                    line += 1
                    column = 1
                default:
                    column += 1
                }
                index += 1
                continue
            }
            let length = UTF8Sequence.validLength(bytes, at: index)
            guard length > 0 else {
                let hex = String(byte, radix: 16, uppercase: true)
                return .error(at: SourceLocation(file: file, line: line, column: column),
                              "invalid UTF-8 (byte 0x\(hex)); save the file as UTF-8")
            }
            index += length
            column += 1
        }
        return nil
    }
}
