import Foundation
import SitegenCore
@testable import SitegenMarkdown
import Testing

/// cmark-gfm reads a table row in time growing with the square of its cells, and fills
/// short rows with empty cells: `TableGuard` leaves over-wide tables as text and ends tables
/// that fill too many, with a located warning, and changes nothing below its limits.
@Suite struct TableGuardTests {
    static func row(_ cell: String, _ count: Int, pipes: (leading: Bool, trailing: Bool) = (true, true)) -> String {
        (pipes.leading ? "|" : "") + Array(repeating: cell, count: count).joined(separator: "|") + (pipes.trailing ? "|" : "")
    }

    static func tables(in blocks: [Block]) -> [Table] {
        blocks.flatMap { block -> [Table] in
            switch block.kind {
            case .table(let table): [table]
            case .blockQuote(let children): tables(in: children)
            case .list(let list): list.items.flatMap { tables(in: $0.blocks) }
            default: []
            }
        }
    }

    /// Tables of every shape below the limits come out as cmark-gfm makes them, unwarned.
    @Test func changesNothingBelowTheLimits() throws {
        let limit = TableGuard.columnLimit
        var samples = [
            "| a | b |\n|---|:-:|\n| 1 | 2 |\n| 3 |\n| 4 | 5 | 6 |\n",
            "a | b\n--- | ---\nc | d\n",
            "Text before.\n| a | b |\n| - | - |\n| `x \\| y` | \\| |\n",
            "> | a | b |\n> |---|---|\n> | c | d |\n",
            "- item\n\n  | a | b |\n  |---|---|\n  | c | d |\n",
            "|a|b|c|\n|-|-|-|\n" + String(repeating: "|x|\n", count: 500),
            Self.row("a", limit) + "\n" + Self.row("-", limit) + "\n" + Self.row("b", limit) + "\n",
            Self.row("a", limit, pipes: (false, false)) + "\n" + Self.row(":-:", limit, pipes: (false, false)) + "\n",
            String(repeating: "| not | a | table |\n", count: 50),
            Self.row("x", 5_000) + "\nno delimiter row follows this one\n",
            "```\n" + Self.row("a", 2 * limit) + "\n" + Self.row("-", 2 * limit) + "\n```\n",
        ]
        // Sparse rows filling fewer cells than the allowance.
        samples.append(Self.row("h", 40) + "\n" + Self.row("-", 40) + "\n"
                       + String(repeating: "| x |\n", count: TableGuard.fillAllowance / 39))
        for text in samples {
            let document = try readPage(text)
            #expect(document.warnings.isEmpty, "\(text.prefix(60))")
            #expect(CmarkTree.referenceHTML(text, unsafeHTML: false)
                == CmarkTree.referenceHTML(text, unsafeHTML: false, guardsTables: false), "\(text.prefix(60))")
        }
        let wide = try readPage(samples[6])
        #expect(Self.tables(in: wide.preamble).first?.header.count == limit)
    }

    /// The Markdown of the fixture sites and the bundled site reads as it does unguarded.
    @Test func readsTheFixturesAsCmarkDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var compared = 0
        var tables = 0
        for folder in ["Tests/Fixtures", "Content"] {
            let base = root.appendingPathComponent(folder).path
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            for case let path as String in walker where path.hasSuffix(".md") {
                guard let text = try? String(contentsOfFile: base + "/" + path, encoding: .utf8) else { continue }
                let guarded = CmarkTree.referenceHTML(text, unsafeHTML: false)
                #expect(guarded == CmarkTree.referenceHTML(text, unsafeHTML: false, guardsTables: false), "\(path)")
                compared += 1
                if guarded.contains("<table") { tables += 1 }
            }
        }
        #expect(compared > 50)
        #expect(tables > 3)
    }

    @Test func leavesATooWideHeaderAsText() throws {
        let columns = TableGuard.columnLimit + 1
        let text = "---\ntitle: T\n---\nIntro.\n\n  " + Self.row("a", columns) + "\n" + Self.row("-", columns) + "\n"
            + Self.row("b", 3) + "\n"
        let document = try readPage(text)
        #expect(Self.tables(in: document.preamble).isEmpty)
        #expect(document.warnings.map(\.location) == [at(6, 3)])
        #expect(document.warnings.first?.message.contains("\(columns) cells") == true)
        #expect(document.warnings.first?.message.contains("more than the \(TableGuard.columnLimit)") == true)
        #expect(document.warnings.first?.severity == .warning)
        // The text is all there, as a paragraph.
        guard case .paragraph(let inlines)? = document.preamble.last?.kind else {
            Issue.record("no paragraph: \(document.preamble)")
            return
        }
        #expect(Inline.plainText(inlines).filter { $0 == "a" }.count == columns)
    }

    @Test func leavesATooWideDelimiterRowInAQuoteAsText() throws {
        let columns = TableGuard.columnLimit * 2
        let text = "> | a | b |\n> " + Self.row("-", columns) + "\n> | c | d |\n"
        let document = try readPage(text)
        #expect(Self.tables(in: document.preamble).isEmpty)
        #expect(document.warnings.map(\.location) == [at(2, 3)])
    }

    @Test func endsATableBeforeATooWideRow() throws {
        let text = "| a | b |\n|---|---|\n| 1 | 2 |\n" + Self.row("x", TableGuard.columnLimit + 5) + "\n| 3 | 4 |\n"
        let document = try readPage(text)
        let tables = Self.tables(in: document.preamble)
        #expect(tables.count == 1)
        #expect(tables.first?.rows.count == 1)
        #expect(document.warnings.map(\.location) == [at(4, 1)])
        #expect(document.warnings.first?.message.contains("ends before it") == true)
    }

    @Test func endsATableThatFillsTooManyCells() throws {
        let columns = 200
        let text = Self.row("h", columns) + "\n" + Self.row("-", columns) + "\n" + String(repeating: "x\n", count: 100)
        let document = try readPage(text)
        let tables = Self.tables(in: document.preamble)
        #expect(tables.count == 1)
        // The header's cells count as written: the rows may leave out 1,024 more than that.
        let kept = (columns + TableGuard.fillAllowance) / (columns - 2)
        #expect(tables.first?.rows.count == kept)
        #expect(document.warnings.map(\.location) == [at(3 + kept, 1)])
    }

    /// Each of these took seconds to minutes in cmark-gfm alone; guarded, they are read
    /// in a moment (the bound only catches a return to the square of the row).
    @Test func readsPathologicalTablesQuickly() throws {
        let shapes = [
            Self.row("a", 20_000) + "\n" + Self.row("-", 20_000) + "\n" + Self.row("b", 20_000) + "\n",
            "|a|b|\n|-|-|\n" + Self.row("b", 40_000) + "\n",
            Self.row("x", 127) + "\n" + Self.row("-", 127) + "\n" + String(repeating: "x\n", count: 65_536),
            Self.row("a", 70_000) + "\n" + Self.row("-", 70_000) + "\n",
        ]
        for text in shapes {
            let clock = ContinuousClock()
            let start = clock.now
            let document = try readPage(text)
            let elapsed = clock.now - start
            #expect(elapsed < .seconds(20), "\(text.utf8.count) bytes read in \(elapsed)")
            #expect(document.warnings.count == 1)
        }
    }
}
