internal import CCmarkGFM
import SitegenCore
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Parses Markdown with cmark-gfm and copies its tree into Swift values.
///
/// The only file that sees cmark's C types. Walks use `cmark_iter_*`, never recursion.
enum CmarkTree {
    /// GFM extensions attached to every parser (footnotes are a parser option).
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// cmark's extension registry is global; fill it once per process (thread-safe lazy global).
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// The table extension with its line callbacks wrapped by a `TableGuard` (its `priv`),
    /// made for one parse: the nodes of the tables it opens hold it, so that cmark asks it
    /// about their rows. Freed by the parse, after its document.
    private static func guardedTableExtension(_ tableGuard: TableGuard) -> UnsafeMutablePointer<cmark_syntax_extension>? {
        guard let table = cmark_find_syntax_extension("table") else { return nil }
        let wrapper = UnsafeMutablePointer<cmark_syntax_extension>.allocate(capacity: 1)
        wrapper.initialize(to: table.pointee)
        wrapper.pointee.priv = Unmanaged.passUnretained(tableGuard).toOpaque()
        wrapper.pointee.try_opening_block = { wrapper, indented, parser, parent, input, length in
            let table = CmarkTree.tableExtension
            guard let wrapper, let parent, let tableGuard = wrapper.pointee.priv.map({
                Unmanaged<TableGuard>.fromOpaque($0).takeUnretainedValue()
            }) else { return table?.try_opening_block?(wrapper, indented, parser, parent, input, length) }
            // Refused as the table extension refuses a line that is no delimiter row.
            if indented == 0 && cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
               !tableGuard.allowsTable(at: Int(cmark_parser_get_line_number(parser)),
                                       paragraphStart: Int(cmark_node_get_start_line(parent))) {
                return parent
            }
            return table?.try_opening_block?(wrapper, indented, parser, parent, input, length)
        }
        wrapper.pointee.last_block_matches = { wrapper, parser, input, length, container in
            let table = CmarkTree.tableExtension
            let columns = container.map { Int(cmark_gfm_extensions_get_table_columns($0)) } ?? 0
            guard columns > 0, let wrapper, let tableGuard = wrapper.pointee.priv.map({
                Unmanaged<TableGuard>.fromOpaque($0).takeUnretainedValue()
            }) else { return table?.last_block_matches?(wrapper, parser, input, length, container) ?? 0 }
            let line = Int(cmark_parser_get_line_number(parser))
            guard tableGuard.allowsRow(at: line) else { return 0 }
            let matches = table?.last_block_matches?(wrapper, parser, input, length, container) ?? 0
            guard matches != 0 else { return 0 }
            let start = Int(cmark_node_get_start_line(container))
            return tableGuard.keepsRow(at: line, tableStart: start, columns: columns) ? matches : 0
        }
        return wrapper
    }

    /// cmark-gfm's own table extension, whose callbacks the guarded one calls: a copy,
    /// made once and only read.
    nonisolated(unsafe) private static let tableExtension: cmark_syntax_extension? = {
        _ = registration
        return cmark_find_syntax_extension("table")?.pointee
    }()

    struct Parsed {
        var blocks: [Block]
        var footnotes: [Footnote]
        /// Warnings, and the errors of timeline blocks.
        var diagnostics: [Diagnostic]
    }

    /// Parses a Markdown body; `lineMap` was built from the same text.
    static func parse(_ text: String, lineMap: LineMap, keepsRawHTML: Bool) -> Parsed {
        tree(of: Parse(text), lineMap: lineMap, keepsRawHTML: keepsRawHTML)
    }

