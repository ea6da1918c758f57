import SitegenLayout

/// The measured tree as indented text, for `sitegen layout`: each element with its frame
/// (x, y, w, h in px, relative to its parent), margins, notes and lines.
public enum LayoutTreeDescription {
    public static func describe(_ node: PlacedNode) -> String {
        var out = ""
        write(node, depth: 0, origin: .zero, to: &out)
        return out
    }

    private static func write(_ node: PlacedNode, depth: Int, origin: LayoutPoint, to out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        let frame = node.frame
        let absolute = frame.origin.offset(by: origin)
        var line = indent + node.kind
        if let id = node.anchorID { line += " #\(id)" }
        line += "  x \(frame.minX.px.twoDecimals) y \(frame.minY.px.twoDecimals) w \(frame.width.px.twoDecimals) h \(frame.height.px.twoDecimals)"
        if depth > 0 { line += "  (page y \(absolute.y.px.twoDecimals))" }
        if node.margins != .zero {
            line += "  margins \(node.margins.top.px.twoDecimals)/\(node.margins.bottom.px.twoDecimals)"
        }
        if let note = node.note { line += "  [\(note)]" }
        if node.isUnverified { line += "  UNVERIFIED" }
        out += line + "\n"
        for detail in node.details { out += indent + "    " + detail + "\n" }
        for child in node.children { write(child, depth: depth + 1, origin: absolute, to: &out) }
    }
}
