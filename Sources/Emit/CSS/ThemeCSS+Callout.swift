import SitegenLayout

extension ThemeCSS {
    /// Callouts: the bar, padding and title line of the theme's `CalloutGeometry` (the icon
    /// drawn in the title's leading room, so it takes no width of its text). Their colours
    /// and icons are the theme's stylesheet's.
    var calloutStylesheet: String {
        let g = theme.callout
        let s = "#sg-content .sg-callout"
        var css = "\(s) { display: flow-root; box-sizing: content-box; margin-bottom: \(px(g.spacing)); "
        css += "padding: \(px(g.paddingVertical)) \(px(g.paddingHorizontal)); "
        css += "border-left-style: solid; border-left-width: \(px(g.border)); }\n"
        css += "\(s):last-child { margin-bottom: 0; }\n"
        css += "\(s) > .sg-callout-title { position: relative; margin: 0 0 \(px(g.titleGap)); padding: 0 0 0 \(px(g.titleIndent)); "
        css += "\(text(g.title)) font-weight: 700; }\n"
        css += "\(s) > .sg-callout-title:last-child { margin-bottom: 0; }\n"
        css += "\(s) > .sg-callout-title::before { content: \"\"; position: absolute; display: block; left: 0; "
        css += "top: \(px(g.iconTop)); width: \(px(g.iconSize)); height: \(px(g.iconSize)); }\n"
        return css
    }
}
