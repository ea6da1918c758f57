import SitegenHighlight
import SitegenMarkdown

extension HTMLWriter {
    /// A page's code block: its title, its lines (marked, added, removed, numbered as its
    /// fence asks) and its tokens' spans. The text inside `<code>` is exactly the source, so
    /// that copying it (the copy button reads `textContent`) gives the source back.
    mutating func writeHighlightedCodeBlock(info: String, literal: String) {
        let fence = CodeFence.read(info).fence
        let definition = SyntaxHighlighter.definitionName(for: fence.highlightLanguage)
        let tokens = definition.flatMap { CodeHighlighting.tokens(of: literal, definition: $0) } ?? []
        let lines = CodeHighlighting.lineCount(of: literal)
        output.newline()
        output.write("<div class=\"code-block\">")
        if let title = fence.title {
            output.write("<div class=\"code-title\">")
            output.writeEscaped(title)
            output.write("</div>")
        }
        output.write("<pre style=\"--sg-code-lines:\(lines)\"><code")
        var classes = fence.language.isEmpty ? [] : ["language-" + fence.language]
        if fence.firstLineNumber != nil { classes.append("has-line-numbers") }
        if !classes.isEmpty {
            output.write(" class=\"")
            output.writeEscaped(classes.joined(separator: " "))
            output.write("\"")
        }
        if let first = fence.firstLineNumber, first != 1 { output.write(" style=\"counter-reset:sg-line \(first - 1)\"") }
        output.write(">")
        let bytes = Array(literal.utf8)
        if fence.hasLineOptions {
            writeCodeLines(bytes, tokens: tokens, fence: fence)
        } else {
            writeTokens(bytes, 0..<bytes.count, tokens: tokens[...])
        }
        // Shown by the runtime, which makes it copy: without the script there is nothing to press.
        output.write("</code></pre><button type=\"button\" class=\"code-copy\" aria-label=\"Copy code\" hidden>Copy</button></div>\n")
    }

    /// Each line in a `span.line` of its own, its line feed inside it.
    private mutating func writeCodeLines(_ bytes: [UInt8], tokens: [CodeToken], fence: CodeFence) {
        var lineStart = 0
        var number = 1
        var nextToken = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            var firstAfter = nextToken
            while firstAfter < tokens.count, tokens[firstAfter].range.lowerBound < lineEnd { firstAfter += 1 }
            output.write("<span class=\"line\(lineClasses(number, line: bytes[lineStart..<lineEnd], fence: fence))\">")
            writeTokens(bytes, lineStart..<lineEnd, tokens: tokens[nextToken..<firstAfter])
            output.write("</span>")
            nextToken = firstAfter
            lineStart = lineEnd
            number += 1
        }
    }

    private func lineClasses(_ number: Int, line: ArraySlice<UInt8>, fence: CodeFence) -> String {
        var classes = ""
        if fence.isMarked(number) { classes += " mark" }
        let first = line.first
        let isHeader = line.starts(with: "+++".utf8) || line.starts(with: "---".utf8)
        if fence.isInserted(number) || (fence.isDiff && first == UInt8(ascii: "+") && !isHeader) { classes += " ins" }
        if fence.isDeleted(number) || (fence.isDiff && first == UInt8(ascii: "-") && !isHeader) { classes += " del" }
        return classes
    }

    /// The bytes of `range` escaped, each token of `tokens` (in order, within the range) in
    /// a span of its kind's class.
    private mutating func writeTokens(_ bytes: [UInt8], _ range: Range<Int>, tokens: ArraySlice<CodeToken>) {
        var position = range.lowerBound
        for token in tokens {
            let start = token.range.lowerBound, end = token.range.upperBound
            guard start >= position, end <= range.upperBound else { continue }
            if position < start { output.writeEscaped(String(decoding: bytes[position..<start], as: UTF8.self)) }
            output.write("<span class=\"\(token.kind.cssClass)\">")
            output.writeEscaped(String(decoding: bytes[start..<end], as: UTF8.self))
            output.write("</span>")
            position = end
        }
        if position < range.upperBound {
            output.writeEscaped(String(decoding: bytes[position..<range.upperBound], as: UTF8.self))
        }
    }
}
