import SitegenCore
import SitegenLayout
import SitegenMarkdown
import SitegenText

/// Maps a `Document` to the layout tree of its `#sg-content`: the same blocks, in the same
/// order, with the geometry the generated CSS (`ThemeCSS`) gives them. Every paragraph is
/// shaped here, once; the tree is then measured at each width variant.
///
/// Section headings report anchors under their section ids.
public struct DocumentLayoutBuilder {
    public var theme: ThemeGeometry
    public var typesetter: Typesetter
    /// The page's language (`<html lang>`): it picks line breaking rules.
    public var language: String
    /// The intrinsic size of an image, by its source as written in the Markdown.
    public var imageSize: (String) -> ImageDimensions?
    /// Shares tables' columns out. A build passes the one its HTML renderer asks too, so
    /// that each table's cells are shaped for it once, not once more for its `<col>` widths.
    public var tableColumns: TableColumnPolicy

    public init(theme: ThemeGeometry, typesetter: Typesetter, language: String, tableColumns: TableColumnPolicy? = nil,
                imageSize: @escaping (String) -> ImageDimensions? = { _ in nil }) {
        self.theme = theme
        self.typesetter = typesetter
        self.language = language
        self.imageSize = imageSize
        self.tableColumns = tableColumns ?? TableColumnPolicy(theme: theme, typesetter: typesetter, language: language)
    }

    /// The tree of `document`'s content, and a warning for each thing it could not measure.
    /// `chips`, when any, open the content (the page's tags: `TagChipFlow`), the theme's
    /// chip spacing below them.
    public func build(_ document: Document, chips: [TagChip] = []) -> (root: LayoutNode, warnings: [Diagnostic]) {
        var state = LayoutTreeMapping(builder: self, file: document.file)
        var children: [LayoutNode] = []
        if !chips.isEmpty {
            let flow = TagChipFlow(theme: theme, typesetter: typesetter, language: language)
            children.append(flow.node(chips, margins: BlockMargins(bottom: LayoutUnit(roundingPx: theme.chips.spacing))))
        }
        children += document.preamble.compactMap { state.node(for: $0, context: .normal) }
        var pending = document.sections.reversed() as [Section]
        while let section = pending.popLast() {
            children.append(state.heading(section))
            children += section.blocks.compactMap { state.node(for: $0, context: .normal) }
            pending.append(contentsOf: section.children.reversed())
        }
        if !document.footnotes.isEmpty { children.append(state.footnotes(document.footnotes)) }
        return (.container("content", VStackLayout(), children: children), state.warnings)
    }
}
