import SitegenCore
import SitegenMarkdown
import Testing

/// `timeline` and `steps` fences, as the reader makes them into `Block.Kind.timeline`.
@Suite struct TimelineTests {
    /// A page whose fence stands on line 7, holding `yaml`.
    func page(_ style: String, _ yaml: String) -> String {
        "# Log\n\nOne.\n\nTwo.\n\n```\(style)\n" + yaml + "```\n\nAfter.\n"
    }

    func timelines(in document: Document) -> [Timeline] {
        document.allSections.flatMap(\.blocks).compactMap { block in
            if case .timeline(let timeline) = block.kind { return timeline }
            return nil
        }
    }

    @Test func readsDatesTitlesAndMarkdownDetail() throws {
        let yaml = "- date: 2026-11-20\n  title: First\n  detail: Some *emphasis*.\n- date: 2026-11-29\n  title: Second\n"
        let document = try readPage(page("timeline", yaml))
        let block = try #require(timelines(in: document).first)
        #expect(block.style == .timeline && block.id == "tl-7")
        #expect(block.dotID(1) == "tl-7-dot-1" && block.lineID(0) == "tl-7-line-0")
        #expect(block.items.map(\.title) == ["First", "Second"])
        #expect(block.items.map(\.label) == ["2026-11-20", "2026-11-29"])
        #expect(block.items[0].detail.count == 1 && block.items[1].detail.isEmpty)
        #expect(block.source == yaml)
        #expect(Timeline.Style(info: "steps extra") == .steps && Timeline.Style(info: "yaml") == nil)
    }

    @Test func otherFencesStayCodeAndStepsTakeNoDate() throws {
        let document = try readPage("```yaml\n- title: A\n```\n")
        guard case .codeBlock(let info, _)? = document.preamble.first?.kind else {
            Issue.record("a yaml fence is code: \(document.preamble)")
            return
        }
        #expect(info == "yaml")
        let errors = pageErrors(page("steps", "- date: 2026-11-20\n  title: Kept\n"))
        #expect(errors.map(\.message) == ["unknown key 'date' in a steps item (expected title, detail)"])
        #expect(errors.first?.location.line == 8 && errors.first?.location.file == pagePath)
    }

    @Test func errorsNameTheirLineAndColumnInsideTheBlock() {
        // Line 1 of the block is line 8 of the page (the fence is on line 7).
        let cases: [(String, String, Int, Int, String)] = [
            ("- date: 2026\n  title: A\n  colour: red\n", "timeline", 10, 3, "unknown key 'colour'"),
            ("- date: 2026\n  title: A\n- title: B\n", "timeline", 10, 3, "needs 'date'"),
            ("- title: A\n- [x, y]\n", "steps", 9, 3, "an item is a mapping"),
            ("title: A\n", "steps", 8, 1, "a YAML list of items"),
            ("- title: [unclosed\n", "steps", 9, 1, ""),
        ]
        for (yaml, style, line, column, message) in cases {
            let first = pageErrors(page(style, yaml)).first
            #expect(first?.location.file == pagePath)
            #expect(first?.location.line == line, "\(yaml): \(String(describing: first))")
            if !message.isEmpty {
                #expect(first?.location.column == column, "\(yaml): \(String(describing: first))")
                #expect(first?.message.contains(message) == true, "\(String(describing: first))")
            }
        }
    }

    /// A block left open at the end of a file without a final line break: cmark still ends its
    /// text with one, and the YAML error at the end of that text is placed at the end of the
    /// file's last line, not on a line after it.
    @Test func anErrorAtTheEndOfABlockLeftOpenIsOnTheFilesLastLine() throws {
        let error = try #require(pageError("# T\n\n```timeline\n- date: 2026\n  title: \"open"))
        #expect(error.message.contains("end of stream"))
        #expect(error.location == at(5, 15))
    }

    @Test func anErrorInAnItemsDetailIsAtTheDetail() throws {
        let text = "# T\n\n```timeline\n- date: 2026\n  title: A\n  detail: \"x\\n\\n```steps\\nfoo: 1\\n```\\n\"\n```\n"
        let error = try #require(pageError(text))
        #expect(error.message == "a steps block holds a YAML list of items (- title: …)")
        #expect(error.location == at(6, 11))
    }

    @Test func wordsOfATimelineAreItsSourceAndLinksInsideItAreWalked() throws {
        let yaml = "- title: One two\n  detail: See [the guide](guide.md).\n"
        let document = try readPage(page("steps", yaml))
        let plain = try readPage(page("text", yaml))
        #expect(document.wordCount == plain.wordCount)
        struct Links: MarkdownWalker {
            var destinations: [String] = []
            mutating func visitLink(_ link: Link) { destinations.append(link.destination) }
        }
        var links = Links()
        links.walk(document)
        #expect(links.destinations == ["guide.md"])
    }
}
