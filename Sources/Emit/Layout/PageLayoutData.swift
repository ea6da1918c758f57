import SitegenCore
import SitegenLayout
import SitegenText

/// A page's content measured at every width variant of the theme: the data of the
/// `<script type="application/json" id="sg-layout">` block (DESIGN.md, "The layout data
/// contract").
public struct PageLayoutData: Sendable {
    /// One variant's measurements.
    public struct Variant: Sendable {
        public var variant: WidthVariant
        /// The height of `#sg-content`.
        public var height: LayoutUnit
        /// True when the height depends on something the engine could not measure.
        public var isUnverified: Bool
        /// Anchors relative to `#sg-content`'s border box.
        public var anchors: AnchorPreferences
        /// The reading line's distance from the viewport's top (under the sticky header): the
        /// runtime's section thresholds are heading tops less this.
        public var readingLine: Double = 0
    }

    /// The version of the JSON format.
    public static let version = 1

    public var variants: [Variant]

    /// Measures `root` (a page's content tree) at each of `theme`'s variants.
    public init(measuring root: LayoutNode, theme: ThemeGeometry) {
        let widths = theme.variants.map { LayoutUnit($0.contentWidth) }
        variants = zip(theme.variants, LayoutEngine.measure(root, widths: widths)).map { variant, measured in
            Variant(variant: variant, height: measured.size.height, isUnverified: measured.isUnverified,
                    anchors: measured.anchors, readingLine: theme.readingLine(variant))
        }
    }

    /// The opening of one variant's JSON object, shared by every kind of layout data:
    /// `{"name":…,"contentWidth":…,"minViewport":…,"maxViewport":…,"height":…` and
    /// `"unverified":true` when something in it could not be measured.
    static func variantFields(_ variant: WidthVariant, height: LayoutUnit, isUnverified: Bool) -> String {
        var out = "{\"name\":" + JSONString.quoted(variant.name)
        out += ",\"contentWidth\":\(variant.contentWidth),\"minViewport\":\(variant.minViewport)"
        out += ",\"maxViewport\":" + (variant.maxViewport.map(String.init) ?? "null")
        out += ",\"height\":" + number(height)
        if isUnverified { out += ",\"unverified\":true" }
        return out
    }

    /// The JSON text, keys in a fixed order and ids sorted; safe inside `<script>` (every
    /// `<` is escaped).
    public var json: String {
        var out = "{\"version\":\(Self.version),\"variants\":["
        for (index, entry) in variants.enumerated() {
            if index > 0 { out += "," }
            out += Self.variantFields(entry.variant, height: entry.height, isUnverified: entry.isUnverified)
            out += ",\"readingLine\":" + Self.number(LayoutUnit(roundingPx: entry.readingLine))
            out += ",\"anchors\":{"
            for (position, id) in entry.anchors.sortedIDs.enumerated() {
                guard let anchor = entry.anchors[id] else { continue }
                if position > 0 { out += "," }
                let rect = anchor.rect
                out += JSONString.quoted(id) + ":{\"x\":" + Self.number(rect.minX) + ",\"y\":" + Self.number(rect.minY)
                out += ",\"w\":" + Self.number(rect.width) + ",\"h\":" + Self.number(rect.height)
                if anchor.isUnverified { out += ",\"unverified\":true" }
                out += "}"
            }
            out += "}}"
        }
        return out + "]}"
    }

    /// A length in px: exact, as 1/64 px fractions are exact decimals (at most six digits,
    /// which is also the shortest text that reads back as the same double, `String(px)`).
    /// Written from the integer: formatting a double for every number of every page's data
    /// was a tenth of rendering a site.
    static func number(_ value: LayoutUnit) -> String {
        let magnitude = value.rawValue.magnitude
        let whole = String(magnitude / UInt(LayoutUnit.denominator))
        let sign = value.rawValue < 0 ? "-" : ""
        var millionths = magnitude % UInt(LayoutUnit.denominator) * (1_000_000 / UInt(LayoutUnit.denominator))
        guard millionths != 0 else { return sign + whole }
        var digits = 6
        while millionths % 10 == 0 {
            millionths /= 10
            digits -= 1
        }
        let fraction = String(millionths)
        return sign + whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
