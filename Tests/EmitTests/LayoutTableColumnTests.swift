@testable import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

@Suite struct LayoutTableColumnTests {
    static let typesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())

    func table(_ markdown: String) throws -> Table {
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "t.md")
        guard case .table(let table)? = document.preamble.first?.kind else {
            Issue.record("no table")
            return Table(alignments: [], header: [], rows: [])
        }
        return table
    }

    @Test func widerContentGetsAWiderColumnAndSharesSumToAHundred() throws {
        let typesetter = try #require(Self.typesetter)
        let policy = TableColumnPolicy(theme: .standard, typesetter: typesetter, language: "en")
        let shares = policy.percentages(for: try table(
            "| a | b | c |\n|---|---|---|\n| x | a much longer cell than the others | y |\n"))
        #expect(shares.count == 3)
        #expect(abs(shares.reduce(0, +) - 100) < 1e-9)
        #expect(shares[1] > shares[0] && shares[1] > shares[2])
        // No column gets less than half an equal share.
        #expect(shares.allSatisfy { $0 >= 50.0 / 3 - 0.01 })
        #expect(policy.percentages(for: try table("| only |\n|---|\n| one |\n")) == [100])
    }

    @Test func rendererWritesColumnsOnlyWhenAsked() throws {
        let document = try DocumentReader.read(bytes: Array("| a | b |\n|---|---|\n| 1 | 2 |\n".utf8), file: "t.md")
        var renderer = HTMLRenderer()
        #expect(!renderer.render(document).contains("<colgroup>"))
        renderer.tableColumnPercentages = { _, _ in [25, 75] }
        #expect(renderer.render(document).contains("<table>\n<colgroup><col style=\"width: 25.0%\"><col style=\"width: 75.0%\"></colgroup>"))
    }

    @Test func theLayoutAndTheHTMLShareOnePolicysAnswers() throws {
        // Each table's cells are shaped once: for the layout, whose answer the renderer reuses.
        let typesetter = try #require(Self.typesetter)
        let policy = TableColumnPolicy(theme: .standard, typesetter: typesetter, language: "en")
        let markdown = "| a | b |\n|---|---|\n| 1 | 2 |\n\nText.\n\n| c | d | e |\n|---|---|---|\n| 3 | 4 | 5 |\n"
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "t.md")
        _ = DocumentLayoutBuilder(theme: .standard, typesetter: typesetter, language: "en", tableColumns: policy).build(document)
        #expect(policy.answeredCount == 2)
        var renderer = HTMLRenderer()
        renderer.tableColumnPercentages = { table, _ in policy.percentages(for: table) }
        #expect(renderer.render(document).contains("<colgroup>"))
        #expect(policy.answeredCount == 2)
    }

    @Test func sharesFromTheLayoutsCellsEqualSharesFromThePolicysOwn() throws {
        // The layout hands the policy the widths of the cells it prepared; a policy asked on
        // its own prepares them itself. Cells mix bold headers, code, links, Chinese, a
        // footnote-sized table and rows shorter than the header.
        let typesetter = try #require(Self.typesetter)
        let markdown = """
            | Name | `code` span | 说明 | Notes |
            |---|:-:|---|--:|
            | **bold** start | `let x = 1` | 中文的单元格内容 | a [link](https://example.com) here |
            | x | | 短 |
            | a much longer cell, with several words in it | `y` | 混合 mixed text | ✓ |

            Text[^1].

            [^1]: | a | b |
                |---|---|
                | footnote cell | wider footnote cell text |
            """
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "t.md")
        var tables: [(Table, inFootnote: Bool)] = []
        for block in document.preamble {
            if case .table(let table) = block.kind { tables.append((table, false)) }
        }
        for footnote in document.footnotes {
            for block in footnote.blocks {
                if case .table(let table) = block.kind { tables.append((table, true)) }
            }
        }
        #expect(tables.count == 2)
        let fromLayout = TableColumnPolicy(theme: .standard, typesetter: typesetter, language: "zh")
        _ = DocumentLayoutBuilder(theme: .standard, typesetter: typesetter, language: "zh", tableColumns: fromLayout)
            .build(document)
        #expect(fromLayout.answeredCount == tables.count)
        let alone = TableColumnPolicy(theme: .standard, typesetter: typesetter, language: "zh")
        for (table, inFootnote) in tables {
            let geometry = inFootnote ? ThemeGeometry.standard.footnotes : ThemeGeometry.standard.body
            let shares = alone.percentages(for: table, geometry: geometry)
            #expect(fromLayout.percentages(for: table, geometry: geometry) == shares)
            #expect(shares.count == max(table.header.count, table.alignments.count))
        }
    }

    @Test func tablesAlikeButForTheirBodyGetAnswersOfTheirOwn() throws {
        // Questions are hashed by a table's header and shape, not every cell: tables with
        // the same header and as many rows meet in the policy's table and must still be
        // told apart, and a table read again (other storage, same cells) is answered at once.
        let typesetter = try #require(Self.typesetter)
        let policy = TableColumnPolicy(theme: .standard, typesetter: typesetter, language: "en")
        let narrow = try table("| a | b |\n|---|---|\n| x | y |\n")
        let wide = try table("| a | b |\n|---|---|\n| x | a much longer cell than the other one |\n")
        let narrowShares = policy.percentages(for: narrow)
        let wideShares = policy.percentages(for: wide)
        #expect(wideShares[1] > wideShares[0] + 20 && abs(narrowShares[1] - narrowShares[0]) < 5)
        #expect(policy.answeredCount == 2)
        #expect(policy.percentages(for: try table("| a | b |\n|---|---|\n| x | y |\n")) == narrowShares)
        #expect(policy.percentages(for: wide) == wideShares)
        #expect(policy.answeredCount == 2)
    }
}
