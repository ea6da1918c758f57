import Mustache
import Testing

/// No template input crashes the engine: it parses and renders, or fails with a located error.
@Suite struct RobustnessTests {
    /// SplitMix64: a small deterministic generator, so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static let fragments = [
        "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^a}}", "{{#b}}", "{{/b}}", "{{.}}", "{{a.b}}",
        "{{&a}}", "{{!c}}", "{{>p}}", "{{>q}}", "{{<p}}", "{{/p}}", "{{$x}}", "{{/x}}", "{{$y}}", "{{/y}}",
        "{{=<% %>=}}", "<%", "%>", "<%={{ }}=%>", "{{=", "=}}", "\n", "\r\n", "\r", "  ", "\t", "x", "é",
        "👍🏽", "{", "}", "#", "/", "{{ a }}", "{{#.}}", "{{/.}}", "{{a..}}", "{{ }}",
    ]

    static func randomTemplate(_ generator: inout Generator) -> String {
        let count = Int(generator.next() % 24)
        return (0..<count).map { _ in generator.pick(fragments) }.joined()
    }

    static func lineCount(_ source: String) -> Int {
        source.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    @Test(arguments: 0..<8)
    func randomTemplatesParseOrFailWithALocation(seed: Int) throws {
        var generator = Generator(state: UInt64(seed))
        let context: MustacheValue = ["a": [["b": "1"], ["b": "<2>"]], "b": true, "x": "X"]
        for round in 0..<1_500 {
            var sources: [String: String] = [:]
            for name in ["page", "p", "q"] { sources[name] = Self.randomTemplate(&generator) }
            var templates: [String: Template] = [:]
            for (name, source) in sources {
                do {
                    templates[name] = try Template(parsing: source, name: name)
                } catch {
                    #expect(error.template == name)
                    #expect((1...Self.lineCount(source)).contains(error.line), "round \(round): \(error) in \(source.debugDescription)")
                    #expect(error.column >= 1)
                }
            }
            guard templates["page"] != nil else { continue }
            for policy in [TemplateLibrary.MissingTemplates.fail, .renderNothing] {
                let library = TemplateLibrary(templates: templates, missingTemplates: policy, maximumDepth: 20)
                do {
                    let first = try library.render("page", context: context)
                    #expect(try library.render("page", context: context) == first)
                } catch {
                    #expect(error.line >= 1 && error.column >= 1, "round \(round): \(error)")
                }
            }
        }
    }

    @Test func mutatedSpecTemplatesNeverCrash() throws {
        var generator = Generator(state: 42)
        let seeds = InheritanceSpecTests.cases + PartialsSpecTests.cases + DelimitersSpecTests.cases
            + SectionsSpecTests.cases
        for specCase in seeds {
            for _ in 0..<40 {
                var characters = Array(specCase.template)
                guard !characters.isEmpty else { continue }
                for _ in 0..<(1 + Int(generator.next() % 3)) {
                    let index = Int(generator.next() % UInt64(characters.count))
                    switch generator.next() % 3 {
                    case 0: characters.remove(at: index)
                    case 1: characters.insert(generator.pick(["{", "}", "/", "#", "\n", " ", "$", "<"]), at: index)
                    default: characters.insert(characters[index], at: index)
                    }
                    if characters.isEmpty { break }
                }
                let source = String(characters)
                guard let template = try? Template(parsing: source, name: "mutant") else { continue }
                let library = try TemplateLibrary(parsing: specCase.partials, missingTemplates: .renderNothing)
                _ = try? library.render(template, context: specCase.data)
            }
        }
    }

    @Test func deepPartialAndSectionNestingFailsCleanly() throws {
        // 99 sections inside a partial that includes itself: the stack-depth guard stops it.
        let body = String(repeating: "{{#t}}", count: 99) + "{{>deep}}" + String(repeating: "{{/t}}", count: 99)
        let library = try TemplateLibrary(parsing: ["deep": body])
        #expect(throws: TemplateError.self) { try library.render("deep", context: ["t": true]) }
    }

    @Test func largeTemplateAndValueRender() throws {
        let line = "<p class=\"row\">{{#rows}}<span>{{.}}</span>{{/rows}}</p>\n"
        let template = try Template(parsing: String(repeating: line, count: 5_000), name: "big")
        let output = try template.render(["rows": ["a", "b"]])
        #expect(output.utf8.count == 5_000 * "<p class=\"row\"><span>a</span><span>b</span></p>\n".utf8.count)
        let huge = String(repeating: "<&>", count: 100_000)
        #expect(try Template(parsing: "{{v}}", name: "t").render(["v": .string(huge)]).utf8.count == 100_000 * 13)
    }

    @Test func emptyAndTrivialTemplates() throws {
        #expect(try Template(parsing: "", name: "t").render([:]) == "")
        #expect(try Template(parsing: "\n", name: "t").render([:]) == "\n")
        #expect(try Template(parsing: "}}", name: "t").render([:]) == "}}")
        #expect(throws: TemplateError.self) { try Template(parsing: "{{", name: "t") }
    }

    @Test func concurrentRendersOfOneLibraryAgree() async throws {
        let library = try TemplateLibrary(parsing: [
            "page": "{{<base}}{{$body}}{{#items}}\n  {{>item}}\n{{/items}}{{/body}}{{/base}}",
            "base": "<main>\n  {{$body}}{{/body}}\n</main>\n",
            "item": "<li>{{name}}</li>\n",
        ])
        let items: MustacheValue = ["items": .list((0..<50).map { ["name": .string("item \($0)")] })]
        let expected = try library.render("page", context: items)
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { try library.render("page", context: items) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.count == 16)
        #expect(outputs.allSatisfy { $0 == expected })
    }
}
