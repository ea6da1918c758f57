/// Renders a node tree against a context stack into UTF-8 bytes.
struct Renderer {
    let library: TemplateLibrary
    var output: [UInt8] = []
    /// The context stack: the root data first, the innermost section's item last.
    var stack: [MustacheValue]
    /// Written at every source line start of what is being expanded (standalone partials, parents, blocks).
    var indentation: [UInt8] = []
    /// A standalone block's first line has not received its indentation yet.
    var indentationPending = false
    /// Blocks given by the parent tags being expanded, by name; the outermost caller's win.
    var overrides: [String: [Node]] = [:]
    /// Partials, parents and block arguments being expanded, one inside the other.
    var expansionDepth = 0
    /// Every level of the recursion, sections included, to stop before the stack runs out.
    var nesting = 0
    /// Sections' contents rendered and partials, parents and blocks expanded so far (`TemplateLibrary.maximumSteps`).
    var steps = 0

    /// Render recursion stops here, whatever mix of sections and partials builds it up.
    static let maximumNesting = 1_000

    init(library: TemplateLibrary, context: MustacheValue, capacity: Int) {
        self.library = library
        stack = [context]
        output.reserveCapacity(capacity)
    }

    mutating func render(_ nodes: [Node]) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let run):
                write(run)
            case .indent:
                output.append(contentsOf: indentation)
                indentationPending = false
            case .variable(let variable):
                writeIndentationIfPending()
                if let value = lookup(variable.path) {
                    OutputEncoding.append(value, escapingHTML: variable.escapesHTML, to: &output)
                }
            case .section(let section):
                try render(section)
            case .partial(let call):
                try render(call)
            case .parent(let call):
                try render(call)
            case .block(let site):
                try render(site)
            }
        }
    }

    // MARK: Text and indentation

    private mutating func write(_ run: TextNode) {
        if indentation.isEmpty {
            indentationPending = false
            output.append(contentsOf: run.bytes)
            return
        }
        if indentationPending && run.lineStarts.first != 0 { output.append(contentsOf: indentation) }
        indentationPending = false
        var from = 0
        for start in run.lineStarts {
            output.append(contentsOf: run.bytes[from..<start])
            output.append(contentsOf: indentation)
            from = start
        }
        output.append(contentsOf: run.bytes[from...])
    }

    private mutating func writeIndentationIfPending() {
        if indentationPending {
            output.append(contentsOf: indentation)
            indentationPending = false
        }
    }

    // MARK: Names

    /// Resolves `a.b.c`: `a` up the context stack, then `b` and `c` strictly inside what was found.
    func lookup(_ path: VariablePath) -> MustacheValue? {
        if path.isImplicit { return stack.last }
        var index = stack.count - 1
        var found: MustacheValue?
        while index >= 0 {
            if let value = stack[index].member(path.first, fingerprint: path.firstFingerprint) {
                found = value
                break
            }
            index -= 1
        }
        guard var value = found else { return nil }
        for (key, fingerprint) in path.rest {
            guard let next = value.member(key, fingerprint: fingerprint) else { return nil }
            value = next
        }
        return value
    }

    // MARK: Sections

    private mutating func render(_ section: SectionNode) throws(TemplateError) {
        let value = lookup(section.path) ?? .null
        if section.isInverted {
            if !value.isTruthy {
                try countStep(at: section.location) { "section '\(section.name)'" }
                try renderNested(section.nodes)
            }
            return
        }
        switch value {
        case .list(let items):
            for item in items {
                try countStep(at: section.location) { "section '\(section.name)'" }
                stack.append(item)
                try renderNested(section.nodes)
                stack.removeLast()
            }
        default:
            guard value.isTruthy else { return }
            try countStep(at: section.location) { "section '\(section.name)'" }
            stack.append(value)
            try renderNested(section.nodes)
            stack.removeLast()
        }
    }

    private mutating func renderNested(_ nodes: [Node]) throws(TemplateError) {
        nesting += 1
        try render(nodes)
        nesting -= 1
    }

    // MARK: Partials, parents and blocks

    private mutating func render(_ call: PartialCall) throws(TemplateError) {
        guard let template = library[call.name] else {
            if library.missingTemplates == .renderNothing { return }
            throw call.location.error("no partial named '\(call.name)'")
        }
        try expand(template.nodes, at: call.location, isStandalone: call.isStandalone, indentation: call.indentation) {
            "partial '\(call.name)'"
        }
    }

    private mutating func render(_ call: ParentCall) throws(TemplateError) {
        guard let template = library[call.name] else {
            if library.missingTemplates == .renderNothing { return }
            throw call.location.error("no parent template named '\(call.name)'")
        }
        let callerOverrides = overrides
        if !call.arguments.isEmpty {
            var merged = call.arguments
            for (name, nodes) in callerOverrides { merged[name] = nodes }
            overrides = merged
        }
        try expand(template.nodes, at: call.location, isStandalone: call.isStandalone, indentation: call.indentation) {
            "parent '\(call.name)'"
        }
        overrides = callerOverrides
    }

    private mutating func render(_ site: BlockSite) throws(TemplateError) {
        let argument = overrides.isEmpty ? nil : overrides[site.name]
        if site.isStandalone {
            let outer = indentation
            indentation.append(contentsOf: site.indentation)
            indentationPending = true
            if let argument {
                try expandArgument(argument, of: site)
            } else {
                try renderNested(site.defaultNodes)
            }
            indentationPending = false
            indentation = outer
        } else if let argument {
            writeIndentationIfPending()
            let outer = indentation
            indentation = []
            try expandArgument(argument, of: site)
            indentation = outer
        } else {
            try renderNested(site.defaultNodes)
        }
    }

    private mutating func expandArgument(_ nodes: [Node], of site: BlockSite) throws(TemplateError) {
        try checkDepth(at: site.location) { "block '\(site.name)'" }
        expansionDepth += 1
        try renderNested(nodes)
        expansionDepth -= 1
    }

    /// Renders another template's nodes in place of a partial or parent tag.
    private mutating func expand(
        _ nodes: [Node], at location: TagLocation, isStandalone: Bool, indentation extra: [UInt8],
        _ describe: () -> String
    ) throws(TemplateError) {
        try checkDepth(at: location, describe)
        let outer = indentation
        if isStandalone {
            // The expanded template's first line carries its own line-start mark.
            indentation.append(contentsOf: extra)
            indentationPending = false
        } else {
            writeIndentationIfPending()
            indentation = []
        }
        expansionDepth += 1
        try renderNested(nodes)
        expansionDepth -= 1
        indentation = outer
        indentationPending = false
    }

    /// One more step of the render's budget: its steps and its output so far within the library's limits.
    private mutating func countStep(at location: TagLocation, _ describe: () -> String) throws(TemplateError) {
        steps += 1
        if steps > library.maximumSteps {
            throw location.error(
                "\(describe()) makes one render repeat sections, partials, parents and blocks more than "
                    + "\(library.maximumSteps) times; does a template include another several times over?")
        }
        if output.count > library.maximumOutputBytes {
            throw location.error("\(describe()) is reached after the output has grown beyond \(library.maximumOutputBytes) bytes")
        }
    }

    private mutating func checkDepth(at location: TagLocation, _ describe: () -> String) throws(TemplateError) {
        try countStep(at: location, describe)
        if expansionDepth >= library.maximumDepth {
            throw location.error(
                "\(describe()) nests deeper than \(library.maximumDepth) levels of partials, parents and blocks; does it include itself?")
        }
        if nesting >= Self.maximumNesting {
            throw location.error("\(describe()) nests deeper than \(Self.maximumNesting) levels of sections and partials")
        }
    }
}
