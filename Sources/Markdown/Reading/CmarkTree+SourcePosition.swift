extension CmarkTree {
    /// A line and byte column in the Markdown body, as cmark reports them: where a footnote
    /// reference stands, to tell its occurrences apart.
    struct SourcePosition: Hashable {
        var line: Int32
        var column: Int32
    }
}
