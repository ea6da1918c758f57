import SitegenComposition
import SitegenLayout
import SitegenText

extension MeasuredPage {
    /// The version of the layout data's JSON format.
    public static let version = 1

    /// The opening of one variant's JSON object, shared by every kind of layout data:
    /// `{"name":…,"contentWidth":…,"minViewport":…,"maxViewport":…,"height":…` and
    /// `"unverified":true` when something in it could not be measured.
    static func writeVariantFields(
        _ variant: WidthVariant, height: LayoutUnit, isUnverified: Bool, to out: inout LayoutJSONWriter
    ) {
        out.raw("{\"name\":")
        out.quoted(variant.name)
        out.raw(",\"contentWidth\":")
        out.integer(variant.contentWidth)
        out.raw(",\"minViewport\":")
        out.integer(variant.minViewport)
        out.raw(",\"maxViewport\":")
        if let maxViewport = variant.maxViewport { out.integer(maxViewport) } else { out.raw("null") }
        out.raw(",\"height\":")
        out.number(height)
        if isUnverified { out.raw(",\"unverified\":true") }
    }

    /// The JSON text, keys in a fixed order and ids sorted; safe inside `<script>` (every
    /// `<` is escaped).
    public var json: String {
        // Every variant of one tree reports the same ids: the first variant's are sorted
        // once, and each other variant is checked to hold no id beyond them. The union of
        // all variants' ids, hashing every id once per variant, is the rare way.
        if let first = variants.first?.anchors, let json = json(sortedIDs: first.sortedIDs) { return json }
        var ids = Set<String>()
        for entry in variants { ids.formUnion(entry.anchors.anchors.keys) }
        return json(sortedIDs: ids.sorted()) ?? ""
    }

    /// The JSON with each variant's anchors under `sortedIDs` (in that order); nil when a
    /// variant holds an id `sortedIDs` lacks.
    private func json(sortedIDs: [String]) -> String? {
        let quotedIDs = sortedIDs.map(LayoutJSONWriter.quotedBytes)
        var out = LayoutJSONWriter(capacity: 128 + variants.count * (160 + sortedIDs.count * 48))
        out.raw("{\"version\":")
        out.integer(Self.version)
        out.raw(",\"variants\":[")
        for (index, entry) in variants.enumerated() {
            if index > 0 { out.raw(",") }
            Self.writeVariantFields(entry.variant, height: entry.height, isUnverified: entry.isUnverified, to: &out)
            out.raw(",\"readingLine\":")
            out.number(LayoutUnit(roundingPx: entry.readingLine))
            out.raw(",\"anchors\":{")
            var first = true
            var written = 0
            for (id, quoted) in zip(sortedIDs, quotedIDs) {
                guard let anchor = entry.anchors[id] else { continue }
                written += 1
                if !first { out.raw(",") }
                first = false
                let rect = anchor.rect
                out.append(quoted)
                out.raw(":{")
                out.rectFields(rect)
                if anchor.isUnverified { out.raw(",\"unverified\":true") }
                out.raw("}")
            }
            if written != entry.anchors.count { return nil }
            out.raw("}}")
        }
        out.raw("]}")
        return out.string
    }

    /// A length in px: exact, as 1/64 px fractions are exact decimals (at most six digits,
    /// which is also the shortest text that reads back as the same double, `String(px)`).
    /// Written from the integer: every number of every page's data is written, and
    /// formatting a double is far slower.
    static func number(_ value: LayoutUnit) -> String {
        var out = LayoutJSONWriter(capacity: 16)
        out.number(value)
        return out.string
    }
}
