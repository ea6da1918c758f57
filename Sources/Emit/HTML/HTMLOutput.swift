/// An HTML string being written, with cmark's rule for block separators.
struct HTMLOutput {
    private(set) var text = ""

    mutating func write(_ string: String) {
        text += string
    }

    /// Starts a new line unless the output is empty or already at a line start (cmark's `cr`).
    mutating func newline() {
        if let last = text.utf8.last, last != UInt8(ascii: "\n") { text += "\n" }
    }

    mutating func writeEscaped(_ string: String) {
        HTMLEscaping.escapeText(string, into: &text)
    }

    mutating func writeEscapedURL(_ url: String) {
        HTMLEscaping.escapeURL(url, into: &text)
    }
}
