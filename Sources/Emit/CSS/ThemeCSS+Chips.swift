import SitegenLayout

extension ThemeCSS {
    /// Tag chips, in `#sg-content` (the page's tags, before its content) and in the list of
    /// pages (`#sg-list`): a wrapping flex row with the theme's gaps, each chip a block of
    /// one line of text (`#` as its `::before`) inside padding and border; what
    /// `TagChipFlow` places. A chip wider than its row shrinks to it and wraps.
    var chipStylesheet: String {
        let g = theme.chips
        let scope = ":is(#sg-content, #sg-list)"
        var css = "\(scope) ul.sg-chips { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: flex-start; "
        css += "gap: \(px(g.rowGap)) \(px(g.columnGap)); margin: 0; padding: 0; border: 0; list-style: none; }\n"
        css += "#sg-content ul.sg-chips { margin-bottom: \(px(g.spacing)); }\n"
        css += "#sg-content ul.sg-chips:last-child { margin-bottom: 0; }\n"
        css += "\(scope) ul.sg-chips > li { display: block; flex: 0 1 auto; min-width: 0; margin: 0; padding: 0; border: 0; list-style: none; }\n"
        css += "\(scope) .sg-chip { display: block; box-sizing: border-box; margin: 0; "
        css += "padding: \(px(g.paddingVertical)) \(px(g.paddingHorizontal)); border-width: \(px(g.border)); border-style: solid; "
        css += "\(text(g.text)) font-weight: 400; font-style: normal; white-space: normal; overflow-wrap: anywhere; text-decoration: none; }\n"
        css += "\(scope) .sg-chip::before { content: \"#\"; display: inline; margin: 0; padding: 0; }\n"
        return css
    }
}