    /// The tree of `parse` in Swift values (its inlines parsed first if they are not yet);
    /// `lineMap` was built from its text.
    static func tree(of parse: Parse, lineMap: LineMap, keepsRawHTML: Bool) -> Parsed {
        parse.withDocument { document, _ in
            var lineMap = lineMap
            // The footnote pass walks the whole tree; without `[^` in the text there is nothing to find.
            let footnotes =
                lineMap.find(Array("[^".utf8), line: 1, byteColumn: 1, lineLimit: Int.max / 2) == nil
                ? FootnoteIndex() : FootnoteIndex(document: document, lineMap: &lineMap)
            var builder = MarkdownTreeBuilder(
                file: lineMap.file, keepsRawHTML: keepsRawHTML,
                footnoteReferenceCounts: footnotes.referenceCounts)
            guard let iterator = cmark_iter_new(document) else {
                return Parsed(blocks: [], footnotes: [], diagnostics: [])
            }
            defer { cmark_iter_free(iterator) }
            // The last trustworthy position, where the search for a misplaced autolink starts.
            var cursor = (line: 1, byteColumn: 1)
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard let node = cmark_iter_get_node(iterator), node != document else { continue }
                let type = cmark_node_get_type(node)
                if event == CMARK_EVENT_EXIT {
                    if type != CMARK_NODE_FOOTNOTE_REFERENCE { builder.close() }
                    continue
                }
                var position = (line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node)))
                if type == CMARK_NODE_LINK {
                    position = linkPosition(node, reported: position, after: cursor, in: lineMap)
                }
                if position.line > 0, position.byteColumn > 0 { cursor = position }
                let location = lineMap.location(line: position.line, byteColumn: position.byteColumn)
                if let leaf = leafElement(node, type: type, footnotes: footnotes) {
                    builder.leaf(leaf, at: location)
                } else {
                    builder.open(containerElement(node, type: type, footnotes: footnotes), at: location)
                }
            }
            let result = builder.finish()
            let diagnostics = result.diagnostics.map { diagnostic in
                var clamped = diagnostic
                clamped.location = lineMap.clamped(diagnostic.location)
                return clamped
            }
            let tableWarnings = parse.tableRefusals.map { refusal in
                Diagnostic.warning(at: lineMap.location(line: refusal.line, byteColumn: refusal.byteColumn), refusal.message)
            }
            return Parsed(blocks: result.blocks, footnotes: result.footnotes, diagnostics: diagnostics + tableWarnings)
        }
    }

    /// cmark-gfm's own HTML for `text`, with the extensions and options sitegen parses with;
    /// the reference the HTML renderer's tests compare against (`guardsTables` off: without
    /// `TableGuard`'s limits).
    static func referenceHTML(_ text: String, unsafeHTML: Bool, guardsTables: Bool = true) -> String {
        let options = CMARK_OPT_FOOTNOTES | (unsafeHTML ? CMARK_OPT_UNSAFE : 0)
        return Parse(text, options: options, guardsTables: guardsTables).withDocument { document, parser in
            guard let html = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
                return ""
            }
            defer { free(html) }
            return String(cString: html)
        }
    }

    /// cmark-gfm 0.29 switches its extensions' special characters (`~`, `w`, `:`…) on and off in a
    /// process-wide table around every inline parse (`cmark_parser_finish`), so two at once break
    /// each other's strikethrough and autolinks. Finishing holds this lock; the block parse
    /// (`cmark_parser_feed`), most of the work, walking the tree and freeing do not.
    private static let parseLock = Mutex<Void>(())

    /// A Markdown text through cmark's block parse (`cmark_parser_feed`), its inline parse to
    /// come: the part that holds `parseLock`. A reader with other files to read need not wait
    /// for the lock (`parseInlinesIfUnlocked`); the parser and its document go with this object.
    final class Parse: @unchecked Sendable {
        private let parser: OpaquePointer
        private var document: OpaquePointer?
        /// Limits on tables (nil for a text without `|`, or when not guarded), and the
        /// extension that applies them.
        private let tableGuard: TableGuard?
        private let guardedTable: UnsafeMutablePointer<cmark_syntax_extension>?

        /// - Parameter guardsTables: apply `TableGuard`'s limits (off only for the tests'
        ///   reference, cmark-gfm's tables as they are).
        init(_ text: String, options: Int32 = CMARK_OPT_FOOTNOTES, guardsTables: Bool = true) {
            _ = registration
            var text = text
            // cmark's default allocator aborts when memory runs out, so these calls never return nil.
            // Source positions: without them cmark does not count the line breaks inside a code span
            // or raw HTML, and places what follows on the span's first line, past its end.
            guard let parser = cmark_parser_new(options | CMARK_OPT_SOURCEPOS) else {
                fatalError("cmark_parser_new: out of memory")
            }
            tableGuard = guardsTables ? TableGuard(text) : nil
            guardedTable = tableGuard.flatMap(guardedTableExtension)
            for name in extensionNames {
                if name == "table", let guardedTable {
                    cmark_parser_attach_syntax_extension(parser, guardedTable)
                } else if let syntaxExtension = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntaxExtension)
                }
            }
            text.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
                }
            }
            self.parser = parser
        }

        /// Whether the inlines are parsed: now, unless another thread holds the lock, or before.
        func parseInlinesIfUnlocked() -> Bool {
            if document != nil { return true }
            return parseLock.withLockIfAvailable { _ in finish() } != nil
        }

        /// Parses the inlines, waiting for the lock if another thread holds it.
        func parseInlines() {
            if document == nil { parseLock.withLock { _ in finish() } }
        }

        /// Called with the lock held.
        private func finish() {
            guard let finished = cmark_parser_finish(parser) else { fatalError("cmark_parser_finish: out of memory") }
            document = finished
        }

        /// `body` with the document and its parser, the inlines parsed first if they are not yet.
        func withDocument<Result>(_ body: (OpaquePointer, OpaquePointer) -> Result) -> Result {
            parseInlines()
            guard let document else { fatalError("cmark_parser_finish gave no document") }
            return body(document, parser)
        }

        /// Where the table guard met its limits (after the parse).
        var tableRefusals: [TableGuard.Refusal] { tableGuard?.refusals ?? [] }

        /// Without the lock: freeing touches the parser's own buffers, lists and (emptied) root only.
        deinit {
            if let document { cmark_node_free(document) }
            cmark_parser_free(parser)
            guardedTable?.deallocate()
        }
    }

    // MARK: - Copying nodes

    /// A fenced block whose last line is its code's, not a closing fence: cmark ends such a
    /// block where its container (the document, a quote, a list item) ends.
    private static func isUnclosedFence(_ node: OpaquePointer, literal: String) -> Bool {
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0, length > 0 else { return false }
        let lines = literal.utf8.reduce(Int32(0)) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return cmark_node_get_end_line(node) <= cmark_node_get_start_line(node) + lines
    }

    private static func leafElement(_ node: OpaquePointer, type: cmark_node_type, footnotes: FootnoteIndex) -> MarkdownElement? {
        switch type {
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_HTML_INLINE: return .inlineHTML(literal(node))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
        case CMARK_NODE_CODE_BLOCK:
            let text = literal(node)
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: text, isUnclosed: isUnclosedFence(node, literal: text))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            let number = Int(literal(node)) ?? 0
            let position = SourcePosition(line: cmark_node_get_start_line(node), column: cmark_node_get_start_column(node))
            return .footnoteReference(
                label: footnotes.labels[number] ?? "", number: number,
                occurrence: footnotes.occurrences[position] ?? 1)
        default: return nil
        }
    }

    private static func containerElement(_ node: OpaquePointer, type: cmark_node_type, footnotes: FootnoteIndex) -> MarkdownElement {
        switch type {
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            let marker: ListBlock.Marker =
                cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
                ? .ordered(start: Int(cmark_node_get_list_start(node))) : .bullet
            return .list(marker, isTight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            guard typeString(node) == "tasklist" else { return .item(nil) }
            return .item(cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            return .footnoteDefinition(label: footnotes.definitionLabels[footnotes.definitionIndex(of: node)] ?? "")
        default:
            break
        }
        switch typeString(node) {
        case "table": return .table(alignments: tableAlignments(node))
        case "table_header": return .tableRow(isHeader: true)
        case "table_row": return .tableRow(isHeader: false)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        default: return .unknown
        }
    }

    /// Where a link really starts. cmark-gfm's autolink extension reports `www.` links one
    /// column early and URL or email autolinks at 0:0; those are found from their text instead.
    private static func linkPosition(
        _ node: OpaquePointer, reported: (line: Int, byteColumn: Int), after cursor: (line: Int, byteColumn: Int),
        in lineMap: LineMap
    ) -> (line: Int, byteColumn: Int) {
        if lineMap.hasPrefix([UInt8(ascii: "[")], line: reported.line, byteColumn: reported.byteColumn)
            || lineMap.hasPrefix([UInt8(ascii: "<")], line: reported.line, byteColumn: reported.byteColumn)
        {
            return reported
        }
        guard let child = cmark_node_first_child(node), cmark_node_get_type(child) == CMARK_NODE_TEXT else {
            return reported
        }
        let text = Array(literal(child).utf8)
        for column in [reported.byteColumn + 1, reported.byteColumn]
        where lineMap.hasPrefix(text, line: reported.line, byteColumn: column) {
            return (reported.line, column)
        }
        return lineMap.find(text, line: cursor.line, byteColumn: cursor.byteColumn) ?? reported
    }

    private static func tableAlignments(_ node: OpaquePointer) -> [Table.Alignment] {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        guard let alignments = cmark_gfm_extensions_get_table_alignments(node) else {
            return Array(repeating: .none, count: columns)
        }
        return (0..<columns).map { column in
            switch alignments[column] {
            case UInt8(ascii: "l"): return .left
            case UInt8(ascii: "c"): return .center
            case UInt8(ascii: "r"): return .right
            default: return .none
            }
        }
    }

    private static func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }
    private static func typeString(_ node: OpaquePointer) -> String { string(cmark_node_get_type_string(node)) }
    private static func string(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }

    // MARK: - Footnotes

    /// What cmark's footnote pass computed but does not expose: each footnote's label, and
    /// which occurrence of its footnote each reference is (cmark counts them in source order).
    private struct FootnoteIndex {
        /// Footnote number → label as written in its definition.
        var labels: [Int: String] = [:]
        /// Definition order (= number order) → label.
        var definitionLabels: [Int: String] = [:]
        var occurrences: [SourcePosition: Int] = [:]
        var referenceCounts: [Int: Int] = [:]
        private var definitions: [OpaquePointer: Int] = [:]

        init() {}

        init(document: OpaquePointer, lineMap: inout LineMap) {
            guard let iterator = cmark_iter_new(document) else { return }
            defer { cmark_iter_free(iterator) }
            var references: [(number: Int, position: SourcePosition, label: String?)] = []
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
                let line = cmark_node_get_start_line(node)
                let column = cmark_node_get_start_column(node)
                switch cmark_node_get_type(node) {
                case CMARK_NODE_FOOTNOTE_REFERENCE:
                    let span = lineMap.text(
                        line: Int(line), from: Int(column), through: Int(cmark_node_get_end_column(node)))
                    references.append(
                        (Int(CmarkTree.literal(node)) ?? 0, SourcePosition(line: line, column: column),
                         span.flatMap(FootnoteLabel.fromReference)))
                case CMARK_NODE_FOOTNOTE_DEFINITION:
                    let index = definitions.count
                    definitions[node] = index
                    let prefix = lineMap.text(line: Int(line), from: 1, through: Int(column) - 1)
                    let label =
                        prefix.flatMap(FootnoteLabel.fromDefinitionPrefix)
                        ?? lineMap.text(line: Int(line) - 1).flatMap(FootnoteLabel.fromDefinitionPrefix)
                    if let label { definitionLabels[index] = label }
                default:
                    break
                }
            }
            references.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
            for reference in references {
                let count = (referenceCounts[reference.number] ?? 0) + 1
                referenceCounts[reference.number] = count
                occurrences[reference.position] = count
                if labels[reference.number] == nil, let label = reference.label { labels[reference.number] = label }
            }
            for (index, label) in definitionLabels { labels[index + 1] = label }
            for index in 0..<definitions.count where definitionLabels[index] == nil {
                definitionLabels[index] = labels[index + 1]
            }
        }

        func definitionIndex(of node: OpaquePointer) -> Int {
            definitions[node] ?? -1
        }
    }
}
