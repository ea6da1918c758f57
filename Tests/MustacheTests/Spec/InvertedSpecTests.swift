import Mustache
import Testing

/// specs/inverted.yml
@Suite struct InvertedSpecTests {
    static let cases: [SpecCase] = [
        SpecCase("Falsey", data: ["boolean": false],
                 template: "\"{{^boolean}}This should be rendered.{{/boolean}}\"",
                 expected: "\"This should be rendered.\""),
        SpecCase("Truthy", data: ["boolean": true],
                 template: "\"{{^boolean}}This should not be rendered.{{/boolean}}\"", expected: "\"\""),
        SpecCase("Null is falsey", data: ["null": nil],
                 template: "\"{{^null}}This should be rendered.{{/null}}\"",
                 expected: "\"This should be rendered.\""),
        SpecCase("Context", data: ["context": ["name": "Joe"]],
                 template: "\"{{^context}}Hi {{name}}.{{/context}}\"", expected: "\"\""),
        SpecCase("List", data: ["list": [["n": 1], ["n": 2], ["n": 3]]],
                 template: "\"{{^list}}{{n}}{{/list}}\"", expected: "\"\""),
        SpecCase("Empty List", data: ["list": []],
                 template: "\"{{^list}}Yay lists!{{/list}}\"", expected: "\"Yay lists!\""),
        SpecCase("Doubled", data: ["bool": false, "two": "second"],
                 template: "{{^bool}}\n* first\n{{/bool}}\n* {{two}}\n{{^bool}}\n* third\n{{/bool}}\n",
                 expected: "* first\n* second\n* third\n"),
        SpecCase("Nested (Falsey)", data: ["bool": false],
                 template: "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", expected: "| A B C D E |"),
        SpecCase("Nested (Truthy)", data: ["bool": true],
                 template: "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", expected: "| A  E |"),
        SpecCase("Context Misses",
                 template: "[{{^missing}}Cannot find key 'missing'!{{/missing}}]",
                 expected: "[Cannot find key 'missing'!]"),
        SpecCase("Dotted Names - Truthy", data: ["a": ["b": ["c": true]]],
                 template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
        SpecCase("Dotted Names - Falsey", data: ["a": ["b": ["c": false]]],
                 template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"Not Here\"",
                 expected: "\"Not Here\" == \"Not Here\""),
        SpecCase("Dotted Names - Broken Chains", data: ["a": [:]],
                 template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"Not Here\"",
                 expected: "\"Not Here\" == \"Not Here\""),
        SpecCase("Surrounding Whitespace", data: ["boolean": false],
                 template: " | {{^boolean}}\t|\t{{/boolean}} | \n", expected: " | \t|\t | \n"),
        SpecCase("Internal Whitespace", data: ["boolean": false],
                 template: " | {{^boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n",
                 expected: " |  \n  | \n"),
        SpecCase("Indented Inline Sections", data: ["boolean": false],
                 template: " {{^boolean}}NO{{/boolean}}\n {{^boolean}}WAY{{/boolean}}\n",
                 expected: " NO\n WAY\n"),
        SpecCase("Standalone Lines", data: ["boolean": false],
                 template: "| This Is\n{{^boolean}}\n|\n{{/boolean}}\n| A Line\n",
                 expected: "| This Is\n|\n| A Line\n"),
        SpecCase("Standalone Indented Lines", data: ["boolean": false],
                 template: "| This Is\n  {{^boolean}}\n|\n  {{/boolean}}\n| A Line\n",
                 expected: "| This Is\n|\n| A Line\n"),
        SpecCase("Standalone Line Endings", data: ["boolean": false],
                 template: "|\r\n{{^boolean}}\r\n{{/boolean}}\r\n|", expected: "|\r\n|"),
        SpecCase("Standalone Without Previous Line", data: ["boolean": false],
                 template: "  {{^boolean}}\n^{{/boolean}}\n/", expected: "^\n/"),
        SpecCase("Standalone Without Newline", data: ["boolean": false],
                 template: "^{{^boolean}}\n/\n  {{/boolean}}", expected: "^\n/\n"),
        SpecCase("Padding", data: ["boolean": false],
                 template: "|{{^ boolean }}={{/ boolean }}|", expected: "|=|"),
    ]

    @Test(arguments: cases)
    func specCase(_ specCase: SpecCase) throws {
        try check(specCase)
    }
}
