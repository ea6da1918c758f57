/// Turns the token list, after the standalone rules, into the node tree a template renders.
///
/// It also places the indentation marks: where a source line starts (after the removed
/// standalone lines), a standalone partial's or parent's indentation is written when rendering.
struct TreeBuilder {
    private let tokens: [Token]
    private let bytes: [UInt8]
    private let templateName: String

    private struct Frame {
        /// Index of the opening tag; -1 for the template itself.
        let opener: Int
        var nodes: [Node] = []
        var text: [UInt8] = []
        var lineStarts: [Int] = []
        /// For a parent frame: the blocks given to the parent.
        var arguments: [String: [Node]] = [:]
        let isParent: Bool
    }

    private var frames: [Frame]
    /// The next output starts a source line.
    private var atLineStart = true
    private(set) var referencedNames: Set<String> = []

    init(tokens: [Token], bytes: [UInt8], templateName: String) {
        self.tokens = tokens
        self.bytes = bytes
        self.templateName = templateName
        frames = [Frame(opener: -1, isParent: false)]
    }

    mutating func build() -> [Node] {
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .text:
                appendText(token)
            case .comment, .delimiters:
                break
            case .escapedVariable, .rawVariable:
                markLineStart()
                if let path = VariablePath(token.name) {
                    append(.variable(VariableNode(path: path, escapesHTML: token.kind == .escapedVariable)))
                }
            case .section, .invertedSection, .parent, .block:
                if !token.standalone && !token.pairStandalone { markLineStart() }
                flushText()
                frames.append(Frame(opener: index, isParent: token.kind == .parent))
            case .close:
                let opener = tokens[token.partner]
                if !token.standalone && !(opener.kind == .block && opener.isArgument) { markLineStart() }
                flushText()
                close(frames.removeLast(), opener: opener)
                if opener.kind == .parent { atLineStart = false }
            case .partial:
                if !token.standalone { markLineStart() }
                referencedNames.insert(token.name)
                append(.partial(PartialCall(
                    name: token.name, isStandalone: token.standalone, indentation: token.indentation,
                    location: location(of: token))))
            }
        }
        flushText()
        return frames[0].nodes
    }

    private mutating func close(_ frame: Frame, opener: Token) {
        switch opener.kind {
        case .section, .invertedSection:
            guard let path = VariablePath(opener.name) else { return }
            append(.section(SectionNode(
                path: path, isInverted: opener.kind == .invertedSection, nodes: frame.nodes, name: opener.name,
                location: location(of: opener))))
        case .parent:
            referencedNames.insert(opener.name)
            append(.parent(ParentCall(
                name: opener.name, arguments: frame.arguments, isStandalone: opener.pairStandalone,
                indentation: opener.indentation, location: location(of: opener))))
        case .block where opener.isArgument:
            frames[frames.count - 1].arguments[opener.name] = withoutLeadingLineStart(frame.nodes)
        case .block:
            let nodes = opener.pairStandalone ? withoutLeadingLineStart(frame.nodes) : frame.nodes
            append(.block(BlockSite(
                name: opener.name, defaultNodes: nodes, isStandalone: opener.pairStandalone,
                indentation: opener.indentation, location: location(of: opener))))
        default:
            break
        }
    }

    /// A block's first line is indented by the place it expands into, not by its own source.
    private func withoutLeadingLineStart(_ nodes: [Node]) -> [Node] {
        guard let first = nodes.first else { return nodes }
        switch first {
        case .indent:
            return Array(nodes.dropFirst())
        case .text(let run) where run.lineStarts.first == 0:
            return [.text(TextNode(bytes: run.bytes, lineStarts: Array(run.lineStarts.dropFirst())))]
                + nodes.dropFirst()
        default:
            return nodes
        }
    }

    private mutating func appendText(_ token: Token) {
        if !token.removed && token.start < token.end {
            if !frames[frames.count - 1].isParent {
                if atLineStart {
                    frames[frames.count - 1].lineStarts.append(frames[frames.count - 1].text.count)
                }
                frames[frames.count - 1].text.append(contentsOf: bytes[token.start..<token.end])
            }
            atLineStart = false
        }
        if bytes[token.end - 1] == ASCII.newline { atLineStart = true }
    }

    private mutating func markLineStart() {
        if atLineStart {
            flushText()
            append(.indent)
        }
        atLineStart = false
    }

    private mutating func flushText() {
        let last = frames.count - 1
        guard !frames[last].text.isEmpty else { return }
        frames[last].nodes.append(.text(TextNode(bytes: frames[last].text, lineStarts: frames[last].lineStarts)))
        frames[last].text = []
        frames[last].lineStarts = []
    }

    /// Nodes directly inside a parent tag other than blocks are ignored, as the spec says.
    private mutating func append(_ node: Node) {
        let last = frames.count - 1
        guard !frames[last].isParent else { return }
        flushText()
        frames[last].nodes.append(node)
    }

    private func location(of token: Token) -> TagLocation {
        TagLocation(template: templateName, line: token.line, column: token.column)
    }
}
