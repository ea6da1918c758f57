/// A code block's tokens as a page shows them (adjacent ones of one kind merged: fewer
/// spans, the same colours), and its number of lines.
public enum CodeHighlighting {
    /// Blocks longer than this are shown plain: highlighting is linear in a block's length
    /// for most definitions, but not for all, and a page must never take minutes.
    public static let maximumBytes = 2 * 1024 * 1024

    /// nil when the block is longer than `maximumBytes` or the definition is unknown.
    public static func tokens(of literal: String, definition: String) -> [CodeToken]? {
        guard literal.utf8.count <= maximumBytes else { return nil }
        guard let tokens = SyntaxHighlighter.tokens(of: literal, definition: definition) else { return nil }
        var merged: [CodeToken] = []
        merged.reserveCapacity(tokens.count)
        for token in tokens {
            if let last = merged.last, last.kind == token.kind, last.range.upperBound == token.range.lowerBound {
                merged[merged.count - 1].range = last.range.lowerBound..<token.range.upperBound
            } else {
                merged.append(token)
            }
        }
        return merged
    }

    /// The lines `<pre>` draws: one per line feed, and one more for a last line without one.
    public static func lineCount(of literal: String) -> Int {
        var count = 0
        for byte in literal.utf8 where byte == UInt8(ascii: "\n") { count += 1 }
        if let last = literal.utf8.last, last != UInt8(ascii: "\n") { count += 1 }
        return count
    }
}
