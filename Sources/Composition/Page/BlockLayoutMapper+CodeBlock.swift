import SitegenCore
import SitegenHighlight
import SitegenLayout
import SitegenMarkdown
import SitegenText

extension BlockLayoutMapper {
    /// A code block: its title bar, if its fence has one, over the box of its lines. The
    /// lines never wrap (they scroll sideways inside the box), so the box is its lines'
    /// height whatever the width; the CSS gives `<pre>` that height, so that a scrollbar,
    /// overlay or classic, stands in the bottom padding and adds nothing.
    mutating func visitCodeBlock(info: String, literal: String, in block: Block) -> LayoutNode? {
        let fence = CodeFence.read(info).fence
        warnAboutHighlighting(fence, literal: literal, at: block.location)
        let lines = CodeHighlighting.lineCount(of: literal)
        let vertical = px(theme.codeBlockPaddingVertical)
        let horizontal = px(theme.codeBlockPaddingHorizontal)
        let height = LayoutUnit(rawValue: px(theme.codeBlock.lineHeight).rawValue * lines)
        let text = LayoutNode.leaf("code lines", FixedHeightLeaf(height: height), isUnverified: lacksFonts(literal, at: block.location),
                                   note: "\(lines) lines, not wrapped")
        let inset = InsetLayout(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
        let margins = BlockMargins(bottom: px(theme.codeBlockSpacing))
        guard let title = fence.title else {
            return .container("code block", inset, children: [text], margins: margins)
        }
        let box = LayoutNode.container("code box", inset, children: [text])
        let geometry = theme.codeTitle
        let titleText = textLeaf([.text(title)], geometry: geometry.text, kind: "code title", margins: .zero, location: block.location)
        let titleBar = LayoutNode.container(
            "code title bar",
            InsetLayout(top: px(geometry.paddingVertical), leading: px(geometry.paddingHorizontal),
                        bottom: px(geometry.paddingVertical), trailing: px(geometry.paddingHorizontal)),
            children: [titleText])
        return .container("code block", VStackLayout(), children: [titleBar, box], margins: margins)
    }

    /// Whether the code shows characters no shipped font has: the browser draws them in some
    /// system font, whose ascent and descent can make a line taller than its line height.
    /// Only code beyond ASCII is shaped for it (the code font has every ASCII character).
    private mutating func lacksFonts(_ literal: String, at location: SourceLocation) -> Bool {
        guard literal.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        let style = TextStyle(fontSize: theme.codeBlock.fontSize, family: .monospace)
        let prepared = composer.typesetter.prepare(
            CodeBlockText.styledText(literal, style: style),
            style: ParagraphStyle(textStyle: style, lineHeight: px(theme.codeBlock.lineHeight), language: composer.language))
        return lacksFonts(prepared, at: location)
    }

    /// One warning per block in a language no syntax definition knows (the build log sums
    /// them up: they share a kind), and one per block too long to highlight.
    private mutating func warnAboutHighlighting(_ fence: CodeFence, literal: String, at location: SourceLocation) {
        let language = fence.highlightLanguage
        guard !language.isEmpty, !["text", "plain", "plaintext", "txt", "none"].contains(language) else { return }
        guard SyntaxHighlighter.definitionName(for: language) != nil else {
            return warn(location, "no syntax definition knows the language '\(language)'; the code is shown without highlighting")
        }
        if literal.utf8.count > CodeHighlighting.maximumBytes {
            warn(location, "code block of \(literal.utf8.count) bytes is longer than \(CodeHighlighting.maximumBytes), the most that is highlighted; it is shown plain")
        }
    }
}
