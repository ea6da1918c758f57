/// Recovers footnote labels from the source, because cmark-gfm's API does not expose them.
enum FootnoteLabel {
    /// `[^label]` → `label`.
    static func fromReference(_ span: String) -> String? {
        guard span.hasPrefix("[^"), span.hasSuffix("]"), span.count > 3 else { return nil }
        return String(span.dropFirst(2).dropLast())
    }

    /// The text of a definition's line up to its content (`> [^label]: `) → `label`.
    static func fromDefinitionPrefix(_ prefix: String) -> String? {
        var text = Substring(prefix)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        guard text.hasSuffix("]:") else { return nil }
        text.removeLast(2)
        let scalars = Array(text.unicodeScalars)
        var index = scalars.count - 1
        while index >= 1 {
            if scalars[index] == "^", scalars[index - 1] == "[" { break }
            index -= 1
        }
        guard index >= 1, index + 1 < scalars.count else { return nil }
        var label = String.UnicodeScalarView()
        label.append(contentsOf: scalars[(index + 1)...])
        return String(label)
    }
}
