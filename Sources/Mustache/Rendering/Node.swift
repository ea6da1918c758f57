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

/// Where a tag stands, to report render errors at it.
struct TagLocation: Sendable {
    let template: String
    let line: Int
    let column: Int

    func error(_ message: String) -> TemplateError {
        TemplateError(template: template, line: line, column: column, message: message)
    }
}

/// `{{>name}}`.
final class PartialCall: Sendable {
    let name: String
    /// Standalone: the partial's lines get the current indentation plus `indentation`.
    let isStandalone: Bool
    let indentation: [UInt8]
    let location: TagLocation

    init(name: String, isStandalone: Bool, indentation: [UInt8], location: TagLocation) {
        self.name = name
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.location = location
    }
}

/// `{{<name}}…{{/name}}`: the named template, with some of its blocks replaced.
final class ParentCall: Sendable {
    let name: String
    /// The blocks given between the parent's tags, by name (the last of a repeated name wins).
    let arguments: [String: [Node]]
    let isStandalone: Bool
    let indentation: [UInt8]
    let location: TagLocation

    init(name: String, arguments: [String: [Node]], isStandalone: Bool, indentation: [UInt8], location: TagLocation) {
        self.name = name
        self.arguments = arguments
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.location = location
    }
}

/// `{{$name}}default{{/name}}` outside a parent tag: a place a parent's caller may fill.
final class BlockSite: Sendable {
    let name: String
    let defaultNodes: [Node]
    /// Standalone: whatever expands here starts a line and gets `indentation` on every line.
    let isStandalone: Bool
    let indentation: [UInt8]
    let location: TagLocation

    init(name: String, defaultNodes: [Node], isStandalone: Bool, indentation: [UInt8], location: TagLocation) {
        self.name = name
        self.defaultNodes = defaultNodes
        self.isStandalone = isStandalone
        self.indentation = indentation
        self.location = location
    }
}
