/// One step of a parsed template; a template is a tree of nodes, rendered many times.
enum Node: Sendable {
    case text(TextRun)
    /// A line starts here in the template's source: write the current indentation.
    case indent
    case variable(Variable)
    case section(Section)
    case partial(PartialCall)
    case parent(ParentCall)
    case block(BlockSite)
}

/// Literal text, with the offsets where a source line starts (where indentation goes).
final class TextRun: Sendable {
    let bytes: [UInt8]
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}

final class Variable: Sendable {
    let path: VariablePath
    let escapesHTML: Bool

    init(path: VariablePath, escapesHTML: Bool) {
        self.path = path
        self.escapesHTML = escapesHTML
    }
}

final class Section: Sendable {
    let path: VariablePath
    let isInverted: Bool
    let nodes: [Node]

    init(path: VariablePath, isInverted: Bool, nodes: [Node]) {
        self.path = path
        self.isInverted = isInverted
        self.nodes = nodes
    }
}
