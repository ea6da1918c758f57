import SitegenLayout

extension ThemeCSS {
    /// Timeline and steps blocks: dots and connectors positioned relative to their item from
    /// the theme's `TimelineGeometry` (a connector runs from its dot's bottom to the next
    /// item's dot's top, whatever the item's height), so they are right at every width with
    /// no script and no per-page CSS; `TimelineLayout` computes the same rectangles.
    var timelineStylesheet: String {
        [("sg-timeline", theme.timeline), ("sg-steps", theme.steps)].map { name, g in
            let s = "#sg-content .\(name)"
            let first = "\(s) > .sg-tl-item:first-child"
            // The last block's margin is dropped, as for every block (`#sg-content :last-child`).
            var css = "\(s) { display: flow-root; position: relative; margin-bottom: \(px(g.spacing)); }\n"
            css += "\(s):last-child { margin-bottom: 0; }\n"
            css += "\(s) > .sg-tl-item { position: relative; padding: 0 0 \(px(g.itemGap)) \(px(g.gutter)); }\n"
            css += "\(s) > .sg-tl-item:last-child { padding-bottom: 0; }\n"
            css += "\(s) .sg-tl-dot { position: absolute; display: block; box-sizing: border-box; margin: 0; padding: 0; border-radius: 50%; "
            css += "left: \(px(g.dotLeft(first: false))); top: \(px(g.dotTop(first: false))); width: \(px(g.dotSize)); height: \(px(g.dotSize)); "
            css += "font-size: 12px; line-height: \(px(g.dotSize)); font-weight: 700; text-align: center; overflow: hidden; }\n"
            css += "\(first) > .sg-tl-dot { left: \(px(g.dotLeft(first: true))); top: \(px(g.dotTop(first: true))); "
            css += "width: \(px(g.firstDotSize)); height: \(px(g.firstDotSize)); line-height: \(px(g.firstDotSize)); }\n"
            css += "\(s) .sg-tl-line { position: absolute; display: block; margin: 0; padding: 0; "
            css += "left: \(px(g.dotCenterX - g.lineWidth / 2)); width: \(px(g.lineWidth)); "
            css += "top: \(px(g.dotTop(first: false) + g.dotSize)); bottom: \(px(-g.dotTop(first: false))); }\n"
            css += "\(first) > .sg-tl-line { top: \(px(g.dotTop(first: true) + g.firstDotSize)); }\n"
            if let label = g.label {
                css += "\(s) .sg-tl-label { margin: 0; \(text(label)) font-weight: 400; }\n"
            }
            css += "\(s) .sg-tl-title { margin: 0; \(text(g.title)) font-weight: 700; }\n"
            css += "\(s) .sg-tl-detail { padding-top: \(px(g.detailGap)); }\n"
            return css
        }.joined()
    }
}
