import SitegenCore

/// Builds Swift `Block`/`Inline` trees from cmark's enter/exit walk, with an explicit stack.
///
/// Nesting is capped so that no later recursive walk (rendering, layout, equality) can run out
/// of stack: containers deeper than the caps are flattened (their children move up to the
/// nearest container within the cap) and the page gets one warning.
struct MarkdownTreeBuilder {
    /// Block containers (quotes, lists, footnotes) may nest this deep.
    static let maximumBlockDepth = 100
    /// Inline containers (emphasis, links, images) may nest this deep within one block.
    static let maximumInlineDepth = 100

    struct Result {
        var blocks: [Block]
        var footnotes: [Footnote]
        /// Warnings, and the errors of timeline blocks.
        var diagnostics: [Diagnostic]
    }

    private struct Frame {
        var element: MarkdownElement
        var location: SourceLocation
        /// Too deep: on close, its children join the parent's.
        var isFlattened = false
        var blockDepth = 0
        var inlineDepth = 0
        var blocks: [Block] = []
        var inlines: [Inline] = []
        /// Text not yet added to `inlines`; adjacent text nodes are merged (cmark splits text
        /// at every special character) without quadratic copying.
        var pendingText: String?
        var pendingTextLocation: SourceLocation?
        var items: [ListItem] = []
        var cells: [TableCell] = []
        var header: [TableCell] = []
        var rows: [[TableCell]] = []
        /// A list's: a `:::` line its last item took in, which goes after the list.
        var lazyCloser: Block?

        mutating func flushText() {
            if let text = pendingText {
                inlines.append(.text(text))
                pendingText = nil
            }
        }
    }

    private let keepsRawHTML: Bool
    private let footnoteReferenceCounts: [Int: Int]
    private var stack: [Frame]
    private var footnotes: [Footnote] = []
    private var flattenedAt: SourceLocation?
    private var omittedHTMLAt: SourceLocation?
    /// Errors of timeline and steps blocks whose YAML did not read, and warnings of code
    /// fences' options.
    private var blockProblems: [Diagnostic] = []
    /// Image frames on the stack (their content is alt text).
    private var openImages = 0
    private var callouts = CalloutReader()

    /// - Parameter footnoteReferenceCounts: footnote number → how many references it has.
    init(file: String, keepsRawHTML: Bool, footnoteReferenceCounts: [Int: Int]) {
        self.keepsRawHTML = keepsRawHTML
        self.footnoteReferenceCounts = footnoteReferenceCounts
        stack = [Frame(element: .document, location: SourceLocation(file: file, line: 1, column: 1))]
    }

    mutating func open(_ element: MarkdownElement, at location: SourceLocation) {
        let top = stack.count - 1
        // Only scalar fields are read: copying the parent frame would share (and then copy on
        // write) its child arrays, which turns a paragraph of many links quadratic.
        let parentBlockDepth = stack[top].blockDepth
        let parentInlineDepth = stack[top].inlineDepth
        let parentIsFlattenedList = stack[top].isFlattened && stack[top].element.isList
        stack[top].flushText()
        var frame = Frame(element: element, location: location)
        frame.blockDepth = parentBlockDepth + (element.nestsBlocks ? 1 : 0)
        frame.inlineDepth = parentInlineDepth + (element.nestsInlines ? 1 : 0)
        switch element {
        case .unknown:
            frame.isFlattened = true
        case .item:
            // Items of a flattened list go with it, or they would land where no item belongs.
            frame.isFlattened = parentIsFlattenedList
        default:
            if frame.blockDepth > Self.maximumBlockDepth || frame.inlineDepth > Self.maximumInlineDepth {
                frame.isFlattened = true
                if flattenedAt == nil { flattenedAt = location }
            }
        }
        if frame.isFlattened {
            // Children of a flattened container sit at the level of the container's parent.
            frame.blockDepth = parentBlockDepth
            frame.inlineDepth = parentInlineDepth
        }
        if case .image = element { openImages += 1 }
        stack.append(frame)
    }

