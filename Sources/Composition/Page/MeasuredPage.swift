import SitegenCore
import SitegenLayout
import SitegenText

/// A page's content measured at every width variant of the theme: what the
/// `<script type="application/json" id="sg-layout">` block holds (ARCHITECTURE.md, "The
/// layout data contract").
public struct MeasuredPage: Equatable, Sendable {
    /// One variant's measurements.
    public struct Variant: Equatable, Sendable {
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

    public var variants: [Variant]

    /// Measures `root` (a page's content tree) at each of `theme`'s variants.
    public init(measuring root: LayoutNode, theme: ThemeGeometry) {
        let widths = theme.variants.map { LayoutUnit($0.contentWidth) }
        variants = zip(theme.variants, LayoutEngine.measure(root, widths: widths)).map { variant, measured in
            Variant(variant: variant, height: measured.size.height, isUnverified: measured.isUnverified,
                    anchors: measured.anchors, readingLine: theme.readingLine(variant))
        }
    }
}
