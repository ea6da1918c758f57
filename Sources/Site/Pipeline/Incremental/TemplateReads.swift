import Mustache

/// What the templates can show of the data `TemplateData` gives them, read from their tags:
/// which `site` values each layout reaches (through its partials and parents), and which
/// fields of a page's summary any list could show.
///
/// Names are looked up through a stack of contexts, so the reading is conservative: a field
/// counts as shown when any tag starts with its name; a layout reads all of `site` when a tag
/// names `site` itself (`{{#site}}`). Lists and maps render as nothing, so `{{.}}` shows no
/// summary.
struct TemplateReads: Sendable {
    /// The keys of `site` each layout (by template name) may read; nil for all of them.
    private let siteKeys: [String: Set<String>?]
    /// The first parts of every tag name of every template: the summary fields a list can show.
    let shownFields: Set<String>

    init(library: TemplateLibrary) {
        var namesByTemplate: [String: Set<String>] = [:]
        var firsts: Set<String> = []
        for (name, template) in library.templates {
            let names = template.tagNames
            namesByTemplate[name] = names
            for written in names {
                if let first = written.split(separator: ".", omittingEmptySubsequences: false).first { firsts.insert(String(first)) }
            }
        }
        shownFields = firsts
        var siteKeys: [String: Set<String>?] = [:]
        for name in library.templates.keys {
            var keys: Set<String>? = []
            for reached in Self.reachable(from: name, in: library) {
                for written in namesByTemplate[reached] ?? [] {
                    let parts = written.split(separator: ".", omittingEmptySubsequences: false)
                    guard parts.first == "site" else { continue }
                    if parts.count == 1 { keys = nil } else { keys?.insert(String(parts[1])) }
                }
            }
            siteKeys[name] = keys
        }
        self.siteKeys = siteKeys
    }

    /// Whether the layout `template` may show any of `keys` of `site`; true for an unknown layout.
    func reads(_ template: String, anyOf keys: Set<String>) -> Bool {
        guard !keys.isEmpty else { return false }
        guard let entry = siteKeys[template], let read = entry else { return true }
        return !read.isDisjoint(with: keys)
    }

    /// The template and every partial and parent it names, directly or not.
    private static func reachable(from name: String, in library: TemplateLibrary) -> Set<String> {
        var seen: Set<String> = [name]
        var queue = [name]
        while let next = queue.popLast() {
            for referenced in library[next]?.referencedNames ?? [] where seen.insert(referenced).inserted {
                queue.append(referenced)
            }
        }
        return seen
    }
}
