import SitegenCore
import SitegenLayout
import SitegenMarkdown
import SitegenText

/// Composes pages: a `Document` becomes the `PageComposition` its HTML is written from and
/// the layout tree of its `#sg-content`, the same blocks in the same order with the geometry
/// the generated CSS (`ThemeCSS`) gives them. Every paragraph is shaped here, once; the tree
/// is then measured at each width variant, and let go (a page's tree is many times its
/// document).
///
/// Section headings report anchors under their section ids.
public struct PageComposer {
    public var theme: ThemeGeometry
    public var typesetter: Typesetter
    /// The page's language (`<html lang>`): it picks line breaking rules.
    public var language: String
    /// The intrinsic size of an image, by its source as written in the Markdown.
    public var imageSize: (String) -> ImageDimensions?
    /// The title a callout of a kind shows when it has none of its own.
    public var calloutTitle: (CalloutKind) -> String

    public init(theme: ThemeGeometry, typesetter: Typesetter, language: String,
                imageSize: @escaping (String) -> ImageDimensions? = { _ in nil },
                calloutTitle: @escaping (CalloutKind) -> String = CalloutTitles.englishTitle(of:)) {
        self.theme = theme
        self.typesetter = typesetter
        self.language = language
        self.imageSize = imageSize
        self.calloutTitle = calloutTitle
    }

    /// `document`'s content, composed and measured at every width variant of the theme.
    public func compose(_ document: Document, chips: [TagChip] = []) -> ComposedPage {
        let laidOut = layOut(document, chips: chips)
        return ComposedPage(composition: laidOut.composition, measured: MeasuredPage(measuring: laidOut.tree, theme: theme),
                            warnings: laidOut.warnings)
    }

    /// `document`'s content and its layout tree, not measured yet (`sitegen layout` shows
    /// it measured at one width): its body (`PageBody`) opened by `chips` (the page's tags,
    /// `TagChipFlow`, the theme's chip spacing below them).
    public func layOut(_ document: Document, chips: [TagChip] = [])
        -> (composition: PageComposition, tree: LayoutNode, warnings: [Diagnostic]) {
        let body = PageBody(document)
        var mapper = BlockLayoutMapper(composer: self, file: document.file)
        var children: [LayoutNode] = []
        if !chips.isEmpty {
            let flow = TagChipFlow(theme: theme, typesetter: typesetter, language: language)
            children.append(flow.node(chips, margins: BlockMargins(bottom: LayoutUnit(roundingPx: theme.chips.spacing))))
        }
        children += body.document.preamble.compactMap { mapper.node(for: $0, context: .normal) }
        var pending = body.document.sections.reversed() as [Section]
        while let section = pending.popLast() {
            children.append(mapper.heading(section))
            children += section.blocks.compactMap { mapper.node(for: $0, context: .normal) }
            pending.append(contentsOf: section.children.reversed())
        }
        if !body.document.footnotes.isEmpty { children.append(mapper.footnotes(body.document.footnotes)) }
        let composition = PageComposition(body: body.document, titleID: body.titleID, chips: chips,
                                          imageSizes: mapper.imageSizes, calloutTitles: mapper.calloutTitles)
        return (composition, .container("content", VStackLayout(), children: children), mapper.warnings)
    }
}
