import SitegenCore
import SitegenLayout
import SitegenMarkdown
import SitegenText

/// Maps one page's blocks to layout nodes for `PageComposer`, keeping what it decided that
/// the page's HTML must say too (image sizes) and a warning for each thing
/// it could not measure.
struct BlockLayoutMapper: BlockVisitor {
    let composer: PageComposer
    let file: String
    var warnings: [Diagnostic] = []
    /// The known sizes of the images met, by source.
    var imageSizes: [String: ImageDimensions] = [:]
    /// The default titles the callouts met show, by `CalloutKind.titleKey`.
    var calloutTitles: [String: String] = [:]
    /// Where the blocks being visited stand (`node(for:context:)` sets it).
    var context = Context.normal

    var theme: ThemeGeometry { composer.theme }

    init(composer: PageComposer, file: String) {
        self.composer = composer
        self.file = file
    }

    /// Where blocks stand.
    struct Context: Equatable {
        /// In an item of a tight list: paragraphs have no `<p>`, hence no margins.
        var isTightItem = false
        /// In the footnotes section: text in its size.
        var isFootnote = false

        static let normal = Context()
        static let footnote = Context(isFootnote: true)

        /// The context of blocks inside a container (a quote, a loose item) in this one.
        var nested: Context { Context(isTightItem: false, isFootnote: isFootnote) }
    }

    func px(_ value: Double) -> LayoutUnit { LayoutUnit(roundingPx: value) }

    func bodyText(_ context: Context) -> TextGeometry {
        context.isFootnote ? theme.footnotes : theme.body
    }

    /// A block of text: its inlines shaped in `geometry`, in bold for headings.
    mutating func textLeaf(
        _ inlines: [Inline], geometry: TextGeometry, bold: Bool = false, kind: String, anchorID: String? = nil,
        margins: BlockMargins, location: SourceLocation, suffix: ((inout StyledText) -> Void)? = nil
    ) -> LayoutNode {
        textLeafWithParagraph(inlines, geometry: geometry, bold: bold, kind: kind, anchorID: anchorID,
                              margins: margins, location: location, suffix: suffix).node
    }

    /// `textLeaf`, with the paragraph it holds.
    mutating func textLeafWithParagraph(
        _ inlines: [Inline], geometry: TextGeometry, bold: Bool = false, kind: String, anchorID: String? = nil,
        margins: BlockMargins, location: SourceLocation, isTableCell: Bool = false,
        suffix: ((inout StyledText) -> Void)? = nil
    ) -> (node: LayoutNode, prepared: PreparedParagraph) {
        let (prepared, unmeasurable, images) = InlineTextBuilder.prepare(
            inlines, geometry: geometry, bold: bold, theme: theme, typesetter: composer.typesetter,
            language: composer.language, isTableCell: isTableCell, suffix: suffix)
        // An image inside text is not measured, but its HTML reserves its size as any image's.
        for image in images { _ = size(of: image) }
        var unverified = false
        for (where_, message) in unmeasurable {
            warn(where_ ?? location, message + "; positions below it are not verified")
            unverified = true
        }
        if lacksFonts(prepared, at: location) { unverified = true }
        return (.leaf(kind, ParagraphLeaf(prepared), anchorID: anchorID, margins: margins, isUnverified: unverified),
                prepared)
    }

    /// Whether `prepared` shows characters no shipped font has (the browser draws them in
    /// some system font, of other widths): warned about at `location`, and what depends on
    /// them is then not verified.
    mutating func lacksFonts(_ prepared: PreparedParagraph, at location: SourceLocation) -> Bool {
        guard !prepared.uncoveredCharacters.isEmpty else { return false }
        let list = prepared.uncoveredCharacters.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        warn(location, "no font of the theme has \(list.joined(separator: ", ")); positions below are not verified")
        return true
    }

    mutating func warn(_ location: SourceLocation, _ message: String) {
        warnings.append(.warning(at: location, message))
    }

    mutating func heading(_ section: Section) -> LayoutNode {
        let geometry = theme.heading(section.level)
        return textLeaf(section.title, geometry: geometry.text, bold: true, kind: "heading \(section.level)",
                        anchorID: section.id, margins: BlockMargins(top: px(geometry.marginTop), bottom: px(geometry.marginBottom)),
                        location: section.location)
    }

