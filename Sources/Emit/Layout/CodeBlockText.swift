import SitegenText

/// The text of a code block as the engine must see it to match `white-space: pre-wrap`.
///
/// `StyledText` collapses spaces as `white-space: normal` does, so preserved spaces are
/// modelled with no-break spaces: in every run of spaces all but the last become U+00A0,
/// which keeps their width and leaves one break opportunity after the run, where
/// pre-wrap has it. Tabs become spaces up to the next multiple of 8 columns; each line
/// feed is a forced break, and the final one makes no line.
enum CodeBlockText {
    static func styledText(_ literal: String, style: TextStyle) -> StyledText {
        var text = StyledText()
        var lines = literal.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            if index > 0 { text.appendLineBreak(style: style) }
            let expanded = expandTabs(line)
            var prepared = ""
            var pendingSpaces = 0
            for character in expanded {
                if character == " " {
                    pendingSpaces += 1
                    continue
                }
                if pendingSpaces > 0 {
                    prepared += String(repeating: "\u{00A0}", count: pendingSpaces - 1) + " "
                    pendingSpaces = 0
                }
                prepared.append(character)
            }
            if pendingSpaces > 0 {
                prepared += String(repeating: "\u{00A0}", count: pendingSpaces - 1) + " "
            }
            if !prepared.isEmpty { text.append(prepared, style: style) }
        }
        return text
    }

    private static func expandTabs(_ line: Substring) -> String {
        guard line.contains("\t") else { return String(line) }
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
