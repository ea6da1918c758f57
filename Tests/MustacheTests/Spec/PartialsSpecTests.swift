import Mustache
import Testing

/// specs/partials.yml
@Suite struct PartialsSpecTests {
    static let cases: [SpecCase] = [
        SpecCase("Basic Behavior", template: "\"{{>text}}\"", partials: ["text": "from partial"],
                 expected: "\"from partial\""),
        SpecCase("Failed Lookup", template: "\"{{>text}}\"", expected: "\"\""),
        SpecCase("Context", data: ["text": "content"], template: "\"{{>partial}}\"",
                 partials: ["partial": "*{{text}}*"], expected: "\"*content*\""),
        SpecCase("Recursion", data: ["content": "X", "nodes": [["content": "Y", "nodes": []]]],
                 template: "{{>node}}", partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"],
                 expected: "X<Y<>>"),
        SpecCase("Nested", data: ["a": "hello", "b": "world"], template: "{{>outer}}",
                 partials: ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"], expected: "*hello world!*"),
        SpecCase("Surrounding Whitespace", template: "| {{>partial}} |", partials: ["partial": "\t|\t"],
                 expected: "| \t|\t |"),
        SpecCase("Inline Indentation", data: ["data": "|"], template: "  {{data}}  {{> partial}}\n",
                 partials: ["partial": ">\n>"], expected: "  |  >\n>\n"),
        SpecCase("Standalone Line Endings", template: "|\r\n{{>partial}}\r\n|", partials: ["partial": ">"],
                 expected: "|\r\n>|"),
        SpecCase("Standalone Without Previous Line", template: "  {{>partial}}\n>", partials: ["partial": ">\n>"],
                 expected: "  >\n  >>"),
        SpecCase("Standalone Without Newline", template: ">\n  {{>partial}}", partials: ["partial": ">\n>"],
                 expected: ">\n  >\n  >"),
        SpecCase("Standalone Indentation", data: ["content": "<\n->"], template: "\\\n {{>partial}}\n/\n",
                 partials: ["partial": "|\n{{{content}}}\n|\n"], expected: "\\\n |\n <\n->\n |\n/\n"),
        // The same case as an intermediate version of the spec wrote it: indentation goes at the
        // partial's line starts only, never inside an interpolated value.
        SpecCase("Standalone Indentation (values in a line)", data: ["content": "<\n->"],
                 template: "\\\n {{>partial}}\n/\n", partials: ["partial": "|\n{{{content}}}a b{{{content}}}c\n|\n"],
                 expected: "\\\n |\n <\n->a b<\n->c\n |\n/\n"),
        SpecCase("Padding Whitespace", data: ["boolean": true], template: "|{{> partial }}|",
                 partials: ["partial": "[]"], expected: "|[]|"),
    ]

    @Test(arguments: cases)
    func specCase(_ specCase: SpecCase) throws {
        try check(specCase)
    }
}
