import SitegenText

/// The one description of everything that decides where things are on a page: fonts,
/// sizes, px line heights, margins, paddings and width variants. The engine measures
/// with it and the emitter generates the CSS that affects geometry from it, so the
/// browser and the engine cannot disagree by construction.
///
/// All lengths are CSS px.
public struct ThemeGeometry: Hashable, Sendable {
    /// The font file of every role.
    public var fonts: [FontRole: ThemeFont]
    public var variants: [WidthVariant]

    public var body: TextGeometry
    public var paragraphSpacing: Double
    public var headings: [HeadingGeometry]
    /// Inline code: font size relative to the text around it, and horizontal padding.
    public var inlineCodeScale: Double
    public var inlineCodePadding: Double
    /// Footnote references: font size relative to the text around them.
    public var superscriptScale: Double

    public var codeBlock: TextGeometry
    public var codeBlockPaddingVertical: Double
    public var codeBlockPaddingHorizontal: Double
    public var codeBlockSpacing: Double
    /// The title bar of a code block with a title.
    public var codeTitle = CodeTitleGeometry.standard

    public var listIndent: Double
    public var listItemSpacing: Double
    public var listSpacing: Double

    public var quotePadding: Double
    public var quoteBorder: Double
    public var quoteSpacing: Double

    public var ruleThickness: Double
    public var ruleMargin: Double

    public var tableCellPaddingVertical: Double
    public var tableCellPaddingHorizontal: Double
    public var tableRowBorder: Double
    public var tableSpacing: Double

    /// Images and embeds: the space below them.
    public var mediaSpacing: Double
    /// A paragraph of images alone shows them side by side in equal columns, this far apart.
    public var imageRowGap: Double

    public var footnotes: TextGeometry
    public var footnotesMarginTop: Double
    public var footnotesPaddingTop: Double
    public var footnotesBorder: Double

    /// Fenced `timeline` and `steps` blocks.
    public var timeline = TimelineGeometry.timeline
    public var steps = TimelineGeometry.steps
    /// GitHub alerts and `:::` containers.
    public var callout = CalloutGeometry.standard
    /// Tag chips (a flow of pills) and the list of pages on folder and tag pages.
    public var chips = ChipGeometry.standard
    public var pageList = PageListGeometry.standard

    /// The reading line sits this far below the sticky header: a heading scrolled to lands
    /// there, and its section is current from when its top reaches it.
    public var readingLineGap: Double = 16

    /// Where the reading line is at `variant`'s viewports, from the top of the viewport.
    public func readingLine(_ variant: WidthVariant) -> Double {
        variant.stickyHeaderHeight + readingLineGap
    }

    /// Sizes of headings 1 to 6 (level outside 1...6 clamps).
    public func heading(_ level: Int) -> HeadingGeometry {
        headings[min(max(level, 1), headings.count) - 1]
    }

    /// The variant whose content width is `width`, or else the one serving a viewport
    /// `width` px wide.
    public func variant(forWidth width: Int) -> WidthVariant? {
        variants.first { $0.contentWidth == width } ?? variants.first { $0.serves(viewport: width) }
    }

    /// The faces of every role, loaded from the theme's files.
    public func loadFonts() throws(FontError) -> FontSet {
        let fonts = self.fonts
        return try FontSet(loading: { role in
            let font = fonts[role] ?? ThemeFont(path: role.debianFile.path, faceIndex: role.debianFile.faceIndex,
                                                 publishedName: "")
            return (font.path, font.faceIndex)
        })
    }
}
