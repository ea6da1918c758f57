import Mustache
import SitegenMarkdown

/// `page.toc`: the page's sections as nested `{id, title, level, children}` entries.
enum TableOfContents {
    /// One entry per section, its subsections as `children`; recursion is bounded by the six
    /// heading levels, since a child is always deeper than its parent.
    static func value(_ sections: [Section]) -> MustacheValue {
        .list(sections.map { section in
            let children = value(section.children)
            return [
                "id": .string(section.id),
                "title": .string(section.plainTitle),
                "level": .int(section.level),
                "children": children,
                "hasChildren": .bool(!section.children.isEmpty),
            ]
        })
    }
}