    mutating func leaf(_ element: MarkdownElement, at location: SourceLocation) {
        switch element {
        case .text(let text): appendText(text, at: location)
        case .code(let literal): append(.code(literal))
        case .softBreak: append(.softBreak)
        case .lineBreak: append(.lineBreak)
        case .inlineHTML(let html): append(rawHTML(html, at: location))
        case .footnoteReference(let label, let number, let occurrence):
            let reference = FootnoteReference(label: label, number: number, occurrence: occurrence, at: location)
            append(.footnoteReference(reference))
        case .htmlBlock(let html):
            append(Block(keepsRawHTML ? .htmlBlock(html) : omittedHTMLBlock(at: location), at: location))
        case .codeBlock(let info, let literal, let isUnclosed):
            if isUnclosed {
                blockProblems.append(.warning(at: location, "this code fence is never closed: the block runs to the end of its container (the file, a quote or a list item)"))
            }
            append(Block(codeBlock(info: info, literal: literal, at: location), at: location))
        case .thematicBreak: append(Block(.thematicBreak, at: location))
        default: break  // containers never arrive here
        }
    }

    mutating func close() {
        guard stack.count > 1, var frame = stack.popLast() else { return }
        if case .image = frame.element { openImages -= 1 }
        let trailingTextLocation = frame.pendingText == nil ? nil : frame.pendingTextLocation
        frame.flushText()
        let top = stack.count - 1
        if frame.isFlattened {
            for inline in frame.inlines { append(inline) }
            stack[top].blocks.append(contentsOf: frame.blocks)
            stack[top].items.append(contentsOf: frame.items)
            return
        }
        switch frame.element {
        case .paragraph:
            append(Block(.paragraph(frame.inlines), at: frame.location))
        case .heading(let level):
            let heading = Heading(level: level, content: frame.inlines)
            append(Block(.heading(heading.splittingExplicitID(textLocation: trailingTextLocation)), at: frame.location))
        case .blockQuote:
            let (children, lazyCloser) = calloutContainers(in: frame.blocks, depth: frame.blockDepth)
            if frame.blockDepth <= CalloutReader.maximumDepth, let alert = CalloutReader.alert(children, at: frame.location) {
                append(Block(.callout(alert), at: frame.location))
            } else {
                append(Block(.blockQuote(children), at: frame.location))
            }
            if let lazyCloser { append(lazyCloser) }
        case .list(let marker, let isTight):
            append(Block(.list(ListBlock(marker: marker, isTight: isTight, items: frame.items)), at: frame.location))
            if let lazyCloser = frame.lazyCloser { append(lazyCloser) }
        case .item(let checkbox):
            let (blocks, lazyCloser) = calloutContainers(in: frame.blocks, depth: frame.blockDepth)
            stack[top].items.append(ListItem(checkbox: checkbox, blocks: blocks, at: frame.location))
            stack[top].lazyCloser = lazyCloser
        case .table(let alignments):
            let table = Table(alignments: alignments, header: frame.header, rows: frame.rows)
            append(Block(.table(table), at: frame.location))
        case .tableRow(let isHeader):
            if isHeader { stack[top].header = frame.cells } else { stack[top].rows.append(frame.cells) }
        case .tableCell:
            stack[top].cells.append(TableCell(content: frame.inlines, at: frame.location))
        case .footnoteDefinition(let label):
            let number = footnotes.count + 1
            footnotes.append(
                Footnote(
                    label: label, number: number, referenceCount: footnoteReferenceCounts[number] ?? 0,
                    blocks: calloutContainers(in: frame.blocks, depth: frame.blockDepth).blocks, at: frame.location))
        case .emphasis: append(.emphasis(frame.inlines))
        case .strong: append(.strong(frame.inlines))
        case .strikethrough: append(.strikethrough(frame.inlines))
        case .link(let destination, let title):
            append(.link(Link(destination: destination, title: title, content: frame.inlines, at: frame.location)))
        case .image(let source, let title):
            append(.image(Image(source: source, title: title, alt: frame.inlines, at: frame.location)))
        default:
            break
        }
    }

