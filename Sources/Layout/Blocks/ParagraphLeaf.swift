import SitegenText

/// A block of text (paragraph, heading, code block, table cell): a paragraph shaped once
/// and broken into lines at whatever width it is proposed.
public struct ParagraphLeaf: LeafLayout {
    public let paragraph: PreparedParagraph

    public init(_ paragraph: PreparedParagraph) {
        self.paragraph = paragraph
    }

    /// A nil width is the max-content width (no wrapping); zero is the min-content width;
    /// any other width is taken whole, as a block fills its container.
    public func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
        guard let width = proposal.width else {
            let height = paragraph.height(availableWidth: LayoutUnit(rawValue: Int(Int32.max)))
            return LayoutSize(width: paragraph.maxContentWidth, height: height)
        }
        if width == .zero {
            let layout = paragraph.layout(availableWidth: width)
            let widest = layout.lines.reduce(LayoutUnit.zero) { max($0, $1.width) }
            return LayoutSize(width: widest, height: layout.height)
        }
        return LayoutSize(width: width, height: paragraph.height(availableWidth: width))
    }

    /// The lines at `width` hold over a range of widths (`PreparedParagraph.heldHeight`).
    public func heldHeight(width: LayoutUnit) -> (height: LayoutUnit, widths: ClosedRange<LayoutUnit>)? {
        guard width > .zero else { return nil }
        return paragraph.heldHeight(availableWidth: width)
    }

    public func details(width: LayoutUnit) -> [String] {
        let layout = paragraph.layout(availableWidth: width)
        let utf16 = paragraph.text.utf16
        return layout.lines.enumerated().map { number, line in
            var text = String(decoding: utf16[line.range], as: UTF16.self)
            text = text.replacingNewlines
            if text.count > 60 { text = String(text.prefix(57)) + "…" }
            return "line \(number + 1): y \(line.top.px.twoDecimals) h \(line.height.px.twoDecimals) w \(line.width.px.twoDecimals) \"\(text)\""
        }
    }
}
