import SitegenCore

extension FrontMatter {
    /// Interprets the front matter map, reporting every bad field at its value's location.
    static func interpret(_ root: YAMLNode?) -> (FrontMatter, [Diagnostic]) {
        var reader = FieldReader()
        var frontMatter = FrontMatter(node: root)
        guard let root, !root.isNull else { return (frontMatter, []) }
        guard case .mapping(let pairs) = root.kind else {
            reader.fail(root, "front matter must be a map of `key: value` lines, not \(root.typeName)")
            return (frontMatter, reader.diagnostics)
        }
        for pair in pairs {
            let key = pair.key.string ?? ""
            let value = pair.value
            switch key {
            case "title": frontMatter.title = reader.nonEmptyString(value, field: key)
            case "date": frontMatter.date = reader.date(value)
            case "draft": frontMatter.draft = reader.bool(value, field: key) ?? false
            case "tags": frontMatter.tags = reader.tags(value)
            case "slug": frontMatter.slug = reader.nonEmptyString(value, field: key)
            case "layout": frontMatter.layout = reader.nonEmptyString(value, field: key)
            case "weight": frontMatter.weight = reader.int(value, field: key)
            case "summary": frontMatter.summary = reader.string(value, field: key)
            case "lang", "language": frontMatter.language = reader.languageTag(value, field: key)
            default: frontMatter.extra.append(Field(key: key, value: value))
            }
        }
        return (frontMatter, reader.diagnostics)
    }
}

/// Typed reads of known fields, collecting diagnostics instead of stopping at the first.
private struct FieldReader {
    var diagnostics: [Diagnostic] = []

    mutating func fail(_ node: YAMLNode, _ message: String) {
        diagnostics.append(.error(at: node.location, message))
    }

    mutating func languageTag(_ node: YAMLNode, field: String) -> String? {
        guard let tag = nonEmptyString(node, field: field) else { return nil }
        guard SiteConfig.isLanguageTag(tag) else {
            fail(node, "'\(field)' must be a language tag such as en, zh-CN or ja, not '\(tag)'")
            return nil
        }
        return tag
    }

    mutating func string(_ node: YAMLNode, field: String) -> String? {
        guard node.isString, let text = node.string else {
            fail(node, "\(field) must be a string, not \(node.typeName)\(quoteHint(node))")
            return nil
        }
        return text
    }

    mutating func nonEmptyString(_ node: YAMLNode, field: String) -> String? {
        guard let text = string(node, field: field) else { return nil }
        guard text.contains(where: { !$0.isWhitespace }) else {
            fail(node, "\(field) is empty")
            return nil
        }
        return text
    }

    mutating func bool(_ node: YAMLNode, field: String) -> Bool? {
        if let value = node.bool { return value }
        var message = "\(field) must be true or false, not \(node.typeName)"
        if case .scalar(let text, true) = node.kind,
            ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
        {
            message += " ('\(text)' is a string in YAML 1.2; write true or false)"
        }
        fail(node, message)
        return nil
    }

    mutating func int(_ node: YAMLNode, field: String) -> Int? {
        if let value = node.int { return value }
        if node.double != nil, let text = node.string {
            fail(node, "\(field) must be a whole number, not \(text)")
        } else {
            fail(node, "\(field) must be a whole number, not \(node.typeName)")
        }
        return nil
    }

    mutating func date(_ node: YAMLNode) -> PageDate? {
        guard node.isString, let text = node.string else {
            fail(node, "date must be a date like 2024-05-31 or 2024-05-31T09:30:00+02:00, not \(node.typeName)")
            return nil
        }
        do {
            return try PageDate(parsing: text)
        } catch {
            switch error {
            case .format:
                fail(node, "date '\(text)' is not in the form YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]")
            case .impossible(let reason):
                fail(node, "date '\(text)' does not exist: \(reason)")
            }
            return nil
        }
    }

    /// A list of strings, a single string, or nothing (`tags:` with no value).
    mutating func tags(_ node: YAMLNode) -> [String] {
        if node.isNull { return [] }
        guard case .sequence(let items) = node.kind else {
            return nonEmptyString(node, field: "tags").map { [$0] } ?? []
        }
        return items.compactMap { item in
            guard item.isString, let text = item.string else {
                fail(item, "a tag must be a string, not \(item.typeName)\(quoteHint(item))")
                return nil
            }
            guard text.contains(where: { !$0.isWhitespace }) else {
                fail(item, "a tag is empty")
                return nil
            }
            return text
        }
    }

    /// For plain scalars YAML reads as non-strings, how to make them strings.
    private func quoteHint(_ node: YAMLNode) -> String {
        guard case .scalar(let text, true) = node.kind, !node.isNull else { return "" }
        return " (write \"\(text)\" in quotes to use it as text)"
    }
}
