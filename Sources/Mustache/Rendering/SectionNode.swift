/// A `{{#name}}…{{/name}}` section, or an inverted `{{^name}}…{{/name}}` one, with the
/// nodes between its tags.
final class SectionNode: Sendable {
    let path: VariablePath
    let isInverted: Bool
    let nodes: [Node]

    init(path: VariablePath, isInverted: Bool, nodes: [Node]) {
        self.path = path
        self.isInverted = isInverted
        self.nodes = nodes
    }
}
