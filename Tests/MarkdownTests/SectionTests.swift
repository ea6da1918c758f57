import SitegenCore
@testable import SitegenMarkdown
import Testing

@Suite struct SectionTests {
    @Test func headingsFormATreeByLevel() throws {
        let document = try readPage(
            """
            Preamble.

            # A
            a text
            ## A.1
            ### A.1.a
            ## A.2
            #### A.2 deep (skipped level)
            # B
            ### B.x (skipped level)
            ## B.1
            """)
        #expect(document.preamble.map(\.kind) == [.paragraph([.text("Preamble.")])])
        #expect(document.sections.map(\.plainTitle) == ["A", "B"])
        let a = document.sections[0]
        #expect(a.blocks.map(\.kind) == [.paragraph([.text("a text")])])
        #expect(a.children.map(\.plainTitle) == ["A.1", "A.2"])
        #expect(a.children[0].children.map(\.plainTitle) == ["A.1.a"])
        #expect(a.children[1].children.map(\.level) == [4])
        #expect(document.sections[1].children.map(\.plainTitle) == ["B.x (skipped level)", "B.1"])
        #expect(document.allSections.map(\.id) == ["a", "a-1", "a-1-a", "a-2", "a-2-deep-skipped-level", "b", "b-x-skipped-level", "b-1"])
        #expect(document.allSections.map(\.location.line) == [3, 5, 6, 7, 8, 9, 10, 11])
    }

    @Test func aShallowerHeadingClosesDeeperOnes() throws {
        let document = try readPage("### Deep first\n## Then two\n# Then one\n")
        #expect(document.sections.map(\.level) == [3, 2, 1])
        #expect(document.sections.allSatisfy { $0.children.isEmpty })
    }

    @Test(arguments: [
        ("Hello, World!", "hello-world"),
        ("  Ünïcödé   Straße  ", "ünïcödé-straße"),
        ("安装指南", "安装指南"),
        ("Swift 6 & C++: interop", "swift-6-c-interop"),
        ("snake_case and kebab-case", "snake-case-and-kebab-case"),
        ("Ελληνικά Κεφαλαία", "ελληνικά-κεφαλαία"),
        ("हिन्दी शीर्षक", "हिन्दी-शीर्षक"),
        ("日本語のタイトル", "日本語のタイトル"),
        ("Emoji 🎉 party", "emoji-party"),
        ("⚠️ Warning sign with variation selector", "warning-sign-with-variation-selector"),
        ("👍🏽 thumbs", "thumbs"),
        ("---", "section"),
        ("SG Tools", "section-sg-tools"),
    ])
    func derivedIDsAreSlugs(title: String, id: String) throws {
        let document = try readPage("## \(title)\n")
        #expect(document.sections.first?.id == id)
        #expect(document.sections.first?.isExplicitID == false)
    }

    @Test func asciiSlugsMatchTheUnicodePath() {
        // Every ASCII character alone and after a letter, and mixed titles.
        var titles = (0..<128).flatMap { code -> [String] in
            let character = String(UnicodeScalar(UInt8(code)))
            return [character, "a" + character + "b", character + " Z9 " + character]
        }
        titles += ["Hello, World!", "snake_case and kebab-case", "  --Trim--  ", "C++ & Swift 6", "\tTabs\tand\nlines"]
        for title in titles {
            #expect(Slug.makeASCII(title) == Slug.makeFromScalars(title), "\(title.debugDescription)")
        }
    }

    @Test func plainTitleStripsMarkupAndKeepsCode() throws {
        let document = try readPage("## The `Layout` *protocol* and [links](x) ![img **alt**](i.png)\n")
        let section = try #require(document.sections.first)
        #expect(section.plainTitle == "The Layout protocol and links img alt")
        #expect(section.id == "the-layout-protocol-and-links-img-alt")
        #expect(section.title.count == 8)
    }

    @Test func duplicateIDsGetNumberSuffixes() throws {
        let document = try readPage("## Setup\n## Setup\n## Setup 1\n## Setup\n## ?\n## !\n")
        #expect(document.allSections.map(\.id) == ["setup", "setup-1", "setup-1-1", "setup-2", "section", "section-1"])
        let many = try readPage(String(repeating: "## A\n## A 2\n", count: 3))
        #expect(many.allSections.map(\.id) == ["a", "a-2", "a-1", "a-2-1", "a-3", "a-2-2"])
    }

