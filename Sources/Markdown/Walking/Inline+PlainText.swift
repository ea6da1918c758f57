extension Inline {
    /// The text a reader sees, markup stripped: text, code spans and image descriptions; breaks
    /// become spaces; raw HTML and footnote markers are left out.
    public static func plainText(_ inlines: [Inline]) -> String {
        var walk = PlainTextWalk()
        walk.walk(inlines)
        return walk.text
    }
}

/// Collects `Inline.plainText`.
private struct PlainTextWalk: MarkdownWalker {
    var text = ""

    mutating func visitText(_ text: String) { self.text += text }
    mutating func visitCode(_ code: String) { text += code }
    mutating func visitSoftBreak() { text += " " }
    mutating func visitLineBreak() { text += " " }
}
