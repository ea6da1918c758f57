import SitegenCore
@testable import SitegenMarkdown
import Testing

@Suite struct BlockTreeTests {
    @Test func listsWithStartTightnessAndTasks() throws {
        let document = try readPage("3. three\n4. four\n\n- [ ] open\n- [x] done\n\n  more\n- plain\n")
        guard case .list(let ordered) = document.preamble[0].kind, case .list(let bullets) = document.preamble[1].kind else {
            Issue.record("expected two lists")
            return
        }
        #expect(ordered.marker == .ordered(start: 3))
        #expect(ordered.isTight)
        #expect(ordered.items.count == 2)
        #expect(bullets.marker == .bullet)
        #expect(!bullets.isTight)
        #expect(bullets.items.map(\.checkbox) == [.unchecked, .checked, nil])
        #expect(bullets.items[1].blocks.count == 2)
        #expect(bullets.items.map(\.location) == [at(4, 1), at(5, 1), at(8, 1)])
    }

    @Test func codeBlocksKeepInfoAndLiteral() throws {
        let document = try readPage("```swift title=\"x\"\nlet a = \"{{ b }}\"\n```\n\n    indented\n")
        #expect(document.preamble.map(\.kind) == [
            .codeBlock(info: "swift title=\"x\"", literal: "let a = \"{{ b }}\"\n"),
            .codeBlock(info: "", literal: "indented\n"),
        ])
    }

    @Test func tablesKeepAlignmentsHeaderAndRows() throws {
        let document = try readPage("| L | C | R | N |\n|:--|:-:|--:|---|\n| *a* | `b` | c | |\n| x |\n")
        guard case .table(let table) = document.preamble.first?.kind else {
            Issue.record("expected a table")
            return
        }
        #expect(table.alignments == [.left, .center, .right, .none])
        #expect(table.header.map { Inline.plainText($0.content) } == ["L", "C", "R", "N"])
        #expect(table.rows.count == 2)
        #expect(table.rows[0][0].content == [.emphasis([.text("a")])])
        #expect(table.rows[0][1].content == [.code("b")])
        #expect(table.rows[0][0].location == at(3, 2))
    }

    @Test func inlineKindsAndLocations() throws {
        let document = try readPage(
            "---\ntitle: t\n---\nSee [the *docs*](https://example.com/a \"Docs\"), ~~old~~ **new**,\n`code`, www.example.org and ![a *cat*](cat.png \"Cat\")  \nnext\n")
        guard case .paragraph(let inlines) = document.preamble.first?.kind else {
            Issue.record("expected a paragraph")
            return
        }
        let link = inlines.compactMap { inline -> Link? in if case .link(let link) = inline { link } else { nil } }
        #expect(link.count == 2)
        #expect(link[0].destination == "https://example.com/a")
        #expect(link[0].title == "Docs")
        #expect(link[0].content == [.text("the "), .emphasis([.text("docs")])])
        #expect(link[0].location == at(4, 5))
        #expect(link[1].destination == "http://www.example.org")
        #expect(link[1].location == at(5, 9))
        #expect(inlines.contains(.strikethrough([.text("old")])))
        #expect(inlines.contains(.strong([.text("new")])))
        #expect(inlines.contains(.code("code")))
        #expect(inlines.contains(.lineBreak))
        let image = inlines.compactMap { inline -> Image? in if case .image(let image) = inline { image } else { nil } }
        #expect(image.first?.source == "cat.png")
        #expect(image.first?.title == "Cat")
        #expect(image.first?.alt == [.text("a "), .emphasis([.text("cat")])])
        #expect(image.first?.location == at(5, 29))
    }

    @Test func autolinkLocationsPointAtTheURL() throws {
        // cmark-gfm reports extension autolinks one column early (www) or at 0:0 (URLs, emails).
        let document = try readPage("---\ntitle: t\n---\nwww.a.com x\n\nab https://b.com/x y\n\n(www.c.com) and foo@bar.com\n\n- ü www.d.com\n")
        let links = allBlocks(document).flatMap { block -> [Link] in
            guard case .paragraph(let inlines) = block.kind else { return [] }
            return inlines.compactMap { inline -> Link? in if case .link(let link) = inline { link } else { nil } }
        }
        #expect(links.map(\.destination) == ["http://www.a.com", "https://b.com/x", "http://www.c.com", "mailto:foo@bar.com", "http://www.d.com"])
        #expect(links.map(\.location) == [at(4, 1), at(6, 4), at(8, 2), at(8, 17), at(10, 5)])
    }

    @Test func linkLocationsCountCharactersNotBytes() throws {
        let document = try readPage("Ünïcödé 漢字 [x](y)\n")
        guard case .paragraph(let inlines) = document.preamble.first?.kind, case .link(let link)? = inlines.last else {
            Issue.record("expected a trailing link")
            return
        }
        #expect(link.location == at(1, 12))
    }

    /// Without source positions cmark places what follows a code span or raw HTML holding a
    /// line break on the span's first line, past its end (`` `\n`<g> `` warned at 1:4).
    @Test func inlinesAfterALineBreakInsideASpanAreOnTheirOwnLine() throws {
        #expect(try readPage("`\n`<g>").warnings.map(\.location) == [at(2, 2)])
        let document = try readPage("a `b\nc` <i\nclass=\"x\">d</i> [e](f)\n", unsafeHTML: true)
        guard case .paragraph(let inlines) = document.preamble.first?.kind, case .link(let link)? = inlines.last else {
            Issue.record("expected a trailing link")
            return
        }
        #expect(link.location == at(3, 17))
    }

    @Test func adjacentTextIsMerged() throws {
        let document = try readPage("snake_case [not a link] a*b 5 < 6 & 7\n")
        #expect(document.preamble.first?.kind == .paragraph([.text("snake_case [not a link] a*b 5 < 6 & 7")]))
    }

    @Test func rawHTMLIsOmittedUnlessUnsafe() throws {
        let text = "<div class=\"x\">\nhi\n</div>\n\nText <b>bold</b>.\n"
        let safe = try readPage(text)
        #expect(safe.preamble.map(\.kind) == [.omittedHTML, .paragraph([.text("Text "), .omittedHTML, .text("bold"), .omittedHTML, .text(".")])])
        #expect(safe.warnings.count == 1)
        #expect(safe.warnings.first?.location == at(1, 1))
        #expect(safe.warnings.first?.severity == .warning)
        let unsafe = try readPage(text, unsafeHTML: true)
        #expect(unsafe.preamble.map(\.kind) == [
            .htmlBlock("<div class=\"x\">\nhi\n</div>\n"),
            .paragraph([.text("Text "), .html("<b>"), .text("bold"), .html("</b>"), .text(".")]),
        ])
        #expect(unsafe.warnings.isEmpty)
    }

    @Test func footnotesAreNumberedByFirstReference() throws {
        let document = try readPage(
            "First[^b], then[^a], again[^b].\n\n[^a]: Note A.\n[^b]: Note B[^a].\n[^unused]: Never referenced.\n")
        #expect(document.footnotes.map(\.label) == ["b", "a"])
        #expect(document.footnotes.map(\.number) == [1, 2])
        #expect(document.footnotes.map(\.referenceCount) == [2, 2])
        #expect(document.footnotes[0].location == at(4, 7))
        guard case .paragraph(let inlines) = document.preamble.first?.kind else {
            Issue.record("expected a paragraph")
            return
        }
        let references = inlines.compactMap { inline -> FootnoteReference? in
            if case .footnoteReference(let reference) = inline { reference } else { nil }
        }
        #expect(references.map(\.label) == ["b", "a", "b"])
        #expect(references.map(\.number) == [1, 2, 1])
        #expect(references.map(\.occurrence) == [1, 1, 2])
        #expect(references.map(\.location) == [at(1, 6), at(1, 16), at(1, 27)])
        #expect(document.preamble.count == 1)
    }

    @Test func footnoteLabelsComeFromTheDefinition() throws {
        let document = try readPage("Ref[^Note].\n\n> [^note]:\n>     Indented content.\n")
        #expect(document.footnotes.map(\.label) == ["note"])
    }

    @Test func wordCountCountsWordsAndCJKCharacters() throws {
        let document = try readPage(
            "# Hello world\n\nIt's a well-known fact — 42 times.\n\n中文标题很好\n\n```\nlet x = 1\n```\n\n[^n]\n\n[^n]: two words\n")
        // 2 (heading) + 6 (sentence; the dash is no word) + 6 (Han) + 3 (code; `=` is no word) + 2 (footnote)
        #expect(document.wordCount == 19)
    }

    /// A word goes on across inline boundaries and from ASCII into other letters.
    @Test func wordCountFollowsWordsAcrossInlinesAndScripts() throws {
        let document = try readPage("café naïve *multi*part `x`y, — ok\n")
        // café, naïve, multipart, xy, ok
        #expect(document.wordCount == 5)
    }

    @Test func pageContentWithMustacheBracesStaysLiteral() throws {
        let document = try readPage("Hello {{ name }} and {{{ raw }}}\n")
        #expect(document.preamble.first?.kind == .paragraph([.text("Hello {{ name }} and {{{ raw }}}")]))
    }
}
