import SitegenCore

/// Turns a file's bytes into text fit for parsing: UTF-8 only, no NUL bytes, BOM removed,
/// CRLF and lone CR line endings turned into LF (so line numbers match what editors show).
enum SourceText {
    static func decode(_ bytes: [UInt8], file: String) throws(Diagnostic) -> String {
        // The file as a whole is wrong: point at its start, so editors and CI annotations have a line.
        let wholeFile = SourceLocation(file: file, line: 1, column: 1)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw .error(at: wholeFile, "the file is UTF-16 encoded; save it as UTF-8")
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let content = bytes[start...]
        let plain = isPlainText(content)
        if let kind = BinarySniffer.binaryKind(of: content, isPlainText: plain) {
            throw .error(at: wholeFile, "not a text file (\(kind)); Markdown files must be UTF-8 text")
        }
        // Text with other characters: the standard library's validation is fast; the walk that
        // finds the line and column of a problem runs only when there is one.
        if !plain {
            if !content.contains(0), let text = String(validating: content, as: UTF8.self) {
                return content.contains(0x0D) ? normalizedLineEndings(content) : text
            }
            try validate(content, file: file)
        }
        return normalizedLineEndings(content)
    }

    /// Whether `bytes` are ASCII without NUL or control bytes other than tab, line feed, form
    /// feed, carriage return and escape: most files, which need no closer look.
    ///
    /// Eight bytes at a time: each test sets the high bit of the bytes it finds, exactly (no
    /// carry crosses from one byte into the next): every byte of every page is checked.
    static func isPlainText(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let high: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            func zeroBytes(_ x: UInt64) -> UInt64 { ~(((x & low7) &+ low7) | x) & high }
            var index = 0
            while index + 8 <= buffer.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // Below 0x20: adding 0x60 to the low seven bits leaves the high bit clear.
                let control = ~((word & low7) &+ ones &* 0x60) & high
                let allowed = zeroBytes(word ^ (ones &* 0x09)) | zeroBytes(word ^ (ones &* 0x0A))
                    | zeroBytes(word ^ (ones &* 0x0C)) | zeroBytes(word ^ (ones &* 0x0D)) | zeroBytes(word ^ (ones &* 0x1B))
                if (word & high) | (control & ~allowed) != 0 { return false }
                index += 8
            }
            while index < buffer.count {
                let byte = buffer[index]
                let control = byte < 0x20 && (0x0800_3600 as UInt32) & (1 << UInt32(byte & 0x1F)) == 0
                if byte >= 0x80 || control { return false }
                index += 1
            }
            return true
        }
    }

    /// Reports the first invalid UTF-8 sequence or NUL byte at its line and column.
    private static func validate(_ bytes: ArraySlice<UInt8>, file: String) throws(Diagnostic) {
        if let problem = UTF8Text.problem(in: bytes, file: file, rejectingNUL: true) { throw problem }
    }

    private static func normalizedLineEndings(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(0x0D) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0D {
                result.append(0x0A)
                if index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
