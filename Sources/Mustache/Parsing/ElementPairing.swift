/// Matches every section, inverted section, parent and block tag with its close tag.
enum ElementPairing {
    /// Sections, parents and blocks nest at most this deep in one template, so that rendering
    /// (which recurses once per level) and releasing a template never exhaust the stack.
    static let maximumNesting = 100

    static func pair(_ tokens: inout [Token], tokenizer: Tokenizer) throws(TemplateError) {
        var open: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind.opensElement {
                if token.kind == .block, let enclosing = open.last, tokens[enclosing].kind == .parent {
                    tokens[index].isArgument = true
                }
                open.append(index)
                if open.count > maximumNesting {
                    throw tokenizer.error(
                        at: token.start, "\(describe(token)) nests deeper than \(maximumNesting) levels")
                }
            } else if token.kind == .close {
                guard let opener = open.popLast() else {
                    throw tokenizer.error(at: token.start, "closing tag '\(token.name)' has no open section to close")
                }
                guard tokens[opener].name == token.name else {
                    let (line, column) = (tokens[opener].line, tokens[opener].column)
                    throw tokenizer.error(
                        at: token.start,
                        "closing tag '\(token.name)' does not match \(describe(tokens[opener])), opened at \(line):\(column)")
                }
                tokens[opener].partner = index
                tokens[index].partner = opener
            }
        }
        if let unclosed = open.last {
            throw tokenizer.error(at: tokens[unclosed].start, "\(describe(tokens[unclosed])) is never closed")
        }
    }

    private static func describe(_ token: Token) -> String {
        switch token.kind {
        case .invertedSection: "inverted section '\(token.name)'"
        case .parent: "parent '\(token.name)'"
        case .block: "block '\(token.name)'"
        default: "section '\(token.name)'"
        }
    }
}
