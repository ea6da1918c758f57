import SitegenCore

extension Timeline {
    /// Reads the YAML of a block whose fence stands at `location`; every problem is an
    /// error at its line and column inside the block.
    static func read(style: Style, literal: String, location: SourceLocation) -> Result<Timeline, DiagnosticList> {
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(literal, file: location.file, firstLine: location.line + 1)
        } catch {
            return .failure(error)
        }
        var problems = DiagnosticList()
        let fence = SourceLocation(file: location.file, line: location.line, column: max(location.column, 1))
        guard let root, case .sequence(let nodes) = root.kind, !nodes.isEmpty else {
            problems.append(.error(at: root?.location ?? fence, "a \(style.rawValue) block holds a YAML list of items (- title: …)"))
            return .failure(problems)
        }
        var items: [Item] = []
        for node in nodes {
            if let item = self.item(node, style: style, problems: &problems) { items.append(item) }
        }
        if problems.hasErrors { return .failure(problems) }
        return .success(Timeline(style: style, items: items, id: "tl-\(location.line)", source: literal))
    }

    private static func item(_ node: YAMLNode, style: Style, problems: inout DiagnosticList) -> Item? {
        guard case .mapping(let pairs) = node.kind else {
            problems.append(.error(at: node.location, "an item is a mapping (title: …), not a \(node.typeName)"))
            return nil
        }
        let allowed = style == .timeline ? ["date", "title", "detail"] : ["title", "detail"]
        var values: [String: String] = [:]
        var detailLocation = node.location
        for pair in pairs {
            let key = pair.key.string ?? ""
            guard allowed.contains(key) else {
                problems.append(.error(at: pair.key.location,
                                       "unknown key '\(key)' in a \(style.rawValue) item (expected \(allowed.joined(separator: ", ")))"))
                continue
            }
            guard case .scalar(let text, _) = pair.value.kind else {
                problems.append(.error(at: pair.value.location, "'\(key)' is text, not a \(pair.value.typeName)"))
                continue
            }
            values[key] = text
            if key == "detail" { detailLocation = pair.value.location }
        }
        let required = style == .timeline ? ["date", "title"] : ["title"]
        for key in required where (values[key] ?? "").isEmpty {
            problems.append(.error(at: node.location, "a \(style.rawValue) item needs '\(key)'"))
        }
        guard let title = values["title"], !title.isEmpty else { return nil }
        var detail: [Block] = []
        if let text = values["detail"], !text.isEmpty {
            do {
                let document = try DocumentReader.read(bytes: Array(text.utf8), file: node.location.file)
                detail = document.preamble + document.allSections.flatMap(\.blocks)
            } catch {
                // The detail's own lines are not the file's (a quoted scalar folds them): its
                // errors are placed at the detail's value.
                problems.append(contentsOf: error.diagnostics.map { Diagnostic($0.severity, at: detailLocation, $0.message) })
            }
        }
        return Item(label: values["date"], title: title, detail: detail)
    }
}
