/// Templates by name, rendered with the partials and parents they name found among them.
public struct TemplateLibrary: Sendable {
    /// What a partial or parent tag naming no template in the library does.
    public enum MissingTemplates: Sendable {
        /// An error at the tag (the default: a misspelt name should not pass unnoticed).
        case fail
        /// Renders nothing, as the Mustache specification suggests.
        case renderNothing
    }

    public let templates: [String: Template]
    public var missingTemplates: MissingTemplates
    /// How deep partials, parents and block arguments may expand one inside another.
    public var maximumDepth: Int
    /// How many times one render may render a section's content (once per item) or expand a
    /// partial, parent or block. Within the depth limit, a few lines of templates that each
    /// include the next twice, or sections nested over one list, repeat exponentially.
    public var maximumSteps = 10_000_000
    /// How large one render's output may grow, for the same reason.
    public var maximumOutputBytes = 256 << 20

    public init(templates: [String: Template] = [:], missingTemplates: MissingTemplates = .fail, maximumDepth: Int = 100) {
        self.templates = templates
        self.missingTemplates = missingTemplates
        self.maximumDepth = maximumDepth
    }

    /// Parses every source, each named by its key; the first error in key order is thrown.
    public init(parsing sources: [String: String], missingTemplates: MissingTemplates = .fail) throws(TemplateError) {
        var templates: [String: Template] = [:]
        for name in sources.keys.sorted() {
            templates[name] = try Template(parsing: sources[name] ?? "", name: name)
        }
        self.init(templates: templates, missingTemplates: missingTemplates)
    }

    public subscript(name: String) -> Template? { templates[name] }

    /// Renders the template named `name`.
    public func render(_ name: String, context: MustacheValue) throws(TemplateError) -> String {
        String(decoding: try renderUTF8(name, context: context), as: UTF8.self)
    }

    /// Renders the template named `name` as UTF-8 bytes, what an output file is written from:
    /// the same bytes as `render(_:context:)`, without the check and copy a `String` costs.
    public func renderUTF8(_ name: String, context: MustacheValue) throws(TemplateError) -> [UInt8] {
        guard let template = templates[name] else {
            throw TemplateError(template: name, line: 0, column: 0, message: "no template named '\(name)'")
        }
        return try renderUTF8(template, context: context)
    }

    /// Renders `template`, which need not be in the library, with the library's partials.
    public func render(_ template: Template, context: MustacheValue) throws(TemplateError) -> String {
        String(decoding: try renderUTF8(template, context: context), as: UTF8.self)
    }

    /// `template` rendered as UTF-8 bytes. They are valid UTF-8 as they are: every piece
    /// written is a whole template text run or a whole value, and escaping adds only ASCII.
    public func renderUTF8(_ template: Template, context: MustacheValue) throws(TemplateError) -> [UInt8] {
        let last = template.lastOutputSize.bytes.load(ordering: .relaxed)
        var renderer = Renderer(
            library: self, context: context, capacity: max(template.sourceSize + template.sourceSize / 2, last + last / 8) + 64)
        try renderer.render(template.nodes)
        template.lastOutputSize.bytes.store(renderer.output.count, ordering: .relaxed)
        return renderer.output
    }

    /// Every partial or parent tag naming a template the library lacks, sorted by place; to
    /// report them all at once instead of one per render.
    public func missingReferences() -> [TemplateError] {
        var errors: [TemplateError] = []
        for name in templates.keys.sorted() {
            guard let template = templates[name] else { continue }
            collectMissing(in: template.nodes, into: &errors)
        }
        return errors.sorted { ($0.template, $0.line, $0.column) < ($1.template, $1.line, $1.column) }
    }

    private func collectMissing(in nodes: [Node], into errors: inout [TemplateError]) {
        for node in nodes {
            switch node {
            case .partial(let call) where templates[call.name] == nil:
                errors.append(call.location.error("no partial named '\(call.name)'"))
            case .parent(let call):
                if templates[call.name] == nil {
                    errors.append(call.location.error("no parent template named '\(call.name)'"))
                }
                for argumentName in call.arguments.keys.sorted() {
                    collectMissing(in: call.arguments[argumentName] ?? [], into: &errors)
                }
            case .section(let section):
                collectMissing(in: section.nodes, into: &errors)
            case .block(let site):
                collectMissing(in: site.defaultNodes, into: &errors)
            case .text, .indent, .variable, .partial:
                break
            }
        }
    }
}
