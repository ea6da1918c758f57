/// A problem in a template, found while parsing or rendering it, with the place it is about.
///
/// Mustache depends on nothing, so it has its own error type; callers map it to their own
/// diagnostics. `line` and `column` are 1-based, columns count Unicode scalars from the start
/// of the line; both are 0 when the error is about a whole template (an unknown name).
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name the template was parsed with (or the unknown name asked for).
    public var template: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(template: String, line: Int, column: Int, message: String) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
    }

    /// `template:line:col: error: message`, the form editors and CI log viewers link to.
    public var description: String {
        "\(template):\(line):\(column): error: \(message)"
    }
}
