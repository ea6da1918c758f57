import SitegenCore
@testable import SitegenMarkdown
import Testing

@Suite struct FrontMatterTests {
    @Test func readsEveryKnownFieldAndKeepsTheRestInOrder() throws {
        let document = try readPage(
            """
            ---
            title: "Layout: the basics"
            date: 2024-02-29T09:30:00+05:30
            draft: true
            tags: [swift, layout]
            slug: layout-basics
            layout: article
            weight: -3
            summary: >
              Folded
              summary.
            zeta: 1
            alpha: {nested: [1, 2]}
            ---
            Body.
            """)
        let frontMatter = document.frontMatter
        #expect(frontMatter.title == "Layout: the basics")
        #expect(frontMatter.date == PageDate(year: 2024, month: 2, day: 29, time: .init(hour: 9, minute: 30), offsetMinutes: 330))
        #expect(frontMatter.draft)
        #expect(frontMatter.tags == ["swift", "layout"])
        #expect(frontMatter.slug == "layout-basics")
        #expect(frontMatter.layout == "article")
        #expect(frontMatter.weight == -3)
        #expect(frontMatter.summary == "Folded summary.\n")
        #expect(frontMatter.extra.map(\.key) == ["zeta", "alpha"])
        #expect(frontMatter[extra: "alpha"]?["nested"]?.typeName == "a list")
        #expect(frontMatter.node?["slug"]?.location == at(6, 7))
        #expect(document.title == "Layout: the basics")
        #expect(document.titleSource == .frontMatter)
    }

    @Test func defaultsWithoutFrontMatter() throws {
        let frontMatter = try readPage("Just text.\n").frontMatter
        #expect(frontMatter == FrontMatter())
        #expect(frontMatter.node == nil)
    }

    @Test func emptyFrontMatterIsAllowed() throws {
        #expect(try readPage("---\n---\nText\n").frontMatter.title == nil)
        #expect(try readPage("---\n# just a comment\n---\nText\n").frontMatter.extra.isEmpty)
        #expect(try readPage("---\n~\n---\n").frontMatter.title == nil)
    }

    @Test func singleStringTagAndEmptyTags() throws {
        #expect(try readPage("---\ntags: swift\n---\n").frontMatter.tags == ["swift"])
        #expect(try readPage("---\ntags:\n---\n").frontMatter.tags == [])
    }

    @Test func dotsCloseFrontMatterToo() throws {
        let document = try readPage("---\ntitle: T\n...\n# Heading\n")
        #expect(document.title == "T")
        #expect(document.sections.first?.location == at(4, 1))
    }

    @Test func delimitersMayHaveTrailingSpaces() throws {
        #expect(try readPage("---  \ntitle: T\n--- \n").title == "T")
    }

    @Test(arguments: [
        ("42", "a number"), ("3.5", "a number"), ("[a, b]", "a list"), ("{a: 1}", "a map"),
        ("~", "null"), ("null", "null"), ("true", "a boolean"),
    ])
    func titleMustBeAString(value: String, typeName: String) throws {
        let error = try #require(pageError("---\ntitle: \(value)\n---\n"))
        #expect(error.location == at(2, 8))
        #expect(error.message.hasPrefix("title must be a string, not \(typeName)"))
    }

    @Test func titleWithNoValueIsNull() throws {
        let error = try #require(pageError("---\ntitle:\ndate: 2024-01-01\n---\n"))
        #expect(error.message.hasPrefix("title must be a string, not null"))
        #expect(error.location == at(2, 7))
    }

    @Test func numericTitleErrorSuggestsQuotes() throws {
        let error = try #require(pageError("---\ntitle: 2024\n---\n"))
        #expect(error.message.contains("\"2024\""))
        #expect(try readPage("---\ntitle: \"2024\"\n---\n").title == "2024")
    }

