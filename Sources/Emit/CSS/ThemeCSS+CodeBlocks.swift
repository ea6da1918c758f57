import SitegenLayout

extension ThemeCSS {
    /// Code blocks: lines never wrap and scroll sideways inside their box, whose height is
    /// its lines' (`--sg-code-lines`, which each `<pre>` carries) with its padding, so that a
    /// horizontal scrollbar, overlay or classic, stands in the bottom padding instead of
    /// adding to the height (`BlockLayoutMapper.visitCodeBlock` measures the same).
    var codeBlockStylesheet: String {
        let code = theme.codeBlock, title = theme.codeTitle
        let vertical = theme.codeBlockPaddingVertical, horizontal = theme.codeBlockPaddingHorizontal
        var css = "#sg-content .code-block { position: relative; margin: 0 0 \(px(theme.codeBlockSpacing)); padding: 0; }\n"
        css += "#sg-content .code-block:last-child { margin-bottom: 0; }\n"
        css += "#sg-content .code-block > pre { margin: 0; box-sizing: border-box; "
        css += "height: calc(var(--sg-code-lines) * \(px(code.lineHeight)) + \(px(2 * vertical))); "
        css += "padding: \(px(vertical)) \(px(horizontal)); font-family: \(Self.monoFamily); \(text(code)) "
        css += "white-space: pre; overflow-wrap: normal; word-break: normal; tab-size: 8; overflow-x: auto; overflow-y: hidden; }\n"
        css += "#sg-content .code-block > pre > code { display: block; width: max-content; min-width: 100%; }\n"
        css += "#sg-content .code-block .line { display: block; }\n"
        css += "#sg-content .code-block .has-line-numbers { counter-reset: sg-line; }\n"
        css += "#sg-content .code-block .has-line-numbers > .line::before { content: counter(sg-line); counter-increment: sg-line; "
        css += "display: inline-block; min-width: 3ch; margin-right: 2ch; text-align: right; user-select: none; }\n"
        css += "#sg-content .code-title { margin: 0; padding: \(px(title.paddingVertical)) \(px(title.paddingHorizontal)); "
        css += "font-family: \(Self.bodyFamily); \(text(title.text)) font-weight: 400; }\n"
        return css
    }
}
