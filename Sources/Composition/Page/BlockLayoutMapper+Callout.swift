import SitegenCore
import SitegenLayout
import SitegenMarkdown

extension BlockLayoutMapper {
    /// A callout: its title line (the icon's room, then the title in bold) above its blocks,
    /// inside the bar and padding of the theme's `CalloutGeometry`, reporting its anchor under
    /// its id. The default title is the composer's for the kind, kept for the HTML.
    mutating func calloutNode(_ callout: Callout, at location: SourceLocation) -> LayoutNode {
        let geometry = theme.callout
        let title: [Inline]
        if let written = callout.title {
            title = written
        } else {
            let text = composer.calloutTitle(callout.kind)
            calloutTitles[callout.kind.titleKey] = text
            title = [.text(text)]
        }
        let titleText = textLeaf(title, geometry: geometry.title, bold: true, kind: "callout title", margins: .zero,
                                 location: location)
        let titleLine = LayoutNode.container("callout title line", InsetLayout(leading: px(geometry.titleIndent)),
                                             children: [titleText], margins: BlockMargins(bottom: px(geometry.titleGap)))
        let blocks = callout.blocks.compactMap { node(for: $0, context: context.nested) }
        let vertical = px(geometry.paddingVertical)
        let horizontal = px(geometry.paddingHorizontal)
        return .container("callout", InsetLayout(top: vertical, leading: px(geometry.border + geometry.paddingHorizontal), bottom: vertical,
                                                 trailing: horizontal),
                          children: [titleLine] + blocks, anchorID: callout.id,
                          margins: BlockMargins(bottom: px(geometry.spacing)), note: callout.kind.rawValue)
    }
}