    @Test(arguments: [
        ("2024-02-30", "February 2024 has no day 30"),
        ("2023-02-29", "February 2023 has no day 29"),
        ("1900-02-29", "February 1900 has no day 29"),
        ("2024-04-31", "April 2024 has no day 31"),
        ("2024-13-01", "no month 13"),
        ("2024-00-10", "no month 0"),
        ("2024-01-01T24:00", "not a time of day"),
        ("2024-01-01T12:60", "not a time of day"),
        ("2024-01-01T12:00+24:00", "not a UTC offset"),
    ])
    func impossibleDatesAreErrors(value: String, reason: String) throws {
        let error = try #require(pageError("---\ntitle: T\ndate: \(value)\n---\n"))
        #expect(error.location == at(3, 7))
        #expect(error.message.contains("does not exist"))
        #expect(error.message.contains(reason))
    }

    @Test(arguments: ["2024-1-05", "24-01-05", "2024/01/05", "2024-01-05 10:00", "2024-01-05T10", "2024-01-05T10:00:00.5Z", "2024-01-05T10:00+0100", "yesterday"])
    func malformedDatesAreErrors(value: String) throws {
        let error = try #require(pageError("---\ndate: '\(value)'\n---\n"))
        #expect(error.location == at(2, 7))
        #expect(error.message.contains("is not in the form YYYY-MM-DD"))
    }

    @Test func dateAsANumberIsAnError() throws {
        let error = try #require(pageError("---\ndate: 2024\n---\n"))
        #expect(error.location == at(2, 7))
        #expect(error.message.contains("not a number"))
    }

    @Test func leapDayAndAllTimeForms() throws {
        let cases: [(String, String)] = [
            ("2000-02-29", "2000-02-29"),
            ("2024-02-29T09:30", "2024-02-29T09:30:00"),
            ("2024-02-29T09:30:15Z", "2024-02-29T09:30:15Z"),
            ("2024-12-31T23:59:59-03:30", "2024-12-31T23:59:59-03:30"),
            ("'2024-06-01'", "2024-06-01"),
        ]
        for (written, iso) in cases {
            #expect(try readPage("---\ndate: \(written)\n---\n").frontMatter.date?.iso8601 == iso)
        }
    }

    @Test func draftIsABooleanInYAML12() throws {
        #expect(try readPage("---\ndraft: false\n---\n").frontMatter.draft == false)
        let error = try #require(pageError("---\ndraft: yes\n---\n"))
        #expect(error.location == at(2, 8))
        #expect(error.message.contains("true or false"))
        #expect(error.message.contains("'yes' is a string in YAML 1.2"))
    }

    @Test func weightMustBeAWholeNumber() throws {
        let error = try #require(pageError("---\nweight: 1.5\n---\n"))
        #expect(error.location == at(2, 9))
        #expect(error.message == "weight must be a whole number, not 1.5")
        let quoted = try #require(pageError("---\nweight: \"2\"\n---\n"))
        #expect(quoted.message == "weight must be a whole number, not a string")
    }

    @Test func tagsMustBeStrings() throws {
        let errors = pageErrors("---\ntags:\n  - fine\n  - 2024\n  - [nested]\n  - ''\n---\n")
        #expect(errors.map(\.location) == [at(4, 5), at(5, 5), at(6, 5)])
        #expect(errors[0].message.contains("not a number"))
        #expect(errors[1].message.contains("not a list"))
        #expect(errors[2].message.contains("empty"))
        let map = try #require(pageError("---\ntags: {a: 1}\n---\n"))
        #expect(map.location == at(2, 7))
    }

    @Test func emptySlugAndLayoutAreErrors() throws {
        let errors = pageErrors("---\nslug: ''\nlayout: '  '\n---\n")
        #expect(errors.map(\.location) == [at(2, 7), at(3, 9)])
        #expect(errors.allSatisfy { $0.message.hasSuffix("is empty") })
    }

