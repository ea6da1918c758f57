import Testing
@testable import SitegenMarkdown

@Suite struct CodeFenceTests {
    @Test func languageTitleMarkedLinesAndNumbers() {
        let (fence, problems) = CodeFence.read(#"swift title="Package.swift" {3,5-7} showLineNumbers"#)
        #expect(problems.isEmpty)
        #expect(fence.language == "swift")
        #expect(fence.title == "Package.swift")
        #expect(fence.markedLines == [3...3, 5...7])
        #expect(fence.firstLineNumber == 1)
        #expect((1...8).filter(fence.isMarked) == [3, 5, 6, 7])
    }

    @Test func linesRightAfterTheLanguage() {
        let (fence, problems) = CodeFence.read("js{1,3}")
        #expect(problems.isEmpty)
        #expect(fence.language == "js" && fence.markedLines == [1...1, 3...3])
    }

    @Test func optionsWithoutALanguage() {
        let (fence, problems) = CodeFence.read(#"{2} title='a "quoted" name' linenos=10"#)
        #expect(problems.isEmpty)
        #expect(fence.language == "")
        #expect(fence.title == #"a "quoted" name"#)
        #expect(fence.firstLineNumber == 10)
    }

    @Test func escapedQuotesAndHTMLInATitleStayText() {
        let (fence, problems) = CodeFence.read(#"html title="<b>x</b> \"y\"""#)
        #expect(problems.isEmpty)
        #expect(fence.title == #"<b>x</b> "y""#)
    }

    @Test func diffBlocksAndTheirLanguage() {
        let (fence, _) = CodeFence.read(#"diff lang="js" ins={1} del={2-3}"#)
        #expect(fence.isDiff)
        #expect(fence.highlightLanguage == "js")
        #expect(fence.isInserted(1) && fence.isDeleted(3) && !fence.isDeleted(4))
    }

    @Test(arguments: [
        ("js {99-1}", "runs backwards"), ("js {0}", "numbered from 1"), ("js {a-b}", "is not a line"),
        ("js {1,2", "not closed"), (#"js title="open"#, "not closed"), ("js wrap=yes", "unknown code block option"),
        ("js showLineNumbers=-4", "not a line number"), ("js {99999999999999999999999}", "is not a line"),
    ])
    func badOptionsAreProblemsAndLeftOut(_ info: String, _ message: String) {
        let (fence, problems) = CodeFence.read(info)
        #expect(fence.language == "js")
        #expect(fence.markedLines.isEmpty)
        #expect(problems.count == 1)
        #expect(problems.first?.contains(message) == true, "\(problems)")
    }

    @Test func linesPastTheBlockAreProblems() {
        let fence = CodeFence.read("js {2,4-9}").fence
        #expect(fence.lineProblems(lineCount: 5) == ["marked line range 4-9 is past the block's last line (5)"])
        #expect(fence.lineProblems(lineCount: 9).isEmpty)
    }

    @Test func aHugeInfoStringReadsInLinearTime() {
        let info = "js " + String(repeating: "{1-2}", count: 20_000) + " title=\"" + String(repeating: "x", count: 100_000)
        let (fence, problems) = CodeFence.read(info)
        #expect(fence.markedLines.count == 20_000)
        #expect(problems == ["the quote of 'title' is not closed"])
    }

    @Test func theReaderWarnsAtTheBlock() throws {
        let document = try DocumentReader.read(bytes: Array("# T\n\ntext\n\n```js {0} {7}\nx\n```\n".utf8), file: "a.md")
        let messages = document.warnings.map(\.description)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.allSatisfy { $0.hasPrefix("a.md:5:1: warning: ") }, "\(messages)")
    }
}

@Suite struct UnclosedFenceTests {
    private func warnings(_ markdown: String) throws -> [String] {
        try DocumentReader.read(bytes: Array(markdown.utf8), file: "a.md").warnings.map(\.description)
    }

    @Test(arguments: [
        "text\n\n```python\nnever closed\n",
        "text\n\n```python\nnever closed\n\n\n",
        "text\n\n```python\nnever closed",
        "text\n\n```\n",
        "- item\n\n  ```js\n  x\n",
    ])
    func anUnclosedFenceIsALocatedWarning(_ markdown: String) throws {
        let found = try warnings(markdown)
        #expect(found.count == 1 && found[0].contains("never closed"), "\(found)")
        #expect(found.first?.hasPrefix("a.md:") == true)
    }

    @Test(arguments: [
        "text\n\n```python\nclosed\n```\n",
        "text\n\n```python\nclosed\n```",
        "text\n\n~~~~\n```\n~~~~\n",
        "text\n\n```\n```\n",
        "    indented code\n",
        "> ```js\n> x\n> ```\n",
    ])
    func aClosedFenceIsNot(_ markdown: String) throws {
        #expect(try warnings(markdown).isEmpty)
    }
}