    /// `block`'s node, as it stands in `context`.
    mutating func node(for block: Block, context: Context) -> LayoutNode? {
        let outer = self.context
        self.context = context
        defer { self.context = outer }
        return visit(block)
    }

    mutating func visitParagraph(_ inlines: [Inline], in block: Block) -> LayoutNode? {
        let margins = context.isTightItem ? BlockMargins.zero : BlockMargins(bottom: px(theme.paragraphSpacing))
        if let image = Self.soleImage(inlines) {
            return imageNode(image, margins: margins)
        }
        if let images = Self.imageRow(inlines) {
            let gap = px(theme.imageRowGap)
            return .container("image row", ColumnsLayout(count: images.count, columnGap: gap, rowGap: .zero),
                              children: images.map { imageNode($0, margins: .zero) }, margins: margins,
                              note: "\(images.count) images")
        }
        return textLeaf(inlines, geometry: bodyText(context), kind: "paragraph", margins: margins, location: block.location)
    }

    mutating func visitHeading(_ heading: Heading, in block: Block) -> LayoutNode? {
        let geometry = theme.heading(heading.level)
        return textLeaf(heading.content, geometry: geometry.text, bold: true, kind: "heading \(heading.level)",
                        margins: BlockMargins(top: px(geometry.marginTop), bottom: px(geometry.marginBottom)),
                        location: block.location)
    }

    mutating func visitBlockQuote(_ children: [Block], in block: Block) -> LayoutNode? {
        let inner = children.compactMap { node(for: $0, context: context.nested) }
        return .container("blockquote", InsetLayout(leading: px(theme.quoteBorder + theme.quotePadding)),
                          children: inner, margins: BlockMargins(bottom: px(theme.quoteSpacing)))
    }

    mutating func visitList(_ list: ListBlock, in block: Block) -> LayoutNode? {
        listNode(list, context: context)
    }

    mutating func visitTimeline(_ timeline: Timeline, in block: Block) -> LayoutNode? {
        timelineNode(timeline, at: block.location)
    }

    mutating func visitCallout(_ callout: Callout, in block: Block) -> LayoutNode? {
        calloutNode(callout, at: block.location)
    }

    mutating func visitHTMLBlock(_ html: String, in block: Block) -> LayoutNode? {
        if let media = RawHTMLMedia(html), let node = mediaNode(media, at: block.location) { return node }
        if let height = RawHTMLSize.declaredHeight(html) {
            return .leaf("embed", FixedHeightLeaf(height: LayoutUnit(height)),
                         margins: BlockMargins(bottom: px(theme.mediaSpacing)), note: "declared height \(height)")
        }
        warn(block.location, "raw HTML without a declared size (width and height) is not measured; positions below it are not verified")
        return .leaf("raw HTML", FixedHeightLeaf(height: .zero), isUnverified: true)
    }

    mutating func visitOmittedHTMLBlock(_ block: Block) -> LayoutNode? { nil }

    mutating func visitThematicBreak(_ block: Block) -> LayoutNode? {
        .leaf("rule", FixedHeightLeaf(height: px(theme.ruleThickness)),
              margins: BlockMargins(top: px(theme.ruleMargin), bottom: px(theme.ruleMargin)))
    }

    mutating func visitTable(_ table: Table, in block: Block) -> LayoutNode? {
        tableNode(table, context: context, location: block.location)
    }

    mutating func listNode(_ list: ListBlock, context: Context) -> LayoutNode {
        let itemContext = Context(isTightItem: list.isTight, isFootnote: context.isFootnote)
        var items: [LayoutNode] = []
        for (index, item) in list.items.enumerated() {
            let blocks = item.blocks.compactMap { node(for: $0, context: itemContext) }
            let marker: String
            switch (item.checkbox, list.marker) {
            case (.checked?, _): marker = "☑"
            case (.unchecked?, _): marker = "☐"
            case (nil, .bullet): marker = "•"
            case (nil, .ordered(let start)): marker = "\(start + index)."
            }
            let line = px(bodyText(context).lineHeight)
            items.append(.container("item", VStackLayout(minHeight: blocks.isEmpty ? line : .zero), children: blocks,
                                    note: "marker \(marker)"))
        }
        return .container(list.marker == .bullet ? "bullet list" : "ordered list",
                          ListLayout(indent: px(theme.listIndent), itemSpacing: px(theme.listItemSpacing)),
                          children: items, margins: BlockMargins(bottom: px(theme.listSpacing)))
    }

