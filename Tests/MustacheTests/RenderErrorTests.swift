import Mustache
import Testing

/// Problems found while rendering — a missing partial or parent, runaway recursion — are
/// errors at the tag that caused them, in the template that holds that tag.
@Suite struct RenderErrorTests {
    private func renderError(_ sources: [String: String], render name: String, context: MustacheValue = [:],
                             maximumDepth: Int = 100) throws -> String? {
        var library = try TemplateLibrary(parsing: sources)
        library.maximumDepth = maximumDepth
        do {
            _ = try library.render(name, context: context)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func missingPartialIsReportedAtItsTag() throws {
        let error = try renderError(["page": "line1\n  {{>nav}}\n"], render: "page")
        #expect(error == "page:2:3: error: no partial named 'nav'")
    }

    @Test func missingParentIsReportedAtItsTag() throws {
        let error = try renderError(["page": "<html>\n{{<base}}{{$a}}x{{/a}}{{/base}}"], render: "page")
        #expect(error == "page:2:1: error: no parent template named 'base'")
    }

    @Test func missingPartialInsideAPartialNamesThatPartial() throws {
        let sources = ["page": "{{>nav}}", "nav": "<nav>\n\n  {{>missing}}</nav>"]
        let error = try renderError(sources, render: "page")
        #expect(error == "nav:3:3: error: no partial named 'missing'")
    }

    @Test func missingPartialOnlyFailsWhenReached() throws {
        let library = try TemplateLibrary(parsing: ["page": "a{{#show}}{{>missing}}{{/show}}b"])
        #expect(try library.render("page", context: ["show": false]) == "ab")
    }

    @Test func missingPartialCanRenderNothing() throws {
        let library = try TemplateLibrary(parsing: ["page": "[{{>missing}}][{{<gone}}{{$a}}x{{/a}}{{/gone}}]"],
                                          missingTemplates: .renderNothing)
        #expect(try library.render("page", context: [:]) == "[][]")
    }

    @Test func selfIncludingPartialStopsAtTheDepthLimit() throws {
        let error = try renderError(["loop": "x{{>loop}}"], render: "loop")
        #expect(error == "loop:1:2: error: partial 'loop' nests deeper than 100 levels of partials, parents and blocks; does it include itself?")
    }

    @Test func selfInheritingParentStopsAtTheDepthLimit() throws {
        let error = try renderError(["base": "x{{<base}}{{/base}}"], render: "base")
        #expect(error == "base:1:2: error: parent 'base' nests deeper than 100 levels of partials, parents and blocks; does it include itself?")
    }

    @Test func blockFilledWithItselfStopsAtTheDepthLimit() throws {
        let sources = ["page": "{{<p}}{{$b}}{{$b}}{{/b}}{{/b}}{{/p}}", "p": "{{$b}}{{/b}}"]
        let error = try renderError(sources, render: "page")
        #expect(error == "page:1:13: error: block 'b' nests deeper than 100 levels of partials, parents and blocks; does it include itself?")
    }

    @Test func depthLimitIsExact() throws {
        let chain = ["a": "{{>b}}", "b": "{{>c}}", "c": "{{>d}}", "d": "end"]
        #expect(try renderError(chain, render: "a", maximumDepth: 3) == nil)
        var longer = chain
        longer["d"] = "{{>e}}"
        longer["e"] = "end"
        #expect(try renderError(longer, render: "a", maximumDepth: 3)
            == "d:1:1: error: partial 'e' nests deeper than 3 levels of partials, parents and blocks; does it include itself?")
    }

    /// 30 partials of 12 bytes, each including the next twice, would render 2^30 times within
    /// the depth limit (a render that never ends); the step limit ends it with an error.
    @Test func partialsIncludingEachOtherTwiceStopAtTheStepLimit() throws {
        var sources = ["page": "{{>t0}}"]
        for level in 0..<30 { sources["t\(level)"] = "{{>t\(level + 1)}}{{>t\(level + 1)}}" }
        sources["t30"] = "x"
        var library = try TemplateLibrary(parsing: sources)
        library.maximumSteps = 100_000
        do {
            _ = try library.render("page", context: [:])
            Issue.record("rendered 2^30 partials")
        } catch {
            #expect(error.message.hasPrefix("partial 't"))
            #expect(error.message.hasSuffix("makes one render repeat sections, partials, parents and blocks more than "
                + "100000 times; does a template include another several times over?"))
        }
    }

    @Test func stepLimitIsExactAndCountsSectionItems() throws {
        var library = try TemplateLibrary(parsing: ["page": "{{#a}}{{#a}}{{.}}{{/a}}{{/a}}"])
        library.maximumSteps = 12
        #expect(try library.render("page", context: ["a": [1, 2, 3]]) == "123123123")
        library.maximumSteps = 11
        #expect(throws: TemplateError(template: "page", line: 1, column: 7, message:
            "section 'a' makes one render repeat sections, partials, parents and blocks more than 11 times; "
                + "does a template include another several times over?")) {
            try library.render("page", context: ["a": [1, 2, 3]])
        }
    }

    @Test func outputLimitStopsARenderThatGrowsPastIt() throws {
        var library = try TemplateLibrary(parsing: ["page": "{{#a}}{{big}}{{/a}}"])
        library.maximumOutputBytes = 2_500
        let context: MustacheValue = ["a": [1, 2, 3, 4], "big": .string(String(repeating: "x", count: 1_000))]
        #expect(throws: TemplateError(template: "page", line: 1, column: 1, message:
            "section 'a' is reached after the output has grown beyond 2500 bytes")) {
            try library.render("page", context: context)
        }
    }

    @Test func recursiveDataStopsAtTheNestingLimit() throws {
        // Each level of data adds a section and a partial; the data is deeper than the limits.
        var tree: MustacheValue = ["name": "leaf"]
        for _ in 0..<2_000 { tree = ["name": "node", "children": [tree]] }
        let sources = ["tree": "{{name}}({{#children}}{{>tree}}{{/children}})"]
        let error = try renderError(sources, render: "tree", context: tree, maximumDepth: 10_000)
        #expect(error == "tree:1:23: error: partial 'tree' nests deeper than 1000 levels of sections and partials")
    }

    @Test func unknownTemplateName() throws {
        let error = try renderError(["page": "x"], render: "nope")
        #expect(error == "nope:0:0: error: no template named 'nope'")
    }

    @Test func templateAloneHasNoPartials() throws {
        let template = try Template(parsing: "a\n{{>p}}", name: "alone")
        #expect(throws: TemplateError(template: "alone", line: 2, column: 1, message: "no partial named 'p'")) {
            try template.render([:])
        }
    }

    @Test func missingReferencesListsEveryMissingTemplateInOrder() throws {
        let library = try TemplateLibrary(parsing: [
            "b": "{{#x}}\n {{>gone}}{{/x}}",
            "a": "{{<base}}{{$t}}{{>also-gone}}{{/t}}{{/base}}\n{{$d}}{{>nav}}{{/d}}",
            "nav": "{{>a}}",
        ])
        #expect(library.missingReferences().map(\.description) == [
            "a:1:1: error: no parent template named 'base'",
            "a:1:16: error: no partial named 'also-gone'",
            "b:2:2: error: no partial named 'gone'",
        ])
    }
}
