import SitegenCore

/// Converts cmark's positions (1-based line, 1-based byte column, in the Markdown body) into
/// `SourceLocation`s of the file (lines shifted past the front matter, columns in characters).
struct LineMap {
    let file: String
    let bytes: [UInt8]
    /// The file's line number of the body's line 1, minus one.
    let lineOffset: Int
    /// Byte offset of each line's start; index 0 is line 1.
    private let lineStarts: [Int]
    /// Per line: every byte before the line end is ASCII (columns are then byte columns).
    private let lineIsASCII: [Bool]
    /// The last conversion on a non-ASCII line, so that positions visited left to right
    /// (as cmark's iterator does) cost linear time even on a very long line.
    private var cachedLine = 0
    private var cachedByte = 0
    private var cachedColumn = 1

    init(text: String, file: String, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
        bytes = Array(text.utf8)
        var starts = [0]
        var ascii: [Bool] = []
        var currentIsASCII = true
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A {
                starts.append(index + 1)
                ascii.append(currentIsASCII)
                currentIsASCII = true
            } else if byte >= 0x80 {
                currentIsASCII = false
            }
        }
        ascii.append(currentIsASCII)
        lineStarts = starts
        lineIsASCII = ascii
    }

    /// The file location of a cmark position; positions cmark leaves at 0 map to the line or file.
    mutating func location(line: Int, byteColumn: Int) -> SourceLocation {
        guard line >= 1, line <= lineStarts.count else {
            return SourceLocation(file: file, line: max(0, line) + (line >= 1 ? lineOffset : 0), column: 0)
        }
        guard byteColumn >= 1 else {
            return SourceLocation(file: file, line: line + lineOffset, column: 0)
        }
        return SourceLocation(file: file, line: line + lineOffset, column: characterColumn(line: line, byteColumn: byteColumn))
    }

    /// `location`, or the end of the body's last line when it lies past that line: a fenced block
    /// left open at the end of a file without a final line break still ends its text with
    /// one, so what is read from that text can place an error on a line the file does not have.
    mutating func clamped(_ location: SourceLocation) -> SourceLocation {
        let lastLine = lineStarts.count
        guard location.file == file, location.line > lastLine + lineOffset else { return location }
        let endColumn = characterColumn(line: lastLine, byteColumn: bytes.count - lineStarts[lastLine - 1] + 1)
        return SourceLocation(file: file, line: lastLine + lineOffset, column: endColumn)
    }

    /// The 1-based character column of a 1-based byte column.
    private mutating func characterColumn(line: Int, byteColumn: Int) -> Int {
        if lineIsASCII[line - 1] { return byteColumn }
        let start = lineStarts[line - 1]
        let end = min(start + byteColumn - 1, bytes.count)
        var column = 1
        var index = start
        if cachedLine == line, cachedByte <= end {
            column = cachedColumn
            index = cachedByte
        }
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        (cachedLine, cachedByte, cachedColumn) = (line, end, column)
        return column
    }

    /// The bytes of `line` (1-based) from byte column `from` through `through`, both 1-based and
    /// inclusive, clamped to the line; nil when the line does not exist.
    func text(line: Int, from: Int, through: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let lineStart = lineStarts[line - 1]
        let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        let lower = min(max(lineStart + from - 1, lineStart), lineEnd)
        let upper = min(max(lineStart + through, lower), lineEnd)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The whole text of `line` (1-based), without its line break.
    func text(line: Int) -> String? {
        text(line: line, from: 1, through: Int.max / 2)
    }

    /// Whether the body's bytes at `line` and byte column `byteColumn` (1-based) start with `prefix`.
    func hasPrefix(_ prefix: [UInt8], line: Int, byteColumn: Int) -> Bool {
        guard let offset = offset(line: line, byteColumn: byteColumn), !prefix.isEmpty else { return false }
        return bytes[offset...].starts(with: prefix)
    }

    /// The first occurrence of `needle` at or after a position, looking at most `lineLimit` lines
    /// ahead; as a cmark-style (line, byte column) pair.
    func find(_ needle: [UInt8], line: Int, byteColumn: Int, lineLimit: Int = 50) -> (line: Int, byteColumn: Int)? {
        guard !needle.isEmpty, let start = offset(line: line, byteColumn: byteColumn) else { return nil }
        let lastLine = min(line + lineLimit, lineStarts.count)
        let end = lastLine < lineStarts.count ? lineStarts[lastLine] : bytes.count
        guard end - start >= needle.count else { return nil }
        var candidate = start
        while candidate + needle.count <= end {
            if bytes[candidate] == needle[0], bytes[candidate..<(candidate + needle.count)].elementsEqual(needle) {
                var foundLine = line
                while foundLine < lineStarts.count, lineStarts[foundLine] <= candidate { foundLine += 1 }
                return (foundLine, candidate - lineStarts[foundLine - 1] + 1)
            }
            candidate += 1
        }
        return nil
    }

    private func offset(line: Int, byteColumn: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, byteColumn >= 1 else { return nil }
        let offset = lineStarts[line - 1] + byteColumn - 1
        return offset < bytes.count ? offset : nil
    }
}