    mutating func tableNode(_ table: Table, context: Context, location: SourceLocation) -> LayoutNode {
        let columns = max(table.alignments.count, table.header.count, 1)
        var cells: [LayoutNode] = []
        cells.reserveCapacity(columns * (table.rows.count + 1))
        let geometry = bodyText(context)
        for (rowIndex, row) in ([table.header] + table.rows).enumerated() {
            for column in 0..<columns {
                let content = column < row.count ? row[column].content : []
                let cellLocation = column < row.count ? row[column].location : location
                let cell = textLeafWithParagraph(
                    content, geometry: geometry, bold: rowIndex == 0, kind: rowIndex == 0 ? "header cell" : "cell",
                    margins: .zero, location: cellLocation, isTableCell: true)
                cells.append(cell.node)
            }
        }
        let layout = TableLayout(
            columnCount: columns, cellPaddingVertical: px(theme.tableCellPaddingVertical),
            cellPaddingHorizontal: px(theme.tableCellPaddingHorizontal), rowBorder: px(theme.tableRowBorder))
        return .container("table", layout, children: cells, margins: BlockMargins(bottom: px(theme.tableSpacing)),
                          note: "\(columns) columns, \(table.rows.count + 1) rows")
    }

    /// The image's intrinsic size, kept for its HTML.
    mutating func size(of image: SitegenMarkdown.Image) -> ImageDimensions? {
        size(ofImageAt: image.source)
    }

    /// The intrinsic size of the image at `source` (as written), kept for its HTML.
    mutating func size(ofImageAt source: String) -> ImageDimensions? {
        if let known = imageSizes[source] { return known }
        let size = composer.imageSize(source)
        if let size { imageSizes[source] = size }
        return size
    }

    /// A raw image or video block, sized from its attributes or else from its file (nil when
    /// neither tells: the caller's warning follows). Raw media blocks take the media spacing
    /// below them, as the generated CSS gives them.
    mutating func mediaNode(_ media: RawHTMLMedia, at location: SourceLocation) -> LayoutNode? {
        let margins = BlockMargins(bottom: px(theme.mediaSpacing))
        switch media {
        case .image(let source, let declared, let alternatives):
            let found = declared.map { ImageDimensions(width: $0.width, height: $0.height) } ?? size(ofImageAt: source)
            guard let box = found else {
                warn(location, "the size of image '\(source)' is unknown; positions below it are not verified")
                return .leaf("image", FixedHeightLeaf(height: .zero), margins: margins, isUnverified: true, note: source)
            }
            for alternative in alternatives {
                let other = size(ofImageAt: alternative)
                guard let other, other.width * box.height == other.height * box.width else {
                    warn(location, "image '\(alternative)' may be shown instead of '\(source)' and its proportions "
                        + (other == nil ? "are unknown" : "differ") + "; positions below it are not verified")
                    return .leaf("image", FixedHeightLeaf(height: .zero), margins: margins, isUnverified: true, note: source)
                }
            }
            return .leaf("image", ImageLeaf(width: LayoutUnit(box.width), height: LayoutUnit(box.height)),
                         margins: margins, note: source)
        case .video(let poster):
            guard let size = size(ofImageAt: poster) else { return nil }
            return .leaf("embed", FixedHeightLeaf(height: LayoutUnit(size.height)), margins: margins,
                         note: "poster height \(size.height)")
        }
    }

