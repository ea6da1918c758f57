import Foundation
import SitegenCore

extension InterfaceStrings {
    /// The folder of `Templates/` whose `<tag>.yml` files override the built-in strings.
    static let overridesFolder = "i18n"

    /// Reads `Templates/i18n/*.yml`: by lower-case language tag, the strings each sets.
    ///
    /// A file is a map of keys to strings, dotted (`toc.title: Contents`) or nested
    /// (`toc: {title: Contents}`). A key no table knows is a warning at its place (a typo
    /// would otherwise pass silently); a value that is not a string, or a file name that is
    /// not a language tag, is an error.
    static func readOverrides(siteRoot: String, templatesFolder: String) -> ([String: [String: String]], DiagnosticList) {
        var diagnostics = DiagnosticList()
        let relativeFolder = templatesFolder + "/" + overridesFolder
        let folder = siteRoot + "/" + relativeFolder
        guard FilePaths.kind(of: folder) == .directory else { return ([:], diagnostics) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted() else {
            diagnostics.append(.error(at: SourceLocation(file: relativeFolder), "cannot read folder"))
            return ([:], diagnostics)
        }
        let realRoot = FilePaths.realPath(siteRoot) ?? siteRoot
        var overrides: [String: [String: String]] = [:]
        for name in names where !ContentDiscovery.isIgnored(name) {
            let path = relativeFolder + "/" + name
            let location = SourceLocation(file: path, line: 1, column: 1)
            let tag = name.hasSuffix(".yml") ? String(name.dropLast(4)) : name.hasSuffix(".yaml") ? String(name.dropLast(5)) : nil
            guard let tag, SiteConfig.isLanguageTag(tag) else {
                diagnostics.append(.warning(at: location, "not used: \(relativeFolder)/ holds <language>.yml files (en.yml, zh-CN.yml)"))
                continue
            }
            guard let real = FilePaths.realPath(folder + "/" + name), FilePaths.isInside(real, realRoot),
                  FilePaths.kind(of: real) == .file, let data = FileManager.default.contents(atPath: real) else {
                diagnostics.append(.error(at: location, "cannot read the file, or it points outside the site"))
                continue
            }
            let bytes = [UInt8](data)
            if let problem = UTF8Text.problem(in: bytes[...], file: path) {
                diagnostics.append(problem)
                continue
            }
            do throws(DiagnosticList) {
                guard let root = try YAMLReader.read(String(decoding: bytes, as: UTF8.self), file: path) else { continue }
                var table: [String: String] = [:]
                flatten(root, prefix: "", into: &table, diagnostics: &diagnostics)
                overrides[tag.lowercased(), default: [:]].merge(table) { _, new in new }
            } catch {
                diagnostics.append(contentsOf: error)
            }
        }
        return (overrides, diagnostics)
    }

    private static func flatten(_ node: YAMLNode, prefix: String, into table: inout [String: String],
                                diagnostics: inout DiagnosticList) {
        guard case .mapping(let pairs) = node.kind else {
            diagnostics.append(.error(at: node.location, "the strings must be a map of `key: text` lines, not \(node.typeName)"))
            return
        }
        for pair in pairs {
            let key = prefix + (pair.key.string ?? "")
            if case .mapping = pair.value.kind {
                flatten(pair.value, prefix: key + ".", into: &table, diagnostics: &diagnostics)
                continue
            }
            guard let text = pair.value.string, !pair.value.isNull else {
                diagnostics.append(.error(at: pair.value.location, "'\(key)' must be a string, not \(pair.value.typeName)"))
                continue
            }
            if english[key] == nil, calloutTitles["en"]?[key] == nil {
                diagnostics.append(.warning(at: pair.key.location, "unknown string '\(key)'; the theme shows none of that name"))
            }
            table[key] = text
        }
    }
}
