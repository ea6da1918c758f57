import Mustache
import Testing

/// specs/delimiters.yml
@Suite struct DelimitersSpecTests {
    static let cases: [SpecCase] = [
        SpecCase("Pair Behavior", data: ["text": "Hey!"], template: "{{=<% %>=}}(<%text%>)", expected: "(Hey!)"),
        SpecCase("Special Characters", data: ["text": "It worked!"], template: "({{=[ ]=}}[text])",
                 expected: "(It worked!)"),
        SpecCase("Sections", data: ["section": true, "data": "I got interpolated."],
                 template: "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n",
                 expected: "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"),
        SpecCase("Inverted Sections", data: ["section": false, "data": "I got interpolated."],
                 template: "[\n{{^section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|^section|\n  {{data}}\n  |data|\n|/section|\n]\n",
                 expected: "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"),
        SpecCase("Partial Inheritence", data: ["value": "yes"],
                 template: "[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n", partials: ["include": ".{{value}}."],
                 expected: "[ .yes. ]\n[ .yes. ]\n"),
        SpecCase("Post-Partial Behavior", data: ["value": "yes"],
                 template: "[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n",
                 partials: ["include": ".{{value}}. {{= | | =}} .|value|."],
                 expected: "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n"),
        SpecCase("Surrounding Whitespace", template: "| {{=@ @=}} |", expected: "|  |"),
        SpecCase("Outlying Whitespace (Inline)", template: " | {{=@ @=}}\n", expected: " | \n"),
        SpecCase("Standalone Tag", template: "Begin.\n{{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        SpecCase("Indented Standalone Tag", template: "Begin.\n  {{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        SpecCase("Standalone Line Endings", template: "|\r\n{{= @ @ =}}\r\n|", expected: "|\r\n|"),
        SpecCase("Standalone Without Previous Line", template: "  {{=@ @=}}\n=", expected: "="),
        SpecCase("Standalone Without Newline", template: "=\n  {{=@ @=}}", expected: "=\n"),
        SpecCase("Pair with Padding", template: "|{{= @   @ =}}|", expected: "||"),
    ]

    @Test(arguments: cases)
    func specCase(_ specCase: SpecCase) throws {
        try check(specCase)
    }
}
