/// The spec's whitespace rules: which lines standalone tags remove, and the indentation that
/// partials, parents and blocks carry.
///
/// The rules, as the spec's whitespace notes (specs/whitespace.md) and its tests state them:
/// - A non-interpolation tag alone on its line (apart from spaces and tabs) removes the line:
///   its leading whitespace, trailing whitespace and line end.
/// - A parent element whose opening tag has only whitespace before it and whose closing tag has
///   only whitespace after it is standalone: the opening line's leading whitespace becomes the
///   parent's indentation, the closing line's trailing whitespace and line end are removed.
/// - A parameter block (a block not directly inside a parent tag) standing alone that way gives
///   its leading whitespace as indentation to what it expands; its closing line keeps its line
///   end unless the closing tag alone removes its line.
/// - An argument block (directly inside a parent tag) owns the line end after its opening tag and
///   the whitespace before its closing tag.
/// - A block whose opening tag ends a line (an argument, or a standalone parameter block) has an
///   intrinsic indentation, the leading whitespace of the next line; it is removed from the start
///   of every line of the block and, for a parameter block, added back where the block expands.
enum StandaloneRules {
    static func apply(to tokens: inout [Token], bytes: [UInt8]) {
        for index in tokens.indices where tokens[index].kind != .text {
            measureLine(of: &tokens[index], bytes: bytes)
        }
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind.mayStandAlone, token.clearBefore, token.clearAfter else { continue }
            tokens[index].standalone = true
            removeLeadingWhitespace(before: index, in: &tokens)
            removeTrailingWhitespace(after: index, in: &tokens, bytes: bytes, keepingLineEnd: false)
        }
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .parent || token.kind == .block, token.partner > index else { continue }
            let close = token.partner
            if token.kind == .block && token.isArgument {
                if token.clearAfter {
                    removeTrailingWhitespace(after: index, in: &tokens, bytes: bytes, keepingLineEnd: false)
                }
                if tokens[close].clearBefore { removeLeadingWhitespace(before: close, in: &tokens) }
                continue
            }
            guard token.clearBefore, tokens[close].clearAfter else { continue }
            tokens[index].pairStandalone = true
            removeLeadingWhitespace(before: index, in: &tokens)
            let keepLineEnd = token.kind == .block && !tokens[close].standalone
            removeTrailingWhitespace(after: close, in: &tokens, bytes: bytes, keepingLineEnd: keepLineEnd)
        }
        applyIndentation(to: &tokens, bytes: bytes)
    }

    private static func measureLine(of token: inout Token, bytes: [UInt8]) {
        var before = token.start
        while before > 0, ASCII.isBlank(bytes[before - 1]) { before -= 1 }
        token.lineStart = before
        token.clearBefore = before == 0 || bytes[before - 1] == ASCII.newline
        var after = token.end
        while after < bytes.count, ASCII.isBlank(bytes[after]) { after += 1 }
        if after < bytes.count, bytes[after] == ASCII.carriageReturn, after + 1 < bytes.count,
           bytes[after + 1] == ASCII.newline {
            after += 1
        }
        if after == bytes.count {
            token.clearAfter = true
            token.lineEnd = after
        } else if bytes[after] == ASCII.newline {
            token.clearAfter = true
            token.lineEnd = after + 1
        } else {
            token.lineEnd = after
        }
    }

    /// Drops the text piece holding the whitespace between the line start and the tag.
    private static func removeLeadingWhitespace(before index: Int, in tokens: inout [Token]) {
        let token = tokens[index]
        guard token.clearBefore, token.lineStart < token.start, index > 0,
              tokens[index - 1].kind == .text else { return }
        tokens[index - 1].removed = true
    }

    /// Drops (or shortens to its line end) the text piece after the tag up to the line end.
    private static func removeTrailingWhitespace(
        after index: Int, in tokens: inout [Token], bytes: [UInt8], keepingLineEnd: Bool
    ) {
        let token = tokens[index]
        guard token.clearAfter, index + 1 < tokens.count, tokens[index + 1].kind == .text,
              tokens[index + 1].start == token.end else { return }
        guard keepingLineEnd else {
            tokens[index + 1].removed = true
            return
        }
        var lineEnd = token.end
        while lineEnd < tokens[index + 1].end, ASCII.isBlank(bytes[lineEnd]) { lineEnd += 1 }
        if lineEnd == tokens[index + 1].end {
            tokens[index + 1].removed = true
        } else {
            tokens[index + 1].start = lineEnd
        }
    }

    /// Sets the indentation of standalone partials, parents and blocks, and removes the
    /// intrinsic indentation of blocks from their lines; nested blocks measure theirs relative
    /// to the blocks around them.
    private static func applyIndentation(to tokens: inout [Token], bytes: [UInt8]) {
        var intrinsic: [(close: Int, indentation: ArraySlice<UInt8>)] = []
        for index in tokens.indices {
            while let innermost = intrinsic.last, innermost.close == index { intrinsic.removeLast() }
            let token = tokens[index]
            switch token.kind {
            case .text where !token.removed && (token.start == 0 || bytes[token.start - 1] == ASCII.newline):
                var start = token.start
                for level in intrinsic where bytes[start..<token.end].starts(with: level.indentation) {
                    start += level.indentation.count
                }
                tokens[index].start = start
                if start == token.end { tokens[index].removed = true }
            case .partial where token.standalone, .parent where token.pairStandalone:
                tokens[index].indentation = Array(relative(bytes[token.lineStart..<token.start], to: intrinsic))
            case .block where token.partner > index:
                var own: ArraySlice<UInt8>?
                if (token.isArgument || token.pairStandalone) && token.clearAfter && token.lineEnd < bytes.count {
                    var end = token.lineEnd
                    while end < bytes.count, ASCII.isBlank(bytes[end]) { end += 1 }
                    own = relative(bytes[token.lineEnd..<end], to: intrinsic)
                }
                if token.pairStandalone {
                    tokens[index].indentation = Array(own ?? relative(bytes[token.lineStart..<token.start], to: intrinsic))
                }
                if let own, !own.isEmpty { intrinsic.append((token.partner, own)) }
            default:
                break
            }
        }
    }

    /// Whitespace with the intrinsic indentation of the enclosing blocks taken off its start.
    private static func relative(
        _ whitespace: ArraySlice<UInt8>, to levels: [(close: Int, indentation: ArraySlice<UInt8>)]
    ) -> ArraySlice<UInt8> {
        var rest = whitespace
        for level in levels where rest.starts(with: level.indentation) {
            rest = rest.dropFirst(level.indentation.count)
        }
        return rest
    }

}
