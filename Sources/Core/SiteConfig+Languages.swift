extension SiteConfig {
    /// Whether the site has a folder of `Content/` per language.
    public var isMultilingual: Bool { !languages.isEmpty }

    /// The language whose folder `folder` (below `Content/`) is in: its tag as
    /// `languages` writes it and the folder's own name; nil outside every language's folder,
    /// and always in a site of one language. Folder names match tags in any case.
    public func languageFolder(of folder: String) -> (tag: String, folder: String)? {
        guard isMultilingual else { return nil }
        let first = folder.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
        guard let tag = languages.first(where: { $0.lowercased() == first.lowercased() }) else { return nil }
        return (tag, first)
    }

    /// The language of what `folder` holds: its language folder's, else the site's.
    public func language(ofFolder folder: String) -> String {
        languageFolder(of: folder)?.tag ?? language
    }

    /// Whether `folder` is where a home page lives: `Content/` itself, or in a multilingual
    /// site each language's folder.
    public func isHomeFolder(_ folder: String) -> Bool {
        isMultilingual ? languageFolder(of: folder)?.folder == folder : folder.isEmpty
    }

    /// The folder of the home page above `folder`: "" in a site of one language, the
    /// language's folder in a multilingual one ("" outside every language's).
    public func homeFolder(of folder: String) -> String {
        languageFolder(of: folder)?.folder ?? ""
    }

    /// Whether `tag` is a BCP 47 tag sitegen can write as it is in `<html lang>`, a URL
    /// and a file name: subtags of 1 to 8 ASCII letters or digits, the first of 2 or 3 letters.
    public static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (2...3).contains(first.count),
              first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.allSatisfy { ($0.count >= 1 && $0.count <= 8) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// `languages: [en, zh-CN]`: a non-empty list of distinct language tags.
    static func languages(_ node: YAMLNode, problems: inout DiagnosticList) -> [String] {
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            problems.append(.error(at: node.location, "'languages' must be a list of language tags, such as [en, zh-CN, ja]"))
            return []
        }
        var tags: [String] = []
        for item in items {
            guard let tag = item.string, isLanguageTag(tag) else {
                problems.append(.error(at: item.location, "'languages' holds language tags such as en, zh-CN or ja, not \(item.string.map { "'\($0)'" } ?? item.typeName)"))
                continue
            }
            if tags.contains(where: { $0.lowercased() == tag.lowercased() }) {
                problems.append(.error(at: item.location, "'languages' names '\(tag)' twice"))
                continue
            }
            tags.append(tag)
        }
        return tags
    }
}
