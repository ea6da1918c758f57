import SitegenLayout
import SitegenText

/// Tag chips as the engine places them: a `FlowLayout` (CSS `flex-wrap` with the theme's
/// gaps, `ThemeCSS.chipStylesheet`) of pills, each its text's width (`#` and the name, set
/// on one line) plus padding and border, and one line tall. A chip wider than its row
/// shrinks to it and wraps its text, as a flex item with `overflow-wrap: anywhere` does.
public struct TagChipFlow: Sendable {
    public var theme: ThemeGeometry
    public var typesetter: Typesetter
    public var language: String

    public init(theme: ThemeGeometry, typesetter: Typesetter, language: String) {
        self.theme = theme
        self.typesetter = typesetter
        self.language = language
    }

    /// The row of `chips`, each reporting its anchor under its id (none for an empty id).
    public func node(_ chips: [TagChip], margins: BlockMargins = .zero) -> LayoutNode {
        let g = theme.chips
        let layout = FlowLayout(rowGap: LayoutUnit(roundingPx: g.rowGap), columnGap: LayoutUnit(roundingPx: g.columnGap))
        return .container("tag chips", layout, children: chips.map(chipNode), margins: margins,
                          note: "\(chips.count) chips")
    }

    /// One chip: its text inside its padding and border.
    public func chipNode(_ chip: TagChip) -> LayoutNode {
        let g = theme.chips
        let style = TextStyle(fontSize: g.text.fontSize)
        var text = StyledText()
        // The `#` is the chip's `::before`: an inline item of its own, shaped with the name.
        text.append("#", style: style)
        text.append(chip.name, style: style)
        // A tag's chip is on every page with the tag: its text is prepared once.
        let prepared = typesetter.prepareRecurring(text, style: ParagraphStyle(
            textStyle: style, lineHeight: LayoutUnit(roundingPx: g.text.lineHeight), language: language))
        let vertical = LayoutUnit(roundingPx: g.paddingVertical + g.border)
        let horizontal = LayoutUnit(roundingPx: g.paddingHorizontal + g.border)
        let label = LayoutNode.leaf("chip text", ParagraphLeaf(prepared), isUnverified: !prepared.uncoveredCharacters.isEmpty)
        return .container("chip", InsetLayout(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal),
                          children: [label], anchorID: chip.id.isEmpty ? nil : chip.id, note: chip.name)
    }
}
