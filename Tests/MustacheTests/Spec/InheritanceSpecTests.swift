import Mustache
import Testing

/// specs/~inheritance.yml (the optional inheritance module: parents and blocks).
@Suite struct InheritanceSpecTests {
    static let multiLevel: [String: String] = [
        "parent": "{{<older}}{{$a}}p{{/a}}{{/older}}",
        "older": "{{<grandParent}}{{$a}}o{{/a}}{{/grandParent}}",
        "grandParent": "{{$a}}g{{/a}}",
    ]

    static let cases: [SpecCase] = [
        SpecCase("Default", template: "{{$title}}Default title{{/title}}\n", expected: "Default title\n"),
        SpecCase("Variable", data: ["bar": "baz"], template: "{{$foo}}default {{bar}} content{{/foo}}\n",
                 expected: "default baz content\n"),
        SpecCase("Triple Mustache", data: ["bar": "<baz>"], template: "{{$foo}}default {{{bar}}} content{{/foo}}\n",
                 expected: "default <baz> content\n"),
        SpecCase("Sections", data: ["bar": ["baz": "qux"]],
                 template: "{{$foo}}default {{#bar}}{{baz}}{{/bar}} content{{/foo}}\n", expected: "default qux content\n"),
        SpecCase("Negative Sections", data: ["baz": "three"],
                 template: "{{$foo}}default {{^bar}}{{baz}}{{/bar}} content{{/foo}}\n",
                 expected: "default three content\n"),
        SpecCase("Mustache Injection", data: ["bar": ["baz": "{{qux}}"]],
                 template: "{{$foo}}default {{#bar}}{{baz}}{{/bar}} content{{/foo}}\n",
                 expected: "default {{qux}} content\n"),
        SpecCase("Inherit", template: "{{<include}}{{/include}}\n",
                 partials: ["include": "{{$foo}}default content{{/foo}}"], expected: "default content"),
        SpecCase("Overridden content", template: "{{<super}}{{$title}}sub template title{{/title}}{{/super}}",
                 partials: ["super": "...{{$title}}Default title{{/title}}..."], expected: "...sub template title..."),
        SpecCase("Data does not override block", data: ["var": "var in data"],
                 template: "{{<include}}{{$var}}var in template{{/var}}{{/include}}",
                 partials: ["include": "{{$var}}var in include{{/var}}"], expected: "var in template"),
        SpecCase("Data does not override block default", data: ["var": "var in data"],
                 template: "{{<include}}{{/include}}",
                 partials: ["include": "{{$var}}var in include{{/var}}"], expected: "var in include"),
        SpecCase("Overridden parent", template: "test {{<parent}}{{$stuff}}override{{/stuff}}{{/parent}}",
                 partials: ["parent": "{{$stuff}}...{{/stuff}}"], expected: "test override"),
        SpecCase("Two overridden parents",
                 template: "test {{<parent}}{{$stuff}}override1{{/stuff}}{{/parent}} {{<parent}}{{$stuff}}override2{{/stuff}}{{/parent}}\n",
                 partials: ["parent": "|{{$stuff}}...{{/stuff}}{{$default}} default{{/default}}|"],
                 expected: "test |override1 default| |override2 default|\n"),
        SpecCase("Override parent with newlines",
                 template: "{{<parent}}{{$ballmer}}\npeaked\n\n:(\n{{/ballmer}}{{/parent}}",
                 partials: ["parent": "{{$ballmer}}peaking{{/ballmer}}"], expected: "peaked\n\n:(\n"),
        SpecCase("Inherit indentation", template: "{{<parent}}{{$nineties}}hammer time{{/nineties}}{{/parent}}",
                 partials: ["parent": "stop:\n  {{$nineties}}collaborate and listen{{/nineties}}\n"],
                 expected: "stop:\n  hammer time\n"),
        SpecCase("Only one override", template: "{{<parent}}{{$stuff2}}override two{{/stuff2}}{{/parent}}",
                 partials: ["parent": "{{$stuff}}new default one{{/stuff}}, {{$stuff2}}new default two{{/stuff2}}"],
                 expected: "new default one, override two"),
        SpecCase("Parent template", template: "{{>parent}}|{{<parent}}{{/parent}}",
                 partials: ["parent": "{{$foo}}default content{{/foo}}"], expected: "default content|default content"),
        SpecCase("Recursion", template: "{{<parent}}{{$foo}}override{{/foo}}{{/parent}}",
                 partials: [
                     "parent": "{{$foo}}default content{{/foo}} {{$bar}}{{<parent2}}{{/parent2}}{{/bar}}",
                     "parent2": "{{$foo}}parent2 default content{{/foo}} {{<parent}}{{$bar}}don't recurse{{/bar}}{{/parent}}",
                 ],
                 expected: "override override override don't recurse"),
        SpecCase("Multi-level inheritance", template: "{{<parent}}{{$a}}c{{/a}}{{/parent}}",
                 partials: multiLevel, expected: "c"),
        SpecCase("Multi-level inheritance, no sub child", template: "{{<parent}}{{/parent}}",
                 partials: multiLevel, expected: "p"),
        SpecCase("Text inside parent", template: "{{<parent}} asdfasd {{$foo}}hmm{{/foo}} asdfasdfasdf {{/parent}}",
                 partials: ["parent": "{{$foo}}default content{{/foo}}"], expected: "hmm"),
        SpecCase("Text inside parent (no blocks)", template: "{{<parent}} asdfasd asdfasdfasdf {{/parent}}",
                 partials: ["parent": "{{$foo}}default content{{/foo}}"], expected: "default content"),
        SpecCase("Block scope", data: ["fruit": "apples", "nested": ["fruit": "bananas"]],
                 template: "{{<parent}}{{$block}}I say {{fruit}}.{{/block}}{{/parent}}",
                 partials: ["parent": "{{#nested}}{{$block}}You say {{fruit}}.{{/block}}{{/nested}}"],
                 expected: "I say bananas."),
        SpecCase("Standalone parent", template: "Hi,\n  {{<parent}}{{/parent}}\n",
                 partials: ["parent": "one\ntwo\n"], expected: "Hi,\n  one\n  two\n"),
        SpecCase("Standalone block", template: "{{<parent}}{{$block}}\none\ntwo{{/block}}\n{{/parent}}\n",
                 partials: ["parent": "Hi,\n  {{$block}}{{/block}}\n"], expected: "Hi,\n  one\n  two\n"),
        SpecCase("Block reindentation", template: "{{<parent}}{{$block}}\n    one\n    two\n{{/block}}{{/parent}}\n",
                 partials: ["parent": "Hi,\n  {{$block}}\n  {{/block}}\n"], expected: "Hi,\n  one\n  two\n"),
        SpecCase("Intrinsic indentation", template: "{{<parent}}{{$block}}\none\ntwo\n{{/block}}{{/parent}}\n",
                 partials: ["parent": "Hi,\n{{$block}}\n  default\n{{/block}}\n"], expected: "Hi,\n  one\n  two\n"),
        SpecCase("Nested block reindentation", template: "{{<parent}}{{$nested}}\nthree\n{{/nested}}{{/parent}}\n",
                 partials: [
                     "parent": "{{<grandparent}}{{$block}}\n  one\n  {{$nested}}\n    two\n  {{/nested}}\n{{/block}}{{/grandparent}}\n",
                     "grandparent": "{{$block}}default{{/block}}",
                 ],
                 expected: "one\n  three\n"),
        // The example that opened the spec's reindentation proposal (mustache/spec#131).
        SpecCase("Reindentation example (spec pull request 131)",
                 template: "{{<parent}}\n        {{$block}}\n        Hello\n        {{/block}}\n{{/parent}}",
                 partials: ["parent": "I say,\n  {{$block}}\n  Hi there!\n  {{/block}}"], expected: "I say,\n  Hello\n"),
    ]

    @Test(arguments: cases)
    func specCase(_ specCase: SpecCase) throws {
        try check(specCase)
    }
}