    /// The finished tree.
    mutating func finish() -> Result {
        while stack.count > 1 { close() }
        stack[0].flushText()
        let blocks = callouts.containers(in: stack[0].blocks)
        var warnings: [Diagnostic] = []
        if let flattenedAt {
            warnings.append(
                .warning(
                    at: flattenedAt,
                    "content is nested more than \(Self.maximumBlockDepth) levels deep; deeper levels were flattened"))
        }
        if let omittedHTMLAt {
            warnings.append(.warning(at: omittedHTMLAt, "raw HTML is omitted from pages unless unsafe HTML is allowed"))
        }
        return Result(blocks: blocks, footnotes: footnotes, diagnostics: warnings + blockProblems + callouts.diagnostics)
    }

    // MARK: - Adding children

    private mutating func appendText(_ text: String, at location: SourceLocation) {
        let top = stack.count - 1
        if stack[top].pendingText == nil {
            stack[top].pendingText = text
            stack[top].pendingTextLocation = location
        } else {
            stack[top].pendingText?.append(text)
        }
    }

    private mutating func append(_ inline: Inline) {
        if case .text(let text) = inline {
            appendText(text, at: stack[stack.count - 1].location)
            return
        }
        stack[stack.count - 1].flushText()
        stack[stack.count - 1].inlines.append(inline)
    }

    private mutating func append(_ block: Block) {
        stack[stack.count - 1].blocks.append(block)
    }

    /// `blocks` with their `:::` containers made callouts, unless they stand too deep.
    private mutating func calloutContainers(in blocks: [Block], depth: Int) -> (blocks: [Block], lazyCloser: Block?) {
        depth <= CalloutReader.maximumDepth ? callouts.containers(in: blocks, hoistingLazyCloser: true) : (blocks, nil)
    }

    private mutating func rawHTML(_ html: String, at location: SourceLocation) -> Inline {
        if keepsRawHTML { return .html(html) }
        // An image description is plain text (an `alt` attribute): a tag there is harmless
        // text, and cmark's safe mode shows it escaped, so keep it as text.
        if openImages > 0 { return .text(html) }
        if omittedHTMLAt == nil { omittedHTMLAt = location }
        return .omittedHTML
    }

    /// A fenced block, or the timeline it holds; a timeline that does not read stays a code
    /// block, its errors the page's.
    private mutating func codeBlock(info: String, literal: String, at location: SourceLocation) -> Block.Kind {
        guard let style = Timeline.Style(info: info) else {
            warnAboutFence(info: info, literal: literal, at: location)
            return .codeBlock(info: info, literal: literal)
        }
        switch Timeline.read(style: style, literal: literal, location: location) {
        case .success(let timeline):
            return .timeline(timeline)
        case .failure(let problems):
            blockProblems.append(contentsOf: problems.diagnostics)
            return .codeBlock(info: info, literal: literal)
        }
    }

    /// A located warning for each option of the fence that does not read (the block is
    /// shown without it).
    private mutating func warnAboutFence(info: String, literal: String, at location: SourceLocation) {
        guard !info.isEmpty else { return }
        let (fence, problems) = CodeFence.read(info)
        let lineCount = literal.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            + (literal.utf8.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
        for problem in problems + fence.lineProblems(lineCount: lineCount) {
            blockProblems.append(.warning(at: location, problem + "; the block is shown without it"))
        }
    }

    private mutating func omittedHTMLBlock(at location: SourceLocation) -> Block.Kind {
        if omittedHTMLAt == nil { omittedHTMLAt = location }
        return .omittedHTML
    }
}
