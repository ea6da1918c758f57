import SitegenComposition
import SitegenLayout
import SitegenText

extension MeasuredPageList {
    /// The JSON text, keys in a fixed order; safe inside `<script>`.
    public var json: String {
        var out = LayoutJSONWriter(capacity: 128 + variants.count * (256 + rowIDs.count * 32))
        let quotedTitleIDs = titleIDs.map(LayoutJSONWriter.quotedBytes)
        let quotedRowIDs = rowIDs.map(LayoutJSONWriter.quotedBytes)
        out.raw("{\"version\":")
        out.integer(MeasuredPage.version)
        out.raw(",\"variants\":[")
        for (index, entry) in variants.enumerated() {
            if index > 0 { out.raw(",") }
            MeasuredPage.writeVariantFields(entry.variant, height: entry.height, isUnverified: entry.isUnverified, to: &out)
            out.raw(",\"stacked\":")
            out.bool(entry.columns.isStacked)
            out.raw(",\"columns\":{")
            var x = LayoutUnit.zero
            let names: [StaticString] = entry.columns.isStacked ? ["cell"]
                : [entry.columns.date.map { _ in "date" }, "title", entry.columns.tags.map { _ in "tags" }].compactMap { $0 }
            for (position, (name, width)) in zip(names, entry.columns.widths).enumerated() {
                if position > 0 { out.raw(",") }
                out.raw("\"")
                out.raw(name)
                out.raw("\":{\"x\":")
                out.number(x)
                out.raw(",\"w\":")
                out.number(width)
                out.raw("}")
                x += width + LayoutUnit(roundingPx: theme.pageList.columnGap)
            }
            out.raw("},\"anchors\":{")
            var first = true
            for (id, quoted) in zip(titleIDs, quotedTitleIDs) {
                guard let rect = entry.anchors[id]?.rect else { continue }
                if !first { out.raw(",") }
                first = false
                out.append(quoted)
                out.raw(":{")
                out.rectFields(rect)
                out.raw("}")
            }
            out.raw("},\"rows\":{")
            first = true
            for (quoted, row) in zip(quotedRowIDs, entry.rows) {
                if !first { out.raw(",") }
                first = false
                out.append(quoted)
                out.raw(":[")
                out.number(row.top)
                out.raw(",")
                out.number(row.height)
                out.raw("]")
            }
            out.raw("}}")
        }
        out.raw("]}")
        return out.string
    }
}
