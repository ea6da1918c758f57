import Mustache
import Testing

/// specs/sections.yml
@Suite struct SectionsSpecTests {
    static let deeplyNested = """
        {{#a}}
        {{one}}
        {{#b}}
        {{one}}{{two}}{{one}}
        {{#c}}
        {{one}}{{two}}{{three}}{{two}}{{one}}
        {{#d}}
        {{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}
        {{#five}}
        {{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}
        {{one}}{{two}}{{three}}{{four}}{{.}}6{{.}}{{four}}{{three}}{{two}}{{one}}
        {{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}
        {{/five}}
        {{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}
        {{/d}}
        {{one}}{{two}}{{three}}{{two}}{{one}}
        {{/c}}
        {{one}}{{two}}{{one}}
        {{/b}}
        {{one}}
        {{/a}}

        """

    static let cases: [SpecCase] = [
        SpecCase("Truthy", data: ["boolean": true],
                 template: "\"{{#boolean}}This should be rendered.{{/boolean}}\"",
                 expected: "\"This should be rendered.\""),
        SpecCase("Falsey", data: ["boolean": false],
                 template: "\"{{#boolean}}This should not be rendered.{{/boolean}}\"", expected: "\"\""),
        SpecCase("Null is falsey", data: ["null": nil],
                 template: "\"{{#null}}This should not be rendered.{{/null}}\"", expected: "\"\""),
        SpecCase("Context", data: ["context": ["name": "Joe"]],
                 template: "\"{{#context}}Hi {{name}}.{{/context}}\"", expected: "\"Hi Joe.\""),
        SpecCase("Parent contexts", data: ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]],
                 template: "\"{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}\"", expected: "\"foo, bar, baz\""),
        SpecCase("Variable test", data: ["foo": "bar"],
                 template: "\"{{#foo}}{{.}} is {{foo}}{{/foo}}\"", expected: "\"bar is bar\""),
        SpecCase("List Contexts",
                 data: ["tops": [[
                     "tname": ["upper": "A", "lower": "a"],
                     "middles": [["mname": "1", "bottoms": [["bname": "x"], ["bname": "y"]]]],
                 ]]],
                 template: "{{#tops}}{{#middles}}{{tname.lower}}{{mname}}.{{#bottoms}}{{tname.upper}}{{mname}}{{bname}}.{{/bottoms}}{{/middles}}{{/tops}}",
                 expected: "a1.A1x.A1y."),
        SpecCase("Deeply Nested Contexts",
                 data: ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3, "d": ["four": 4, "five": 5]]],
                 template: deeplyNested,
                 expected: "1\n121\n12321\n1234321\n123454321\n12345654321\n123454321\n1234321\n12321\n121\n1\n"),
        SpecCase("List", data: ["list": [["item": 1], ["item": 2], ["item": 3]]],
                 template: "\"{{#list}}{{item}}{{/list}}\"", expected: "\"123\""),
        SpecCase("Empty List", data: ["list": []],
                 template: "\"{{#list}}Yay lists!{{/list}}\"", expected: "\"\""),
        SpecCase("Doubled", data: ["bool": true, "two": "second"],
                 template: "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n",
                 expected: "* first\n* second\n* third\n"),
        SpecCase("Nested (Truthy)", data: ["bool": true],
                 template: "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", expected: "| A B C D E |"),
        SpecCase("Nested (Falsey)", data: ["bool": false],
                 template: "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", expected: "| A  E |"),
        SpecCase("Context Misses",
                 template: "[{{#missing}}Found key 'missing'!{{/missing}}]", expected: "[]"),
        SpecCase("Implicit Iterator - String", data: ["list": ["a", "b", "c", "d", "e"]],
                 template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(a)(b)(c)(d)(e)\""),
        SpecCase("Implicit Iterator - Integer", data: ["list": [1, 2, 3, 4, 5]],
                 template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(1)(2)(3)(4)(5)\""),
        SpecCase("Implicit Iterator - Decimal", data: ["list": [1.10, 2.20, 3.30, 4.40, 5.50]],
                 template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(1.1)(2.2)(3.3)(4.4)(5.5)\""),
        SpecCase("Implicit Iterator - Array", data: ["list": [[1, 2, 3], ["a", "b", "c"]]],
                 template: "\"{{#list}}({{#.}}{{.}}{{/.}}){{/list}}\"", expected: "\"(123)(abc)\""),
        SpecCase("Implicit Iterator - HTML Escaping", data: ["list": ["&", "\"", "<", ">"]],
                 template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(&amp;)(&quot;)(&lt;)(&gt;)\""),
        SpecCase("Implicit Iterator - Triple mustache", data: ["list": ["&", "\"", "<", ">"]],
                 template: "\"{{#list}}({{{.}}}){{/list}}\"", expected: "\"(&)(\")(<)(>)\""),
        SpecCase("Implicit Iterator - Ampersand", data: ["list": ["&", "\"", "<", ">"]],
                 template: "\"{{#list}}({{&.}}){{/list}}\"", expected: "\"(&)(\")(<)(>)\""),
        SpecCase("Implicit Iterator - Root-level", data: [["value": "a"], ["value": "b"]],
                 template: "\"{{#.}}({{value}}){{/.}}\"", expected: "\"(a)(b)\""),
        SpecCase("Dotted Names - Truthy", data: ["a": ["b": ["c": true]]],
                 template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"Here\"", expected: "\"Here\" == \"Here\""),
        SpecCase("Dotted Names - Falsey", data: ["a": ["b": ["c": false]]],
                 template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
        SpecCase("Dotted Names - Broken Chains", data: ["a": [:]],
                 template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
        SpecCase("Surrounding Whitespace", data: ["boolean": true],
                 template: " | {{#boolean}}\t|\t{{/boolean}} | \n", expected: " | \t|\t | \n"),
        SpecCase("Internal Whitespace", data: ["boolean": true],
                 template: " | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n",
                 expected: " |  \n  | \n"),
        SpecCase("Indented Inline Sections", data: ["boolean": true],
                 template: " {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n",
                 expected: " YES\n GOOD\n"),
        SpecCase("Standalone Lines", data: ["boolean": true],
                 template: "| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n",
                 expected: "| This Is\n|\n| A Line\n"),
        SpecCase("Indented Standalone Lines", data: ["boolean": true],
                 template: "| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line\n",
                 expected: "| This Is\n|\n| A Line\n"),
        SpecCase("Standalone Line Endings", data: ["boolean": true],
                 template: "|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", expected: "|\r\n|"),
        SpecCase("Standalone Without Previous Line", data: ["boolean": true],
                 template: "  {{#boolean}}\n#{{/boolean}}\n/", expected: "#\n/"),
        SpecCase("Standalone Without Newline", data: ["boolean": true],
                 template: "#{{#boolean}}\n/\n  {{/boolean}}", expected: "#\n/\n"),
        SpecCase("Padding", data: ["boolean": true],
                 template: "|{{# boolean }}={{/ boolean }}|", expected: "|=|"),
        // Cases of earlier versions of the spec, still true of the current one.
        SpecCase("Strings Not Lists (spec v1.1)", data: ["section": "123"],
                 template: "\"{{#section}}foo{{/section}}\"", expected: "\"foo\""),
        SpecCase("Deeply Nested Contexts (spec v1.1)",
                 data: ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3], "d": ["four": 4], "e": ["five": 5]],
                 template: "{{#a}}\n{{one}}\n{{#b}}\n{{one}}{{two}}{{one}}\n{{#c}}\n{{one}}{{two}}{{three}}{{two}}{{one}}\n{{#d}}\n{{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}\n{{#e}}\n{{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}\n{{/e}}\n{{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}\n{{/d}}\n{{one}}{{two}}{{three}}{{two}}{{one}}\n{{/c}}\n{{one}}{{two}}{{one}}\n{{/b}}\n{{one}}\n{{/a}}\n",
                 expected: "1\n121\n12321\n1234321\n123454321\n1234321\n12321\n121\n1\n"),
    ]

    @Test(arguments: cases)
    func specCase(_ specCase: SpecCase) throws {
        try check(specCase)
    }
}
