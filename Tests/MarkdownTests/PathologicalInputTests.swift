import SitegenCore
@testable import SitegenMarkdown
import Testing

/// Inputs that make naive Markdown pipelines blow the stack or go quadratic. Each must read,
/// keep its text, and come out nested no deeper than the builder's caps. Times are printed
/// (not asserted) for the report.
@Suite struct PathologicalInputTests {
    enum Input: String, CaseIterable, CustomTestStringConvertible {
        case nestedQuotes, openBrackets, alternatingEmphasis, nestedBulletLists, nestedOrderedLists
        case nestedEmphasis, nestedImages, quotedListsMixed, manyLinkReferences, htmlInDeepQuotes, sameHeadingMany

        var text: String {
            switch self {
            case .nestedQuotes: String(repeating: "> ", count: 10_000) + "deep\n"
            case .openBrackets: String(repeating: "[", count: 10_000) + "deep\n"
            case .alternatingEmphasis: String(repeating: "*a **a ", count: 10_000) + "deep\n"
            case .nestedBulletLists: String(repeating: "- ", count: 10_000) + "deep\n"
            case .nestedOrderedLists: String(repeating: "1. ", count: 10_000) + "deep\n"
            case .nestedEmphasis: String(repeating: "*", count: 10_000) + "deep" + String(repeating: "*", count: 10_000) + "\n"
            case .nestedImages: String(repeating: "![", count: 3_000) + "deep" + String(repeating: "](i.png)", count: 3_000) + "\n"
            case .quotedListsMixed: String(repeating: "> - ", count: 5_000) + "deep\n"
            case .htmlInDeepQuotes: String(repeating: "> ", count: 10_000) + String(repeating: "<b>x</b>", count: 10_000) + " deep\n"
            case .sameHeadingMany: String(repeating: "## Same\n", count: 10_000) + "deep\n"
            case .manyLinkReferences:
                (0..<10_000).map { "[l\($0)]" }.joined(separator: " ") + " deep\n\n"
                    + (0..<10_000).map { "[l\($0)]: /u\($0)" }.joined(separator: "\n") + "\n"
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: Input.allCases)
    func readsQuicklyAndStaysShallow(input: Input) throws {
        let text = input.text
        let clock = ContinuousClock()
        let start = clock.now
        let document = try readPage(text)
        let elapsed = clock.now - start
        print("pathological \(input.rawValue): \(text.utf8.count) bytes read in \(elapsed)")

        let depth = Depth(document)
        #expect(depth.blocks <= MarkdownTreeBuilder.maximumBlockDepth + 1)
        #expect(depth.inlines <= MarkdownTreeBuilder.maximumInlineDepth + 1)
        #expect(depth.text.contains("deep"))
    }

    @Test func deepQuotesAreFlattenedWithOneWarning() throws {
        let document = try readPage("Intro\n\n" + String(repeating: "> ", count: 10_000) + "deep\n")
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.location == at(3, 201))
        #expect(document.warnings.first?.message.contains("flattened") == true)
        // The paragraph inside the deepest quote kept is one level deeper.
        #expect(Depth(document).blocks == MarkdownTreeBuilder.maximumBlockDepth + 1)
        #expect(Depth(document).text.contains("deep"))
    }

    @Test func nestingWithinTheCapIsKept() throws {
        let document = try readPage(String(repeating: "> ", count: 100) + "deep\n")
        #expect(document.warnings.isEmpty)
        #expect(Depth(document).blocks == 101)
    }

    /// Deepest block and inline nesting, and all text, gathered without recursion.
    struct Depth {
        var blocks = 0
        var inlines = 0
        var text = ""

        init(_ document: Document) {
            var pendingBlocks: [(Block, Int)] = allSectionsBlocks(document).map { ($0, 1) }
            var pendingInlines: [(Inline, Int)] = []
            while let (block, level) = pendingBlocks.popLast() {
                blocks = max(blocks, level)
                switch block.kind {
                case .blockQuote(let children): pendingBlocks += children.map { ($0, level + 1) }
                case .list(let list): pendingBlocks += list.items.flatMap(\.blocks).map { ($0, level + 1) }
                case .paragraph(let content): pendingInlines += content.map { ($0, 1) }
                default: break
                }
            }
            while let (inline, level) = pendingInlines.popLast() {
                inlines = max(inlines, level)
                switch inline {
                case .text(let value): text += value
                case .emphasis(let children), .strong(let children), .strikethrough(let children):
                    pendingInlines += children.map { ($0, level + 1) }
                case .link(let link): pendingInlines += link.content.map { ($0, level + 1) }
                case .image(let image): pendingInlines += image.alt.map { ($0, level + 1) }
                default: break
                }
            }
        }
    }
}

private func allSectionsBlocks(_ document: Document) -> [Block] {
    document.preamble + document.allSections.flatMap(\.blocks)
}
