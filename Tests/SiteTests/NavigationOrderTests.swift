import SitegenCore
import SitegenMarkdown
import Testing
@testable import SitegenSite

/// The order of pages: file names in natural order, and what SUMMARY.md and _nav.yml say.
@Suite struct NavigationOrderTests {
    @Test func fileNamesGoInNaturalOrder() {
        let names = ["issue-10", "issue-2", "Issue-1", "10", "2", "01-intro", "1-intro", "b", "a", "issue-100", "issue-9"]
        #expect(names.sorted(by: NaturalOrder.areInIncreasingOrder)
                == ["01-intro", "1-intro", "2", "10", "a", "b", "Issue-1", "issue-2", "issue-9", "issue-10", "issue-100"])
        #expect(!NaturalOrder.areInIncreasingOrder("x", "x"))
        #expect(NaturalOrder.areInIncreasingOrder("007", "7") != NaturalOrder.areInIncreasingOrder("7", "007"))
    }

    func summary(_ markdown: String, pages: Set<String>) throws -> (NavigationOrder, [Diagnostic]) {
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "Content/SUMMARY.md")
        var order = NavigationOrder()
        let problems = order.readSummary(document, pages: pages)
        return (order, problems)
    }

    @Test func summaryGivesPartsNestingDraftsAndRanks() throws {
        let (order, problems) = try summary("""
            # Summary

            [Preface](./preface.md)

            # First part

            - [One](01-one.md)
              - [Nested](one/a.md#top)
            - [Draft]()

            # Second part

            - [Two](02-two.md)
            - [Elsewhere](https://example.com)
            """, pages: ["preface.md", "01-one.md", "one/a.md", "02-two.md"])
        #expect(problems.isEmpty)
        #expect(order.book.map(\.title) == ["Preface", "First part", "One", "Nested", "Draft", "Second part", "Two"])
        #expect(order.book.map(\.depth) == [0, 0, 0, 1, 0, 0, 0])
        #expect(order.book[1].kind == .part && order.book[4].kind == .draft)
        #expect(order.chapterPaths == ["preface.md", "01-one.md", "one/a.md", "02-two.md"])
        #expect(order.ranks["one/a.md"] == 2 && order.ranks["dir:one"] == 2)
    }

    @Test func missingAndRepeatedChaptersAreErrorsAtTheirLinks() throws {
        let (_, problems) = try summary("- [One](one.md)\n- [Gone](gone.md)\n  - [One again](one.md)\n", pages: ["one.md"])
        #expect(problems.map(\.location.description) == ["Content/SUMMARY.md:2:3", "Content/SUMMARY.md:3:5"])
        #expect(problems.map(\.severity) == [.error, .error])
    }

    @Test func aFolderFileNamesItsOwnPagesAndFoldersOnly() throws {
        var order = NavigationOrder()
        let root = try YAMLReader.read("- b\n- sub/\n- a.md\n- ../x.md\n- nothing\n- b.md\n", file: "Content/f/_nav.yml")
        let problems = order.readFolderFile(root, folder: "f", file: "Content/f/_nav.yml",
                                            pages: ["f/a.md", "f/b.md", "f/c.md"], folders: ["f", "f/sub"])
        #expect(problems.map(\.location.line) == [4, 5, 6])
        let b = try #require(order.ranks["f/b.md"])
        let sub = try #require(order.ranks["dir:f/sub"])
        let a = try #require(order.ranks["f/a.md"])
        #expect(b < sub && sub < a && order.ranks["f/c.md"] == nil && order.ranks["dir:f"] == nil)
        let notAList = order.readFolderFile(try YAMLReader.read("a: b\n", file: "n.yml"), folder: "", file: "n.yml",
                                            pages: [], folders: [])
        #expect(notAList.count == 1)
    }
}
