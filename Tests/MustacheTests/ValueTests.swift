import Mustache
import Testing

/// How data values render and which of them sections treat as false.
@Suite struct ValueTests {
    private func render(_ source: String, _ context: MustacheValue) throws -> String {
        try Template(parsing: source, name: "t").render(context)
    }

    @Test(arguments: [
        (MustacheValue.int(3), "3"),
        (.int(-7), "-7"),
        (.int(Int.min), "-9223372036854775808"),
        (.double(3.0), "3"),
        (.double(-2.5), "-2.5"),
        (.double(0.1), "0.1"),
        (.double(1e15), "1000000000000000"),
        (.double(1e20), "1e+20"),
        (.double(-0.0), "0"),
        (.bool(true), "true"),
        (.bool(false), "false"),
        (.null, ""),
        (.list(["a", "b"]), ""),
        (.map(["k": "v"]), ""),
    ])
    func interpolation(value: MustacheValue, expected: String) throws {
        #expect(try render("{{v}}", ["v": value]) == expected)
    }

    @Test func escapesTheFiveHTMLCharacters() throws {
        let value: MustacheValue = ["v": "<a href=\"x\" title='y'>Tom & Jerry</a>"]
        #expect(try render("{{v}}", value) == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;")
        #expect(try render("{{{v}}}|{{&v}}", value)
            == "<a href=\"x\" title='y'>Tom & Jerry</a>|<a href=\"x\" title='y'>Tom & Jerry</a>")
    }

    @Test func nonASCIITextPassesThrough() throws {
        #expect(try render("{{v}} — {{w}}", ["v": "héllo 👍🏽 中文", "w": "<é>"]) == "héllo 👍🏽 中文 — &lt;é&gt;")
    }

    @Test func valuesAreNeverParsedAsTemplates() throws {
        let library = try TemplateLibrary(parsing: ["page": "{{v}}|{{{v}}}|{{>p}}", "p": "{{{v}}}"])
        #expect(try library.render("page", context: ["v": "{{x}}{{>p}}", "x": "no"])
            == "{{x}}{{&gt;p}}|{{x}}{{>p}}|{{x}}{{>p}}")
    }

    @Test(arguments: [
        (MustacheValue.string(""), true),
        (.string("x"), true),
        (.int(0), true),
        (.double(0), true),
        (.map([:]), true),
        (.list([.null]), true),
        (.bool(true), true),
        (.bool(false), false),
        (.null, false),
        (.list([]), false),
    ])
    func truthiness(value: MustacheValue, truthy: Bool) throws {
        #expect(value.isTruthy == truthy)
        #expect(try render("{{#v}}yes{{/v}}{{^v}}no{{/v}}", ["v": value]) == (truthy ? "yes" : "no"))
    }

    @Test func missingNamesAreFalsey() throws {
        #expect(try render("{{#v}}yes{{/v}}{{^v}}no{{/v}}", [:]) == "no")
    }

    @Test func sectionOverAMapPushesItAndFallsBackToOuterNames() throws {
        let context: MustacheValue = ["site": "Docs", "page": ["title": "Intro"]]
        #expect(try render("{{#page}}{{title}} · {{site}}{{/page}}", context) == "Intro · Docs")
    }

    @Test func sectionOverAListRendersOncePerItem() throws {
        let context: MustacheValue = ["sep": ",", "items": [["n": 1], ["n": 2], ["n": 3]]]
        #expect(try render("{{#items}}{{n}}{{sep}}{{/items}}", context) == "1,2,3,")
    }

    @Test func sectionOverAScalarPushesIt() throws {
        #expect(try render("{{#v}}[{{.}}]{{/v}}", ["v": "text"]) == "[text]")
        #expect(try render("{{#v}}[{{.}}]{{/v}}", ["v": 42]) == "[42]")
    }

    @Test func dottedNamesResolveTheFirstPartUpTheStackThenStrictlyInside() throws {
        let context: MustacheValue = ["a": ["b": ["c": "abc"]], "x": ["a": ["b": [:]]], "c": "outer"]
        #expect(try render("{{a.b.c}}|{{#x}}{{a.b.c}}{{/x}}|{{#a.b}}{{c}}{{/a.b}}", context) == "abc||abc")
    }

    @Test func literalsBuildTheExpectedValues() {
        let value: MustacheValue = ["s": "x", "i": 1, "d": 1.5, "b": true, "n": nil, "l": [1, "two"], "m": ["k": "v"]]
        #expect(value["s"] == .string("x"))
        #expect(value["i"] == .int(1))
        #expect(value["d"] == .double(1.5))
        #expect(value["b"] == .bool(true))
        #expect(value["n"] == .null)
        #expect(value["l"] == .list([.int(1), .string("two")]))
        #expect(value["m"]?["k"] == .string("v"))
        #expect(value["missing"] == nil)
        #expect(MustacheValue.string("x")["k"] == nil)
    }

    @Test func repeatedLiteralKeysKeepTheLastValue() {
        let value: MustacheValue = ["k": 1, "k": 2]
        #expect(value == .map(["k": .int(2)]))
    }
}