    @Test func everyBadFieldIsReportedTogether() throws {
        let errors = pageErrors("---\ntitle: 1\ndate: 2023-02-29\ndraft: 0\nweight: x\n---\n# {#sg-x}\n")
        #expect(errors.map(\.location.line) == [2, 3, 4, 5, 7])
    }

    @Test func frontMatterMustBeAMap() throws {
        let error = try #require(pageError("---\n- a\n- b\n---\n"))
        #expect(error.location == at(2, 1))
        #expect(error.message.contains("not a list"))
    }

    @Test func unclosedFrontMatterIsReportedOnLineOne() throws {
        let error = try #require(pageError("---\ntitle: x\n\nSome text that never closes it.\n"))
        #expect(error.location == at(1, 1))
        #expect(error.message.contains("front matter opened here is never closed"))
        #expect(pageError("---")?.location == at(1, 1))
    }

    @Test func dashesLaterInTheBodyAreMarkdown() throws {
        let document = try readPage("---\ntitle: T\n---\nIntro\n\n---\n\nSetext\n---\n")
        #expect(document.preamble.map(\.kind) == [.paragraph([.text("Intro")]), .thematicBreak])
        #expect(document.preamble.last?.location == at(6, 1))
        #expect(document.sections.map(\.plainTitle) == ["Setext"])
        #expect(document.sections.first?.level == 2)
        #expect(document.sections.first?.location == at(8, 1))
    }

    @Test func dashesNotOnTheFirstLineDoNotOpenFrontMatter() throws {
        let document = try readPage("\n---\ntitle: x\n---\n")
        #expect(document.frontMatter.title == nil)
        #expect(document.preamble.first?.kind == .thematicBreak)
        #expect(document.sections.first?.plainTitle == "title: x")
    }

    @Test func yamlSyntaxErrorIsLocatedInTheFile() throws {
        let error = try #require(pageError("---\ntitle: ok\ntags: [a, b\n---\n"))
        #expect(error.location == at(4, 1))
        #expect(error.message.contains("did not find expected ',' or ']'"))
        let second = try #require(pageError("---\ntitle: a: b\n---\n"))
        #expect(second.location == at(2, 9))
    }

    @Test func duplicateKeysAreErrors() throws {
        let error = try #require(pageError("---\ntitle: a\ndraft: true\ntitle: b\n---\n"))
        #expect(error.location == at(4, 1))
        #expect(error.message == "duplicate key 'title' (first defined on line 2)")
    }

    @Test func aliasBombFailsCleanly() throws {
        var lines = ["---", "a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...12 {
            let previous = level == 1 ? "a" : "a\(level - 1)"
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append("---")
        let error = try #require(pageError(lines.joined(separator: "\n")))
        #expect(error.message.contains("aliases expand to more than 10000 nodes"))
        // a (11 nodes), a1 (111), a2 (1111): 110 + 1110 + 11110 passes 10,000 on a3's line.
        #expect(error.location.line == 5)
    }

    @Test func deepNestingInFrontMatterFailsCleanly() throws {
        let flow = try #require(pageError("---\ntags: " + String(repeating: "[", count: 10_000) + "\n---\n"))
        #expect(flow.message.contains("deeper than 100"))
        #expect(flow.location == at(2, 106))
        let block = try #require(pageError("---\nx:\n" + String(repeating: "- ", count: 10_000) + "y\n---\n"))
        #expect(block.message.contains("deeper than 100"))
        #expect(block.location == at(3, 199))
    }

    @Test func secondDocumentCannotAppear() throws {
        // Front matter ends at the first `---`, so only `...` + `---` inside YAML could start a second document;
        // neither can appear, and a `---` line simply closes the front matter.
        let document = try readPage("---\ntitle: a\n---\ntitle: b\n---\n")
        #expect(document.title == "a")
        #expect(document.sections.map(\.plainTitle) == ["title: b"])
    }
}