    mutating func imageNode(_ image: SitegenMarkdown.Image, margins: BlockMargins) -> LayoutNode {
        guard let size = size(of: image) else {
            warn(image.location, "the size of image '\(image.source)' is unknown; positions below it are not verified")
            return .leaf("image", FixedHeightLeaf(height: .zero), margins: margins, isUnverified: true, note: image.source)
        }
        return .leaf("image", ImageLeaf(width: LayoutUnit(size.width), height: LayoutUnit(size.height)),
                     margins: margins, note: image.source)
    }

    /// The image when a paragraph holds nothing else (possibly inside a link).
    static func soleImage(_ inlines: [Inline]) -> SitegenMarkdown.Image? {
        // Found in place: every paragraph of every page is asked, and a filtered copy of its
        // inlines cost a retain for each of them.
        var sole: Int?
        for index in inlines.indices {
            switch inlines[index] {
            case .softBreak, .omittedHTML: continue
            case .text(let text) where text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }): continue
            default:
                guard sole == nil else { return nil }
                sole = index
            }
        }
        guard let sole else { return nil }
        switch inlines[sole] {
        case .image(let image): return image
        case .link(let link): return soleImage(link.content)
        default: return nil
        }
    }

    /// The images of a paragraph that holds two or more images and nothing else but spaces
    /// and line breaks of the source between them (what the generated CSS shows as a row of
    /// equal columns: a `<p>` whose only elements are `<img>`s).
    static func imageRow(_ inlines: [Inline]) -> [SitegenMarkdown.Image]? {
        var images: [SitegenMarkdown.Image] = []
        for inline in inlines {
            switch inline {
            case .softBreak, .omittedHTML: continue
            case .text(let text) where text.allSatisfy({ $0 == " " }): continue
            case .image(let image): images.append(image)
            default: return nil
            }
        }
        return images.count >= 2 ? images : nil
    }

    /// The footnotes section: a rule, then an ordered list of the notes, each ending with
    /// its back-references (`↩`, then `↩2`… for further references).
    mutating func footnotes(_ notes: [Footnote]) -> LayoutNode {
        let theme = self.theme
        var items: [LayoutNode] = []
        for note in notes {
            var blocks: [LayoutNode] = []
            for (index, block) in note.blocks.enumerated() {
                if index == note.blocks.count - 1, case .paragraph(let inlines) = block.kind, Self.soleImage(inlines) == nil {
                    blocks.append(textLeaf(inlines, geometry: theme.footnotes, kind: "paragraph",
                                           margins: BlockMargins(bottom: px(theme.paragraphSpacing)), location: block.location,
                                           suffix: { text in Self.appendBackReferences(note, theme: theme, to: &text, leadingSpace: true) }))
                } else if let node = node(for: block, context: .footnote) {
                    blocks.append(node)
                }
            }
            if note.blocks.last.map({ if case .paragraph = $0.kind { return false } else { return true } }) ?? true {
                blocks.append(textLeaf([], geometry: theme.footnotes, kind: "back-references", margins: .zero,
                                       location: note.location,
                                       suffix: { text in Self.appendBackReferences(note, theme: theme, to: &text, leadingSpace: false) }))
            }
            items.append(.container("footnote", VStackLayout(), children: blocks, anchorID: nil, note: "fn-\(note.label)"))
        }
        let list = LayoutNode.container("ordered list", ListLayout(indent: px(theme.listIndent), itemSpacing: px(theme.listItemSpacing)),
                                        children: items, margins: BlockMargins(bottom: px(theme.listSpacing)))
        let border = px(theme.footnotesBorder)
        return .container("footnotes", InsetLayout(top: border + px(theme.footnotesPaddingTop)), children: [list],
                          margins: BlockMargins(top: px(theme.footnotesMarginTop)))
    }

    static func appendBackReferences(_ note: Footnote, theme: ThemeGeometry, to text: inout StyledText, leadingSpace: Bool) {
        let style = TextStyle(fontSize: theme.footnotes.fontSize)
        if leadingSpace { text.append(" ", style: style) }
        text.append("↩", style: style)
        guard note.referenceCount > 1 else { return }
        for occurrence in 2...note.referenceCount {
            text.append(" ↩", style: style)
            text.append(String(occurrence), style: TextStyle(fontSize: theme.footnotes.fontSize * theme.superscriptScale))
        }
    }
}
