import SitegenText

/// The text of a code block as the engine must see it to match `white-space: pre-wrap`:
/// spaces kept (they hang at a line's end, and a run of them is one break opportunity,
/// after its last space), tabs as spaces up to the next multiple of 8 columns, each line
/// feed a forced break, the final one making no line.
enum CodeBlockText {
    static func styledText(_ literal: String, style: TextStyle) -> StyledText {
        var text = StyledText()
        // Split on the bytes: splitting a string on a Character finds grapheme boundaries
        // through the whole block first. Line endings are line feeds by now (`SourceText`).
        var lines = literal.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            if index > 0 { text.appendLineBreak(style: style) }
            let expanded = expandTabs(line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line)
            if !expanded.isEmpty { text.append(expanded, style: style, preservingSpaces: true) }
        }
        return text
    }
    private static func expandTabs(_ line: Substring) -> String {
        guard line.utf8.contains(UInt8(ascii: "\t")) else { return String(line) }
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = 8 - column % 8
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += 1
            }
        }
        return result
    }
}