    @Test func explicitIDsAreUsedAndRemovedFromTheTitle() throws {
        let document = try readPage("# Getting started {#start}\n## Über uns {#über_uns.v2}\n## API{#api:ref}\n")
        let sections = document.allSections
        #expect(sections.map(\.id) == ["start", "über_uns.v2", "api:ref"])
        #expect(sections.allSatisfy { $0.isExplicitID })
        #expect(sections.map(\.plainTitle) == ["Getting started", "Über uns", "API"])
        #expect(sections[0].title == [.text("Getting started")])
        #expect(document.title == "Getting started")
    }

    @Test func explicitIDAfterMarkupAndSetext() throws {
        let document = try readPage("## Use *this* one {#chosen}\n\nSetext title {#set}\n---\n")
        #expect(document.allSections.map(\.id) == ["chosen", "set"])
        #expect(document.allSections[0].title == [.text("Use "), .emphasis([.text("this")]), .text(" one")])
    }

    @Test func explicitIDWithSpaceIsAnErrorAtTheBrace() throws {
        let error = try #require(pageError("---\ntitle: T\n---\nText\n\n## Hello {#my id}\n"))
        #expect(error.location == at(6, 10))
        #expect(error.message.contains("contains a space"))
    }

    @Test func explicitIDWithBadCharacterIsAnError() throws {
        let error = try #require(pageError("# Ünï {#a\"b}\n"))
        #expect(error.location == at(1, 7))
        #expect(error.message.contains("'\"'"))
    }

    @Test func emptyExplicitIDIsAnError() throws {
        let error = try #require(pageError("# Title {#}\n"))
        #expect(error.location == at(1, 9))
        #expect(error.message.contains("empty"))
    }

    @Test func explicitIDCollidingWithAnEarlierHeadingIsAnError() throws {
        let error = try #require(pageError("# Intro\n\n## Other {#intro}\n"))
        #expect(error.location == at(3, 10))
        #expect(error.message == "heading id 'intro' is already used by the heading on line 1")
        let twice = try #require(pageError("# A {#x}\n# B {#x}\n"))
        #expect(twice.location == at(2, 5))
    }

    @Test func derivedIDAvoidsAnEarlierExplicitOne() throws {
        let document = try readPage("# First {#second}\n# Second\n")
        #expect(document.allSections.map(\.id) == ["second", "second-1"])
    }

    @Test func reservedPrefixIsAnErrorForExplicitIDs() throws {
        let error = try #require(pageError("## Content {#sg-content}\n"))
        #expect(error.location == at(1, 12))
        #expect(error.message.contains("reserved"))
    }

    @Test func headingIDsAvoidFootnoteIDs() throws {
        let document = try readPage("# Fn note\nText[^note].\n\n[^note]: The note.\n")
        #expect(document.sections.first?.id == "fn-note-1")
        let error = try #require(pageError("# X {#fnref-note}\nText[^note].\n\n[^note]: The note.\n"))
        #expect(error.message.contains("used by a footnote"))
    }

    @Test func nestedHeadingsStayBlocks() throws {
        let document = try readPage("# Top\n\n> ## Quoted {#q}\n\n- ### In a list\n")
        #expect(document.allSections.map(\.id) == ["top"])
        let blocks = allBlocks(document)
        let headings = blocks.compactMap { block -> Heading? in
            if case .heading(let heading) = block.kind { return heading } else { return nil }
        }
        #expect(headings.map(\.level) == [2, 3])
        #expect(headings[0].explicitID == "q")
        #expect(headings[0].content == [.text("Quoted")])
    }

    @Test func titleFallsBackToFirstLevelOneHeading() throws {
        let document = try readPage("## Not this\n# The *Title*\n# Not this either\n")
        #expect(document.title == "The Title")
        #expect(document.titleSource == .heading)
        let none = try readPage("## Only h2\n")
        #expect(none.title == "page")
        #expect(none.titleSource == .fileName)
    }
}
