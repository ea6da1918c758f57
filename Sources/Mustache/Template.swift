import Synchronization

/// A parsed Mustache template: parse once, render many times.
///
/// Supports the whole Mustache specification but lambdas and dynamic names: variables,
/// sections, inverted sections, comments, partials (with standalone indentation), Set
/// Delimiter tags, and the optional `~inheritance` module (parents and blocks).
public struct Template: Sendable {
    /// The name errors are reported with (a path, for instance); partials are found by the
    /// names a `TemplateLibrary` gives templates, not by this one.
    public let name: String
    /// The names of the partials and parents this template refers to, sorted.
    public let referencedNames: [String]
    let nodes: [Node]
    /// Bytes of source, to size the output buffer.
    let sourceSize: Int
    /// The size of the last output, shared by the template's copies: a page's output is
    /// many times its template, and a buffer grown by doubling would be copied several
    /// times over for every page.
    let lastOutputSize = OutputSize()

    final class OutputSize: Sendable {
        let bytes = Atomic<Int>(0)
    }

    /// Parses `source`; a malformed tag or an unbalanced section is an error at its line and column.
    public init(parsing source: String, name: String) throws(TemplateError) {
        let bytes = Array(source.utf8)
        let tokenizer = Tokenizer(bytes: bytes, templateName: name)
        var tokens = try tokenizer.tokenize()
        try ElementPairing.pair(&tokens, tokenizer: tokenizer)
        StandaloneRules.apply(to: &tokens, bytes: bytes)
        var builder = TreeBuilder(tokens: tokens, bytes: bytes, templateName: name)
        nodes = builder.build()
        referencedNames = builder.referencedNames.sorted()
        sourceSize = bytes.count
        self.name = name
    }

    /// Renders this template alone: any partial or parent tag it holds is an error.
    public func render(_ context: MustacheValue) throws(TemplateError) -> String {
        try TemplateLibrary().render(self, context: context)
    }
}
