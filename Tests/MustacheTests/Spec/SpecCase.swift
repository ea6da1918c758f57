import Mustache
import Testing

/// One test case of the Mustache specification (github.com/mustache/spec, specs/*.yml),
/// transcribed: the data, the template, its partials and the exact expected output.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let name: String
    let data: MustacheValue
    let template: String
    let partials: [String: String]
    let expected: String

    init(_ name: String, data: MustacheValue = [:], template: String, partials: [String: String] = [:], expected: String) {
        self.name = name
        self.data = data
        self.template = template
        self.partials = partials
        self.expected = expected
    }

    var testDescription: String { name }

    /// Renders as the spec asks: partials come from `partials`, a missing one renders nothing.
    func render() throws -> String {
        let library = try TemplateLibrary(parsing: partials, missingTemplates: .renderNothing)
        let parsed = try Template(parsing: template, name: "template")
        return try library.render(parsed, context: data)
    }
}

/// Checks one spec case and reports the output with its invisible characters shown.
func check(_ specCase: SpecCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let output = try specCase.render()
    #expect(output == specCase.expected, "\(specCase.name): got \(output.debugDescription)", sourceLocation: sourceLocation)
}
