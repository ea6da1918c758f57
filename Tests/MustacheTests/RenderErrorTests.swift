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
