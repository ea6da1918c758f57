import SitegenCore

/// One Markdown page: its front matter and its content as a tree of sections.
public struct Document: Hashable, Sendable {
    /// Where `title` came from, so a caller can prefer its own fallback to the file name.
    public enum TitleSource: Hashable, Sendable {
        case frontMatter
        /// The first level-1 heading.
        case heading
        /// The file name without its extension.
        case fileName
    }

    /// The display path given to `DocumentReader`.
    public var file: String
    public var frontMatter: FrontMatter
    public var title: String
    public var titleSource: TitleSource
    /// Blocks before the first heading.
    public var preamble: [Block]
    /// Top-level sections; a heading deeper than the one before it is that one's child.
    public var sections: [Section]
    /// Referenced footnotes, in number order.
    public var footnotes: [Footnote]
    /// Words of the content (headings, text, code), each Han, kana or other CJK character
    /// counting as one word; for reading-time estimates.
    public var wordCount: Int
    /// Problems that do not stop the page from being built.
    public var warnings: [Diagnostic]

    public init(
        file: String, frontMatter: FrontMatter = FrontMatter(), title: String, titleSource: TitleSource,
        preamble: [Block] = [], sections: [Section] = [], footnotes: [Footnote] = [],
        wordCount: Int = 0, warnings: [Diagnostic] = []
    ) {
        self.file = file
        self.frontMatter = frontMatter
        self.title = title
        self.titleSource = titleSource
        self.preamble = preamble
        self.sections = sections
        self.footnotes = footnotes
        self.wordCount = wordCount
        self.warnings = warnings
    }

    /// Every section in document order (depth first), without the tree.
    public var allSections: [Section] {
        var result: [Section] = []
        var pending = sections.reversed() as [Section]
        while let section = pending.popLast() {
            result.append(section)
            pending.append(contentsOf: section.children.reversed())
        }
        return result
    }
}
