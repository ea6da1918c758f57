import Mustache

/// Data shaped like a page's template data: the names the theme uses, as the kinds of
/// values it gives them (flags, lists of rows, nested maps, text to escape), two levels deep.
enum SampleContext {
    static let flags = ["hasToc", "hasSections", "hasBreadcrumbs", "hasTags", "hasPages", "hasPager", "hasContent",
                        "hasDates", "hasChildren", "hasRecent", "isTags", "isTag", "current", "aside"]
    static let lists = ["pages", "tags", "sections", "breadcrumbs", "toc", "rows", "groups", "children", "recent", "more"]
    static let maps = ["page", "site", "list", "date", "updated", "prev", "next", "sidebar", "latest"]
    static let texts = ["title", "url", "summary", "name", "id", "slug", "permalink", "description", "content", "main",
                        "iso", "human", "year", "rfc", "countLabel", "bodyClass", "base", "author", "language",
                        "stylesheet", "layoutJSON", "feedURL", "tagsURL", "sitemapURL", "titleID", "tagsPermalink"]

    static func make() -> MustacheValue { map(depth: 2) }

    private static func map(depth: Int) -> MustacheValue {
        var entries = MustacheMap()
        for (index, name) in flags.enumerated() { entries[name] = .bool(index % 3 != 0) }
        for (index, name) in texts.enumerated() {
            entries[name] = index % 5 == 0 ? .int(index) : .string("<\(name) & \"\(index)\">")
        }
        entries["weight"] = .double(1.5)
        entries["empty"] = .list([])
        entries["nothing"] = .null
        guard depth > 0 else { return .map(entries) }
        for name in maps { entries[name] = map(depth: depth - 1) }
        for name in lists { entries[name] = .list([map(depth: depth - 1), .string("<item>"), map(depth: depth - 1)]) }
        return .map(entries)
    }
}
