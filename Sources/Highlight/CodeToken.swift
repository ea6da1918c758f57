/// One token of highlighted code: a range of its UTF-8 bytes and the kind of thing it is.
public struct CodeToken: Hashable, Sendable {
    /// Byte offsets into the code's UTF-8, never across a line feed.
    public var range: Range<Int>
    public var kind: TokenKind

    public init(range: Range<Int>, kind: TokenKind) {
        self.range = range
        self.kind = kind
    }
}
