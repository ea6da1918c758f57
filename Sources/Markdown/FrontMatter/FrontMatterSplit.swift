import SitegenCore

/// Separates the YAML front matter (between a `---` first line and the next `---` or `...`
/// line) from the Markdown body. Only the very first line can open front matter; a `---`
/// further down is Markdown (a thematic break or a setext heading underline).
struct FrontMatterSplit {
    /// The YAML between the delimiters; nil when the file has no front matter.
    var yaml: String?
    var body: String
    /// How many file lines come before the body's first line.
    var bodyLineOffset: Int

    /// - Parameter text: the file's text with LF line endings and no BOM.
    init(_ text: String, file: String) throws(Diagnostic) {
        // Lines are found one at a time up to the closing delimiter: the body is not split.
        let utf8 = text.utf8
        func lineEnd(from start: String.Index) -> String.Index {
            utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        }
        var end = lineEnd(from: utf8.startIndex)
        guard Self.isDelimiter(utf8[utf8.startIndex..<end], allowsDots: false) else {
            yaml = nil
            body = text
            bodyLineOffset = 0
            return
        }
        var lineIndex = 0
        var yamlStart: String.Index?
        while end < utf8.endIndex {
            let start = utf8.index(after: end)
            end = lineEnd(from: start)
            lineIndex += 1
            if yamlStart == nil { yamlStart = start }
            if Self.isDelimiter(utf8[start..<end], allowsDots: true), let yamlStart {
                yaml = String(decoding: utf8[yamlStart..<start], as: UTF8.self)
                body = end < utf8.endIndex ? String(decoding: utf8[utf8.index(after: end)...], as: UTF8.self) : ""
                bodyLineOffset = lineIndex + 1
                return
            }
        }
        throw .error(
            at: SourceLocation(file: file, line: 1, column: 1),
            "front matter opened here is never closed (add a line with --- after it)")
    }

    /// `---` (or `...` when closing) with nothing after it but spaces or tabs.
    private static func isDelimiter(_ line: Substring.UTF8View, allowsDots: Bool) -> Bool {
        var bytes = line[...]
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes = bytes.dropLast() }
        return bytes.elementsEqual("---".utf8) || (allowsDots && bytes.elementsEqual("...".utf8))
    }
}
