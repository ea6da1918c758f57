/// How Markdown is read and rendered.
public struct MarkdownOptions: Hashable, Sendable {
    /// Keep raw HTML (blocks and inline tags) and `javascript:`-style URLs as written.
    ///
    /// Off by default: raw HTML is then dropped from the document (`Block.Kind.omittedHTML`,
    /// `Inline.omittedHTML`, rendered as `<!-- raw HTML omitted -->` like cmark and Hugo) and
    /// dangerous URLs are rendered as empty `href`/`src` attributes.
    public var unsafeHTML: Bool

    public init(unsafeHTML: Bool = false) {
        self.unsafeHTML = unsafeHTML
    }
}
