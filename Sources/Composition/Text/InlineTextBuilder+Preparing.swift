import SitegenCore
import SitegenLayout
import SitegenMarkdown
import SitegenText

extension InlineTextBuilder {
    /// A block of text set as the generated CSS sets it: `inlines` in `geometry`'s size and
    /// line height, bold for headings and table headers, then shaped; table cells wrap with
    /// `overflow-wrap: normal` and their inline code `white-space: nowrap` (a word never
    /// breaks: the table widens and scrolls instead).
    ///
    /// The one way the engine prepares a block's text. Also gives what in it cannot be
    /// measured, and the images it holds (whose sizes its HTML gives).
    static func prepare(
        _ inlines: [Inline], geometry: TextGeometry, bold: Bool, theme: ThemeGeometry, typesetter: Typesetter,
        language: String, isTableCell: Bool = false,
        suffix: ((inout StyledText) -> Void)? = nil
    ) -> (prepared: PreparedParagraph, unmeasurable: [(SourceLocation?, String)], images: [Image]) {
        var builder = InlineTextBuilder(theme: theme)
        builder.append(inlines, style: RunStyle(fontSize: geometry.fontSize, bold: bold, italic: false))
        suffix?(&builder.text)
        let style = ParagraphStyle(textStyle: TextStyle(fontSize: geometry.fontSize, bold: bold),
                                   lineHeight: LayoutUnit(roundingPx: geometry.lineHeight), language: language,
                                   overflowWrap: isTableCell ? .normal : .anywhere, keepsCodeWhole: isTableCell)
        return (typesetter.prepare(builder.text, style: style), builder.unmeasurable, builder.images)
    }
}
