/// The small, fixed set of token kinds a theme colours, each KSyntaxHighlighting default
/// text style falling into one (its class in the HTML is `tok-` and its raw value).
public enum TokenKind: String, CaseIterable, Hashable, Sendable {
    case keyword, type, function, variable, constant, number, string, escape
    case comment, `operator`, builtin, meta, error

    /// The CSS class of its spans.
    public var cssClass: String { "tok-" + rawValue }

    /// The kind of `KSyntaxHighlighting::Theme::TextStyle` `textStyle`; nil for normal text.
    init?(textStyle: Int) {
        // The order of the library's enum (theme.h), from Normal (0) to Others (30).
        let kinds: [TokenKind?] = [
            nil, .keyword, .function, .variable, .keyword, .operator, .builtin, .builtin, .meta, .meta,
            .string, .escape, .string, .string, .string, .keyword, .type, .number, .number, .number,
            .constant, .comment, .comment, .meta, .comment, .comment, .meta, .meta, .error, .error, .meta,
        ]
        guard kinds.indices.contains(textStyle), let kind = kinds[textStyle] else { return nil }
        self = kind
    }
}
