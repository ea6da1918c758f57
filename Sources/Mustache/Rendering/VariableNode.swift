/// A `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw) tag.
final class VariableNode: Sendable {
    let path: VariablePath
    let escapesHTML: Bool

    init(path: VariablePath, escapesHTML: Bool) {
        self.path = path
        self.escapesHTML = escapesHTML
    }
}
