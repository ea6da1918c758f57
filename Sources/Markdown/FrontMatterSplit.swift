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
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        guard let first = lines.first, Self.isDelimiter(first, allowsDots: false) else {
            yaml = nil
            body = text
            bodyLineOffset = 0
            return
        }
        lines = lines.dropFirst()
        guard let closingIndex = lines.firstIndex(where: { Self.isDelimiter($0, allowsDots: true) }) else {
            throw .error(
                at: SourceLocation(file: file, line: 1, column: 1),
                "front matter opened here is never closed (add a line with --- after it)")
        }
        let utf8 = text.utf8
        let yamlStart = lines.startIndex < closingIndex ? lines[lines.startIndex].startIndex : lines[closingIndex].startIndex
        yaml = String(decoding: utf8[yamlStart..<lines[closingIndex].startIndex], as: UTF8.self)
        let closing = lines[closingIndex]
        body = closing.endIndex < utf8.endIndex
            ? String(decoding: utf8[utf8.index(after: closing.endIndex)...], as: UTF8.self) : ""
        bodyLineOffset = closingIndex + 1
    }

    /// `---` (or `...` when closing) with nothing after it but spaces or tabs.
    private static func isDelimiter(_ line: Substring.UTF8View, allowsDots: Bool) -> Bool {
        var bytes = line[...]
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes = bytes.dropLast() }
        return bytes.elementsEqual("---".utf8) || (allowsDots && bytes.elementsEqual("...".utf8))
    }
}
