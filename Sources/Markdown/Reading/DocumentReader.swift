import SitegenCore

/// Reads one Markdown file into a `Document`.
///
/// Input rules: UTF-8 only (an optional BOM is skipped), no NUL bytes, any of LF, CRLF or CR
/// line endings. A binary file gets one "not a text file" error. An empty file is a valid,
/// empty page titled after its file name. Errors from every stage (bytes aside) are reported
/// together; warnings of a successful read are in `Document.warnings`.
public enum DocumentReader {
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - file: the path shown in diagnostics; its last component without extension is the
    ///     fallback title.
    ///   - options: whether raw HTML is kept.
    /// - Throws: every error found (and the warnings found with them), each with its location.
    public static func read(
        bytes: [UInt8], file: String, options: MarkdownOptions = MarkdownOptions()
    ) throws(DiagnosticList) -> Document {
        try finish(try start(bytes: bytes, file: file, options: options))
    }

    /// A file read up to the inline parse of its Markdown, which must hold a lock of the
    /// whole process (cmark-gfm 0.29's extensions switch a table of the process around it):
    /// a reader with more files to read can read on while another thread holds it
    /// (`parseInlinesIfUnlocked`), instead of waiting. Used by one thread at a time.
    public final class Pending: @unchecked Sendable {
        fileprivate let file: String
        fileprivate let options: MarkdownOptions
        fileprivate let frontMatter: FrontMatter
        fileprivate let diagnostics: DiagnosticList
        fileprivate let lineMap: LineMap
        fileprivate let parse: CmarkTree.Parse

        fileprivate init(file: String, options: MarkdownOptions, frontMatter: FrontMatter, diagnostics: DiagnosticList,
                         lineMap: LineMap, parse: CmarkTree.Parse) {
            (self.file, self.options, self.frontMatter, self.diagnostics) = (file, options, frontMatter, diagnostics)
            (self.lineMap, self.parse) = (lineMap, parse)
        }

        /// Whether the inline parse is done: now, unless another thread is in one, or before.
        public func parseInlinesIfUnlocked() -> Bool { parse.parseInlinesIfUnlocked() }
    }

    /// `read` up to the inline parse (`Pending`); the errors found so far end it here.
    public static func start(
        bytes: [UInt8], file: String, options: MarkdownOptions = MarkdownOptions()
    ) throws(DiagnosticList) -> Pending {
        let text: String
        let split: FrontMatterSplit
        do {
            text = try SourceText.decode(bytes, file: file)
            split = try FrontMatterSplit(text, file: file)
        } catch {
            throw DiagnosticList([error])
        }

        var diagnostics = DiagnosticList()
        var frontMatter = FrontMatter()
        if let yaml = split.yaml {
            do {
                let node = try YAMLReader.read(yaml, file: file, firstLine: 2)
                let (interpreted, problems) = FrontMatter.interpret(node)
                frontMatter = interpreted
                diagnostics.append(contentsOf: problems)
            } catch {
                diagnostics.append(contentsOf: error)
            }
        }
        let lineMap = LineMap(text: split.body, file: file, lineOffset: split.bodyLineOffset)
        return Pending(file: file, options: options, frontMatter: frontMatter, diagnostics: diagnostics, lineMap: lineMap,
                       parse: CmarkTree.Parse(split.body))
    }

    /// The rest of `read` for `pending`: its inline parse (waiting for the lock if another
    /// thread holds it) and the document made from the tree.
    public static func finish(_ pending: Pending) throws(DiagnosticList) -> Document {
        let file = pending.file
        let frontMatter = pending.frontMatter
        var diagnostics = pending.diagnostics
        let parsed = CmarkTree.tree(of: pending.parse, lineMap: pending.lineMap, keepsRawHTML: pending.options.unsafeHTML)
        diagnostics.append(contentsOf: parsed.diagnostics)
        let tree = SectionTreeBuilder.build(parsed.blocks, reservedIDs: footnoteIDs(parsed.footnotes))
        diagnostics.append(contentsOf: tree.diagnostics)
        if diagnostics.hasErrors { throw diagnostics }

        var document = Document(
            file: file, frontMatter: frontMatter, title: "", titleSource: .fileName,
            preamble: tree.preamble, sections: tree.sections, footnotes: parsed.footnotes,
            warnings: diagnostics.sorted)
        if let title = frontMatter.title {
            (document.title, document.titleSource) = (title, .frontMatter)
        } else if let heading = document.allSections.first(where: { $0.level == 1 }) {
            (document.title, document.titleSource) = (heading.plainTitle, .heading)
        } else {
            document.title = fileStem(file)
        }
        document.wordCount = wordCount(document)
        return document
    }

    /// Element ids cmark's footnote HTML uses, which headings must not take.
    private static func footnoteIDs(_ footnotes: [Footnote]) -> Set<String> {
        var ids = Set<String>()
        for footnote in footnotes {
            ids.insert("fn-\(footnote.label)")
            ids.insert("fnref-\(footnote.label)")
            if footnote.referenceCount > 1 {
                for occurrence in 2...footnote.referenceCount { ids.insert("fnref-\(footnote.label)-\(occurrence)") }
            }
        }
        return ids
    }

    /// `content/posts/hello.world.md` → `hello.world`.
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func wordCount(_ document: Document) -> Int {
        var counter = WordCounter()
        counter.walk(document)
        return counter.count
    }
}
