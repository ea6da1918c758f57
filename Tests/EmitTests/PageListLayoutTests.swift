@testable import SitegenComposition
import SitegenEmit
import SitegenLayout
import SitegenText
import Testing

@Suite struct PageListLayoutTests {
    static let typesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())

    func width(_ text: String, size: Double, bold: Bool = false, typesetter: Typesetter) -> LayoutUnit {
        let style = TextStyle(fontSize: size, bold: bold)
        return typesetter.prepare(StyledText(text, style: style),
                                  style: ParagraphStyle(textStyle: style, lineHeight: LayoutUnit(20))).maxContentWidth
    }

    /// A chip is its text (`#` and the name) plus padding and border, one line tall; chips
    /// wrap as CSS flex-wrap wraps them, the theme's gaps apart.
    @Test func chipsAreTheirTextWideAndWrapWithTheGaps() throws {
        let typesetter = try #require(Self.typesetter)
        let theme = ThemeGeometry.standard
        let flow = TagChipFlow(theme: theme, typesetter: typesetter, language: "en")
        let names = ["layout", "typography", "line breaking", "chips", "a rather long tag name"]
        let chips = names.enumerated().map { TagChip(id: "c\($0.offset)", name: $0.element) }
        let widths = names.map { LayoutUnit(roundingPx: theme.chips.horizontalEdges) + width("#" + $0, size: 13, typesetter: typesetter) }
        for (chip, expected) in zip(chips, widths) {
            let size = LayoutEngine.size(of: flow.chipNode(chip), proposal: .unspecified)
            // "#" and the name are two inline items: each rounds up on its own, so allow 1/64 px.
            #expect(abs((size.width - expected).px) <= 1.0 / 64, "\(chip.name)")
            #expect(size.height == LayoutUnit(roundingPx: theme.chips.height))
        }
        let measured = LayoutEngine.measure(flow.node(chips), width: LayoutUnit(200))
        let rects = chips.compactMap { measured.anchors[$0.id]?.rect }
        #expect(rects.count == chips.count)
        let gap = LayoutUnit(roundingPx: theme.chips.columnGap)
        for (previous, next) in zip(rects, rects.dropFirst()) {
            if next.minY == previous.minY {
                #expect(next.minX == previous.maxX + gap)
            } else {
                // Wrapped: the chip would not have fitted after the previous one.
                #expect(next.minX == .zero)
                #expect(previous.maxX + gap + next.width > LayoutUnit(200))
                #expect(next.minY == previous.maxY + LayoutUnit(roundingPx: theme.chips.rowGap))
            }
        }
        #expect(Set(rects.map(\.minY)).count >= 3)
        // Chips without an id report no anchor (a list's rows).
        let anonymous = LayoutEngine.measure(flow.node([TagChip(id: "", name: "x")]), width: LayoutUnit(200))
        #expect(anonymous.anchors.sortedIDs.isEmpty)
    }

    /// In a list's rows a chip is a leaf knowing its ideal size: it answers every proposal
    /// as the chip itself does, and says so when the chip holds text no face covers.
    @Test func chipLeavesMeasureAsTheirChips() throws {
        let typesetter = try #require(Self.typesetter)
        let flow = TagChipFlow(theme: ThemeGeometry.standard, typesetter: typesetter, language: "en")
        for name in ["layout", "a rather long tag name that wraps", "\u{F0000}"] {
            let chip = flow.chipNode(TagChip(id: "", name: name))
            let leaf = RowChipLeaf(chip)
            let widths: [LayoutUnit?] = [nil, LayoutUnit(0), LayoutUnit(10), LayoutUnit(50), LayoutUnit(120), LayoutUnit(500)]
            for width in widths {
                let proposal = ProposedSize(width: width)
                #expect(leaf.sizeThatFits(proposal) == LayoutEngine.size(of: chip, proposal: proposal), "\(name) \(proposal)")
            }
            #expect(leaf.holdsUnverified == LayoutEngine.size(of: chip, width: LayoutUnit(100)).isUnverified)
            #expect(leaf.holdsUnverified == (name == "\u{F0000}"), "\(name)")
        }
    }

    func list(tags: [String], dates: Bool = true) -> PageList {
        let rows = (1...4).map { number in
            PageList.Row(id: "sg-row-\(number)", date: dates ? "1\(number) September 2026" : "",
                         title: "Post number \(number) with a title", summary: number == 2 ? "A summary that wraps on a phone, being long enough to do so." : nil,
                         chips: tags.map { TagChip(id: "", name: $0) })
        }
        return PageList(groups: [PageList.Group(id: "year-2026", title: "2026", rows: Array(rows.prefix(2))),
                                 PageList.Group(id: "year-2025", title: "2025", rows: Array(rows.dropFirst(2)))])
    }

    /// The date column is as wide as the widest date (whole px); the tags column as wide as
    /// the widest row of chips, capped at the theme's share; the title takes the rest; below
    /// the theme's minimum title width the cells stack.
    @Test func columnsFollowTheTexts() throws {
        let typesetter = try #require(Self.typesetter)
        let theme = ThemeGeometry.standard
        let few = PageListLayout(list: list(tags: ["notes"]), theme: theme, typesetter: typesetter, language: "en")
        let desktop = few.columns(width: 720)
        #expect(!desktop.isStacked)
        let widestDate = (1...4).map { width("1\($0) September 2026", size: 13, typesetter: typesetter) }.max() ?? .zero
        #expect(desktop.date == LayoutUnit(Int(widestDate.px.rounded(.up))))
        let chip = LayoutEngine.size(of: TagChipFlow(theme: theme, typesetter: typesetter, language: "en")
            .chipNode(TagChip(id: "", name: "notes")), proposal: .unspecified).width
        #expect(desktop.tags == LayoutUnit(Int(chip.px.rounded(.up))))
        let gap = LayoutUnit(roundingPx: theme.pageList.columnGap)
        #expect(desktop.widths.reduce(.zero, +) + gap * 2 == LayoutUnit(720))
        // Many tags: the column stops at its share of the width.
        let many = PageListLayout(list: list(tags: ["layout", "typography", "line breaking", "chips", "fidelity"]),
                                  theme: theme, typesetter: typesetter, language: "en")
        #expect(many.columns(width: 720).tags == LayoutUnit(Int(720 * theme.pageList.maxTagsShare)))
        // A phone's column leaves the title too little: the cells stack, the full width.
        let phone = many.columns(width: 358)
        #expect(phone.isStacked && phone.widths == [LayoutUnit(358)])
        // No dates, no tags: the title alone.
        let bare = PageListLayout(list: list(tags: [], dates: false), theme: theme, typesetter: typesetter, language: "en")
        #expect(bare.columns(width: 720).widths == [LayoutUnit(720)])
    }

    /// The data measures the rows in the chosen columns at every variant; the stylesheet
    /// gives the browser the same columns under the same media conditions.
    @Test func dataAndStylesheetCarryEveryVariant() throws {
        let typesetter = try #require(Self.typesetter)
        let theme = ThemeGeometry.standard
        let layout = PageListLayout(list: list(tags: ["layout", "typography", "line breaking", "chips", "fidelity"]),
                                    theme: theme, typesetter: typesetter, language: "en")
        let data = MeasuredPageList(measuring: layout)
        #expect(data.variants.count == theme.variants.count)
        let g = theme.pageList
        for entry in data.variants {
            #expect(data.rowIDs == (1...4).map { "sg-row-\($0)" })
            let rows = entry.rows.map { LayoutRect(x: .zero, y: $0.top, width: LayoutUnit(entry.variant.contentWidth), height: $0.height) }
            #expect(rows.count == 4)
            // The first year title, then its rows one under the other, then the next year.
            let title = try #require(entry.anchors["year-2026"]?.rect)
            #expect(title.minY == .zero && title.height == LayoutUnit(roundingPx: g.groupTitleHeight))
            #expect(rows[0].minY == title.maxY + LayoutUnit(roundingPx: g.groupTitleGap))
            #expect(rows[1].minY == rows[0].maxY)
            let second = try #require(entry.anchors["year-2025"]?.rect)
            #expect(second.minY == rows[1].maxY + LayoutUnit(roundingPx: g.groupGap))
            #expect(entry.height == rows[3].maxY)
            // Rows alike but for the summary, which adds height where the cells stack (in
            // columns, the wrapped chips may be taller still).
            #expect(rows[0].height == rows[2].height)
            if entry.columns.isStacked { #expect(rows[1].height > rows[0].height) }
        }
        let css = data.stylesheet
        #expect(css.contains("@media (1024px <= width) { #sg-list .sg-row { grid-template-columns: "))
        #expect(css.contains("@media (390px <= width < 412px) { #sg-list .sg-row { grid-template-columns: 358px; row-gap: "))
        #expect(css.contains("@media (width < 320px) { #sg-list .sg-row { grid-template-columns: 288px;"))
        let json = data.json
        #expect(json.hasPrefix("{\"version\":1,\"variants\":[{\"name\":\"desktop\",\"contentWidth\":720,"))
        #expect(json.contains("\"stacked\":false,\"columns\":{\"date\":{\"x\":0,"))
        #expect(json.contains("\"stacked\":true,\"columns\":{\"cell\":{\"x\":0,\"w\":358}}"))
        #expect(json.contains("\"rows\":{\"sg-row-1\":[49,"))
    }

    /// Each row stands where it would as an element of its own, measured alone in the
    /// variant's columns; a list measured through the row cache, twice, gives the same data.
    @Test func rowsMeasureAloneAndThroughTheCacheAlike() throws {
        let typesetter = try #require(Self.typesetter)
        let theme = ThemeGeometry.standard
        let list = list(tags: ["layout", "typography", "line breaking"])
        let plain = PageListLayout(list: list, theme: theme, typesetter: typesetter, language: "en")
        let data = MeasuredPageList(measuring: plain)
        for entry in data.variants {
            // Each row, built whole as the list's HTML has it, and measured on its own.
            let alone = plain.rows.joined().map { prepared in
                LayoutEngine.measure(plain.row(for: prepared, columns: entry.columns),
                                     width: LayoutUnit(entry.variant.contentWidth)).size.height
            }
            #expect(entry.rows.map(\.height) == alone)
            // Rows of a group touch; the second group starts below the first's rows.
            #expect(entry.rows[1].top == entry.rows[0].top + entry.rows[0].height)
            #expect(entry.rows[3].top == entry.rows[2].top + entry.rows[2].height)
            #expect(entry.rows[2].top > entry.rows[1].top + entry.rows[1].height)
        }
        let cache = PageListRowCache()
        let first = MeasuredPageList(measuring: PageListLayout(list: list, theme: theme, typesetter: typesetter,
                                                                language: "en", cache: cache))
        let second = MeasuredPageList(measuring: PageListLayout(list: list, theme: theme, typesetter: typesetter,
                                                                 language: "en", cache: cache))
        #expect(first.json == data.json)
        #expect(second.json == data.json)
        #expect(data.json.contains("\"sg-row-4\":["))
    }

    /// The row cache finds rows by their title, date and shape first: rows alike in those
    /// but for their summary's words are still prepared, and measured, each for itself.
    @Test func rowsAlikeButForTheirSummaryAreKeptApart() throws {
        let typesetter = try #require(Self.typesetter)
        let theme = ThemeGeometry.standard
        let short = "Wide words: mmmm mmmm mmmm mmmm mmmm mmmm mmmm mmmm mmmm mmmm."
        let narrow = "Thin words: iiii iiii iiii iiii iiii iiii iiii iiii iiii iiii."
        #expect(short.utf8.count == narrow.utf8.count)
        func row(_ summary: String, id: String) -> PageList.Row {
            PageList.Row(id: id, date: "1 September 2026", title: "The same title", summary: summary, chips: [])
        }
        let cache = PageListRowCache()
        let cached = PageListLayout(list: PageList(groups: [PageList.Group(id: nil, title: nil, rows: [
            row(short, id: "sg-row-1"), row(narrow, id: "sg-row-2"),
        ])]), theme: theme, typesetter: typesetter, language: "en", cache: cache)
        let heights = MeasuredPageList(measuring: cached).variants.map { $0.rows.map(\.height) }
        // The wide summary wraps on a phone where the narrow one does not.
        #expect(heights.contains { $0[0] > $0[1] })
        for (index, summary) in [short, narrow].enumerated() {
            let alone = PageListLayout(list: PageList(groups: [PageList.Group(id: nil, title: nil, rows: [
                row(summary, id: "sg-row-1"),
            ])]), theme: theme, typesetter: typesetter, language: "en")
            #expect(MeasuredPageList(measuring: alone).variants.map { $0.rows[0].height } == heights.map { $0[index] })
        }
    }
}
