import SitegenMarkdown

extension HTMLWriter {
    /// A timeline or steps block: per item a dot and (but the last) a connector, both
    /// positioned by layout.css from the theme's `TimelineGeometry` relative to their item,
    /// so they are right at every width with no script; then the label, title and detail.
    mutating func visitTimeline(_ timeline: Timeline, in block: Block) {
        output.newline()
        output.write("<div class=\"sg-\(timeline.style.rawValue)\" id=\"\(timeline.id)\">\n")
        for (index, item) in timeline.items.enumerated() {
            output.write("<div class=\"sg-tl-item\"><span class=\"sg-tl-dot\" id=\"\(timeline.dotID(index))\">")
            if timeline.style == .steps { output.write(String(index + 1)) }
            output.write("</span>")
            if index < timeline.items.count - 1 {
                output.write("<span class=\"sg-tl-line\" id=\"\(timeline.lineID(index))\"></span>")
            }
            output.write("\n")
            if let label = item.label {
                output.write("<p class=\"sg-tl-label\">")
                output.writeEscaped(label)
                output.write("</p>\n")
            }
            output.write("<p class=\"sg-tl-title\">")
            output.writeEscaped(item.title)
            output.write("</p>\n")
            if !item.detail.isEmpty {
                output.write("<div class=\"sg-tl-detail\">\n")
                walk(item.detail, in: .normal)
                output.newline()
                output.write("</div>\n")
            }
            output.write("</div>\n")
        }
        output.write("</div>\n")
    }
}
