/// Splits a template's bytes into text pieces and tags, following Set Delimiter tags.
struct Tokenizer {
    let bytes: [UInt8]
    let templateName: String
    /// Offset of the first byte of every line, for error locations.
    private let lineOffsets: [Int]

    init(bytes: [UInt8], templateName: String) {
        self.bytes = bytes
        self.templateName = templateName
        var offsets = [0]
        for (index, byte) in bytes.enumerated() where byte == ASCII.newline {
            offsets.append(index + 1)
        }
        lineOffsets = offsets
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineOffsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineOffsets[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    func error(at offset: Int, _ message: String) -> TemplateError {
        let (line, column) = position(of: offset)
        return TemplateError(template: templateName, line: line, column: column, message: message)
    }

    func tokenize() throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var opening: [UInt8] = [ASCII.openBrace, ASCII.openBrace]
        var closing: [UInt8] = [ASCII.closeBrace, ASCII.closeBrace]
        var position = 0
        while position < bytes.count {
            let tagStart = find(opening, from: position) ?? bytes.count
            appendText(from: position, to: tagStart, into: &tokens)
            if tagStart == bytes.count { break }
            var token = try scanTag(at: tagStart, opening: opening, closing: closing)
            if token.kind == .delimiters {
                (opening, closing) = try delimiters(of: token, opening: opening, closing: closing)
            }
            (token.line, token.column) = self.position(of: tagStart)
            position = token.end
            tokens.append(token)
        }
        return tokens
    }

    private func appendText(from start: Int, to end: Int, into tokens: inout [Token]) {
        var pieceStart = start
        var index = start
        while index < end {
            if bytes[index] == ASCII.newline {
                tokens.append(Token(kind: .text, start: pieceStart, end: index + 1))
                pieceStart = index + 1
            }
            index += 1
        }
        if pieceStart < end {
            tokens.append(Token(kind: .text, start: pieceStart, end: end))
        }
    }

    /// Reads the tag starting at `tagStart`; for Set Delimiter tags `name` is left empty.
    private func scanTag(at tagStart: Int, opening: [UInt8], closing: [UInt8]) throws(TemplateError) -> Token {
        var contentStart = tagStart + opening.count
        var kind = Token.Kind.escapedVariable
        var tagClosing = closing
        if contentStart < bytes.count {
            let sigil = bytes[contentStart]
            switch sigil {
            case ASCII.openBrace: kind = .rawVariable; tagClosing = [ASCII.closeBrace] + closing
            case ASCII.ampersand: kind = .rawVariable
            case ASCII.hash: kind = .section
            case ASCII.caret: kind = .invertedSection
            case ASCII.slash: kind = .close
            case ASCII.exclamation: kind = .comment
            case ASCII.greaterThan: kind = .partial
            case ASCII.lessThan: kind = .parent
            case ASCII.dollar: kind = .block
            case ASCII.equals: kind = .delimiters; tagClosing = [ASCII.equals] + closing
            default: break
            }
            if kind != .escapedVariable { contentStart += 1 }
        }
        guard let contentEnd = find(tagClosing, from: contentStart) else {
            let opened = String(decoding: bytes[tagStart..<min(contentStart, bytes.count)], as: UTF8.self)
            let expected = String(decoding: tagClosing, as: UTF8.self)
            throw error(at: tagStart, "unclosed tag: '\(opened)' has no matching '\(expected)'")
        }
        var token = Token(kind: kind, start: tagStart, end: contentEnd + tagClosing.count)
        if kind == .comment || kind == .delimiters { return token }
        let content = trimmed(contentStart, contentEnd)
        token.name = String(decoding: bytes[content], as: UTF8.self)
        let shown = String(decoding: bytes[tagStart..<token.end], as: UTF8.self)
        if content.isEmpty {
            throw error(at: tagStart, "tag '\(shown)' has no name")
        }
        if bytes[content].contains(where: ASCII.isWhitespace) {
            throw error(at: tagStart, "tag '\(shown)' has whitespace inside its name")
        }
        switch kind {
        case .escapedVariable, .rawVariable, .section, .invertedSection:
            if VariablePath(token.name) == nil {
                throw error(at: tagStart, "tag '\(shown)' has an invalid name: a dotted name needs a name between every two dots")
            }
        default: break
        }
        return token
    }

    /// The new delimiters of a Set Delimiter tag such as `{{=<% %>=}}`.
    private func delimiters(of token: Token, opening: [UInt8], closing: [UInt8]) throws(TemplateError) -> ([UInt8], [UInt8]) {
        let content = bytes[(token.start + opening.count + 1)..<(token.end - closing.count - 1)]
        let parts = content.split(whereSeparator: ASCII.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(ASCII.equals) }) else {
            let shown = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            throw error(at: token.start, "invalid Set Delimiter tag '\(shown)': it needs two delimiters without '=' separated by whitespace, as in {{=<% %>=}}")
        }
        return (Array(parts[0]), Array(parts[1]))
    }

    private func trimmed(_ start: Int, _ end: Int) -> Range<Int> {
        var low = start
        var high = end
        while low < high, ASCII.isWhitespace(bytes[low]) { low += 1 }
        while high > low, ASCII.isWhitespace(bytes[high - 1]) { high -= 1 }
        return low..<high
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        outer: while index <= last {
            if bytes[index] != first { index += 1; continue }
            var offset = 1
            while offset < needle.count {
                if bytes[index + offset] != needle[offset] { index += 1; continue outer }
                offset += 1
            }
            return index
        }
        return nil
    }
}
