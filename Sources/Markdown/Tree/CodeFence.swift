/// What a code block's info string asks for, as Starlight and Docusaurus readers write it:
/// ```` ```swift title="Package.swift" {3,5-7} showLineNumbers ````.
public struct CodeFence: Hashable, Sendable {
    /// The first word, lowercased as written ("" for none): what highlights the code.
    public var language: String
    /// The block's caption, as plain text.
    public var title: String?
    /// Lines (1-based) to mark, each range in order as written.
    public var markedLines: [ClosedRange<Int>]
    /// Lines shown as added (`ins={…}`) and removed (`del={…}`), besides a `diff` block's own
    /// `+` and `-` lines.
    public var insertedLines: [ClosedRange<Int>]
    public var deletedLines: [ClosedRange<Int>]
    /// The number of the first line when numbers are shown (`showLineNumbers`, `linenos`).
    public var firstLineNumber: Int?
    /// The language of a `diff` block's lines (`lang="js"`).
    public var diffLanguage: String?

    public init(language: String = "", title: String? = nil, markedLines: [ClosedRange<Int>] = [],
                insertedLines: [ClosedRange<Int>] = [], deletedLines: [ClosedRange<Int>] = [],
                firstLineNumber: Int? = nil, diffLanguage: String? = nil) {
        self.language = language
        self.title = title
        self.markedLines = markedLines
        self.insertedLines = insertedLines
        self.deletedLines = deletedLines
        self.firstLineNumber = firstLineNumber
        self.diffLanguage = diffLanguage
    }

    /// A `diff` block: its `+` and `-` lines are shown added and removed.
    public var isDiff: Bool { language == "diff" || language == "patch" }

    /// The language whose definition colours the code (a diff's `lang`, else `language`).
    public var highlightLanguage: String { isDiff ? (diffLanguage ?? language) : language }

    /// How line `number` (1-based) is shown, from the options alone.
    public func isMarked(_ number: Int) -> Bool { markedLines.contains { $0.contains(number) } }
    public func isInserted(_ number: Int) -> Bool { insertedLines.contains { $0.contains(number) } }
    public func isDeleted(_ number: Int) -> Bool { deletedLines.contains { $0.contains(number) } }

    /// Whether any line is shown in a way of its own (marked, added, removed or numbered).
    public var hasLineOptions: Bool {
        isDiff || firstLineNumber != nil || !markedLines.isEmpty || !insertedLines.isEmpty || !deletedLines.isEmpty
    }
}
