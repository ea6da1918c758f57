import SitegenCore
import SitegenLayout
import SitegenMarkdown

extension BlockLayoutMapper {
    /// A timeline or steps block: each item's label, title and detail inset by the gutter,
    /// and a `TimelineLayout` that places the dots beside the items' first lines and the
    /// connectors between them, every one reporting its anchor (`tl-<line>-dot-<i>`,
    /// `tl-<line>-line-<i>`). The same numbers make layout.css's rules (`ThemeCSS`).
    mutating func timelineNode(_ timeline: Timeline, at location: SourceLocation) -> LayoutNode {
        let geometry = timeline.style == .timeline ? theme.timeline : theme.steps
        var items: [LayoutNode] = []
        var dots: [TimelineLayout.Dot] = []
        for (index, item) in timeline.items.enumerated() {
            var children: [LayoutNode] = []
            if let label = item.label, let text = geometry.label {
                children.append(textLeaf([.text(label)], geometry: text, kind: "timeline label", margins: .zero, location: location))
            }
            children.append(textLeaf([.text(item.title)], geometry: geometry.title, bold: true, kind: "timeline title",
                                     margins: .zero, location: location))
            if !item.detail.isEmpty {
                let blocks = item.detail.compactMap { node(for: $0, context: .normal) }
                children.append(.container("timeline detail", InsetLayout(top: px(geometry.detailGap)), children: blocks))
            }
            items.append(.container("timeline item", InsetLayout(leading: px(geometry.gutter)), children: children))
            let first = index == 0
            dots.append(TimelineLayout.Dot(x: px(geometry.dotLeft(first: first)), y: px(geometry.dotTop(first: first)),
                                           size: px(geometry.dotSize(first: first))))
        }
        let dotNodes = timeline.items.indices.map { LayoutNode.leaf("timeline dot", ContainerSizedLeaf(), anchorID: timeline.dotID($0)) }
        let lineNodes = timeline.items.indices.dropLast().map {
            LayoutNode.leaf("timeline connector", ContainerSizedLeaf(), anchorID: timeline.lineID($0))
        }
        return .container(timeline.style.rawValue, TimelineLayout(dots: dots, gap: px(geometry.itemGap), lineWidth: px(geometry.lineWidth)),
                          children: items + dotNodes + lineNodes, anchorID: timeline.id,
                          margins: BlockMargins(bottom: px(geometry.spacing)), note: "\(timeline.items.count) items")
    }
}
