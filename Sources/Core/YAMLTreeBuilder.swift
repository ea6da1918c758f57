/// Builds a `YAMLNode` tree from parse events with an explicit stack (never recursion), enforcing
/// the limits that make untrusted YAML safe: depth, alias expansion, unique keys, one document.
struct YAMLTreeBuilder {
    /// Containers may nest this deep; one more level is an error.
    static let maximumDepth = 100
    /// Aliases may expand to this many nodes in total (the anchored node and all its descendants
    /// count once per alias), which stops "billion laughs" bombs after a few thousand steps.
    static let maximumAliasExpansion = 10_000

    /// The finished document.
    struct Finished {
        var root: YAMLNode?
    }

    /// A container still being filled.
    private struct OpenContainer {
        var location: SourceLocation
        var anchor: String?
        /// Nodes in this container, aliases expanded (for the expansion count of its anchor).
        var weight = 1
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// Key text → line where it was first written.
        var keyLines: [String: Int] = [:]
    }

    /// An anchored node and its expanded size.
    private struct Anchored {
        var node: YAMLNode
        var weight: Int
    }

    private let file: String
    private var stack: [OpenContainer] = []
    private var anchors: [String: Anchored] = [:]
    private var documentCount = 0
    private var aliasExpansion = 0
    private var root: YAMLNode?

    init(file: String) {
        self.file = file
    }

    /// Feeds one event; returns the finished document at the end of the stream.
    mutating func consume(_ event: YAMLEvent) throws(Diagnostic) -> Finished? {
        switch event.kind {
        case .streamStart, .documentEnd:
            return nil
        case .streamEnd:
            // An empty document (`---` and nothing else) reads as an empty plain scalar.
            if let root, root.kind == .scalar(text: "", isPlain: true) { return Finished(root: nil) }
            return Finished(root: root)
        case .documentStart:
            documentCount += 1
            if documentCount > 1 {
                throw .error(at: event.location, "only one YAML document is allowed here, but a second one starts here")
            }
            return nil
        case .scalar(let text, let isPlain, let anchor):
            let node = YAMLNode(.scalar(text: text, isPlain: isPlain), at: event.location)
            try add(node, weight: 1, anchor: anchor)
        case .alias(let name):
            try addAlias(name, at: event.location)
        case .sequenceStart(let anchor):
            try open(mapping: false, anchor: anchor, at: event.location)
        case .mappingStart(let anchor):
            try open(mapping: true, anchor: anchor, at: event.location)
        case .sequenceEnd, .mappingEnd:
            try close()
        }
        return nil
    }

    private mutating func open(mapping: Bool, anchor: String?, at location: SourceLocation) throws(Diagnostic) {
        if stack.count >= Self.maximumDepth {
            throw .error(at: location, "YAML nesting is deeper than \(Self.maximumDepth) levels")
        }
        stack.append(OpenContainer(location: location, anchor: anchor, isMapping: mapping))
    }

    private mutating func close() throws(Diagnostic) {
        guard let container = stack.popLast() else { return }
        if container.isMapping, let key = container.pendingKey {
            // libyaml always sends a value after a key; this guards against a malformed stream.
            throw .error(at: key.location, "key has no value")
        }
        let kind: YAMLNode.Kind = container.isMapping ? .mapping(container.pairs) : .sequence(container.items)
        try add(YAMLNode(kind, at: container.location), weight: container.weight, anchor: container.anchor)
    }

    private mutating func addAlias(_ name: String, at location: SourceLocation) throws(Diagnostic) {
        guard let anchored = anchors[name] else {
            if stack.contains(where: { $0.anchor == name }) {
                throw .error(at: location, "alias '*\(name)' refers to a node that contains it")
            }
            throw .error(at: location, "alias '*\(name)' refers to no anchor defined before it")
        }
        aliasExpansion += anchored.weight
        if aliasExpansion > Self.maximumAliasExpansion {
            throw .error(
                at: location,
                "aliases expand to more than \(Self.maximumAliasExpansion) nodes (is this an alias bomb?)")
        }
        var node = anchored.node
        node.location = location
        try add(node, weight: anchored.weight, anchor: nil)
    }

    /// Adds a finished node to the innermost open container, or makes it the root.
    private mutating func add(_ node: YAMLNode, weight: Int, anchor: String?) throws(Diagnostic) {
        if let anchor {
            anchors[anchor] = Anchored(node: node, weight: weight)
        }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].weight += weight
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        guard let key = stack[top].pendingKey else {
            try checkKey(node, in: top)
            stack[top].pendingKey = node
            return
        }
        stack[top].pairs.append(YAMLPair(key: key, value: node))
        stack[top].pendingKey = nil
    }

    /// Keys must be scalars (so that lookups by string are unambiguous) and unique.
    private mutating func checkKey(_ key: YAMLNode, in index: Int) throws(Diagnostic) {
        guard case .scalar(let text, _) = key.kind else {
            throw .error(at: key.location, "a map key must be a single value, not \(key.typeName)")
        }
        if let firstLine = stack[index].keyLines[text] {
            throw .error(at: key.location, "duplicate key '\(text)' (first defined on line \(firstLine))")
        }
        stack[index].keyLines[text] = key.location.line
    }
}
