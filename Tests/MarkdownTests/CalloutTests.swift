import SitegenCore
import SitegenMarkdown
import Testing

/// GitHub alerts and `:::` containers, as the reader makes them into `Block.Kind.callout`.
@Suite struct CalloutTests {
    func callouts(in blocks: [Block]) -> [Callout] {
        blocks.compactMap { block in
            if case .callout(let callout) = block.kind { return callout }
            return nil
        }
    }

    @Test func everyGitHubAlertKindIsACalloutWithoutItsMarker() throws {
        for name in ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION", "note"] {
            let document = try readPage("Intro.\n\n> [!\(name)]\n> Some *text*.\n>\n> More.\n")
            let callout = try #require(callouts(in: document.preamble).first, "\(name)")
            #expect(callout.kind.rawValue == name.lowercased())
            #expect(callout.title == nil && callout.id == "callout-3-1")
            #expect(callout.blocks.count == 2)
            guard case .paragraph(let inlines)? = callout.blocks.first?.kind else {
                Issue.record("the first block is the text after the marker: \(callout.blocks)")
                continue
            }
            #expect(Inline.plainText(inlines) == "Some text.")
        }
    }

    @Test func unknownOrMisplacedMarkersLeaveAPlainQuote() throws {
        for quote in ["> [!FOO]\n> Text.\n", "> [!NOTE] on the same line\n", "> Text first.\n> [!NOTE]\n", "> [!NOTE]\n",
                      "> [!INFO]\n> GitHub has no info alert.\n"] {
            let document = try readPage(quote)
            guard case .blockQuote(let children)? = document.preamble.first?.kind else {
                Issue.record("a plain quote: \(quote.debugDescription) → \(document.preamble)")
                continue
            }
            guard case .paragraph(let inlines)? = children.first?.kind else { continue }
            #expect(Inline.plainText(inlines).contains("[!"), "the marker stays text: \(quote.debugDescription)")
        }
    }

    @Test func containersTakeAKindATitleAndTheBlocksUpToTheirClosingLine() throws {
        let markdown = """
            Before.

            :::tip[Try this first]
            One paragraph.

            - a list
            :::

            ::: warning Mind the gap
            Text right after the fence.
            :::

            :::danger
            Last.
            :::

            After.
            """
        let document = try readPage(markdown)
        let found = callouts(in: document.preamble)
        #expect(found.map(\.kind) == [.tip, .warning, .danger])
        #expect(found.map { $0.title.map(Inline.plainText) } == ["Try this first", "Mind the gap", nil])
        #expect(found.map(\.id) == ["callout-3-1", "callout-9-1", "callout-13-1"])
        #expect(found[0].blocks.count == 2 && found[1].blocks.count == 1 && found[2].blocks.count == 1)
        guard case .paragraph(let last)? = document.preamble.last?.kind else {
            Issue.record("the text after the containers is a paragraph: \(document.preamble)")
            return
        }
        #expect(Inline.plainText(last) == "After.")
        #expect(document.warnings.isEmpty)
    }

    @Test func containersNestAndHoldHeadingsThatAreNoSections() throws {
        let document = try readPage("::::note\nOuter.\n\n:::caution\n## Inner heading\n:::\n\nStill outer.\n::::\n\n## A section\n")
        let outer = try #require(callouts(in: document.preamble).first)
        #expect(outer.kind == .note && outer.blocks.count == 3)
        let inner = try #require(callouts(in: outer.blocks).first)
        #expect(inner.kind == .caution)
        #expect(document.sections.map(\.plainTitle) == ["A section"])
    }

    @Test func anUnterminatedContainerRunsToTheEndWithALocatedWarning() throws {
        let document = try readPage("Intro.\n\n:::info\nNever closed.\n\nStill inside.\n")
        let callout = try #require(callouts(in: document.preamble).first)
        #expect(callout.kind == .info && callout.blocks.count == 2)
        let warning = try #require(document.warnings.first)
        #expect(warning.location == at(3, 1))
        #expect(warning.message.contains("':::info' is not closed"))
    }

    @Test func unknownKindsStrayClosersAndCodeStayAsWritten() throws {
        let document = try readPage(":::tipsy\nText.\n:::\n\n```\n:::note\n```\n")
        #expect(callouts(in: document.preamble).isEmpty)
        guard case .paragraph(let inlines)? = document.preamble.first?.kind else {
            Issue.record("text: \(document.preamble)")
            return
        }
        #expect(Inline.plainText(inlines).hasPrefix(":::tipsy"))
        #expect(document.preamble.contains { if case .codeBlock(_, ":::note\n") = $0.kind { true } else { false } })
    }

    @Test func calloutsInListsQuotesAndFootnotes() throws {
        let document = try readPage("- item\n\n  > [!TIP]\n  > Inside a list.\n\nA note.[^1]\n\n[^1]: :::note\n    In a footnote.\n    :::\n")
        guard case .list(let list)? = document.preamble.first?.kind else {
            Issue.record("a list: \(document.preamble)")
            return
        }
        #expect(callouts(in: list.items[0].blocks).map(\.kind) == [.tip])
        #expect(callouts(in: document.footnotes.first?.blocks ?? []).map(\.kind) == [.note])
    }
}
