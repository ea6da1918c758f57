extension Template {
    /// Every name a variable or section tag of this template looks up, as written (`page.title`,
    /// `.` for the current item), including those in blocks and in a parent's arguments; not
    /// the names of partials and parents (`referencedNames`).
    ///
    /// What a template can show of its data follows from these names alone (lambdas and
    /// dynamic names are not supported), so a caller can tell which values a change of data
    /// can reach.
    public var tagNames: Set<String> {
        var names: Set<String> = []
        Self.collectTagNames(in: nodes, into: &names)
        return names
    }

    private static func collectTagNames(in nodes: [Node], into names: inout Set<String>) {
        for node in nodes {
            switch node {
            case .variable(let variable):
                names.insert(variable.path.written)
            case .section(let section):
                names.insert(section.path.written)
                collectTagNames(in: section.nodes, into: &names)
            case .parent(let call):
                for argument in call.arguments.keys.sorted() {
                    collectTagNames(in: call.arguments[argument] ?? [], into: &names)
                }
            case .block(let site):
                collectTagNames(in: site.defaultNodes, into: &names)
            case .text, .indent, .partial:
                break
            }
        }
    }
}

extension VariablePath {
    /// The name as written in the tag.
    var written: String {
        isImplicit ? "." : ([first] + rest.map(\.key)).joined(separator: ".")
    }
}
