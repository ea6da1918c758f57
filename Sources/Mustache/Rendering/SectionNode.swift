/// A `{{#name}}…{{/name}}` section, or an inverted `{{^name}}…{{/name}}` one, with the
/// nodes between its tags.
final class SectionNode: Sendable {
    let path: VariablePath
    let isInverted: Bool
    let nodes: [Node]
    /// The opening tag, for errors of the render budget.
    let name: String
    let location: TagLocation

    init(path: VariablePath, isInverted: Bool, nodes: [Node], name: String, location: TagLocation) {
        self.path = path
        self.isInverted = isInverted
        self.nodes = nodes
        self.name = name
        self.location = location
    }
}
