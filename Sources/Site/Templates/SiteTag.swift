import SitegenComposition
import SitegenCore
import SitegenEmit
import SitegenMarkdown

/// A tag of the site: the pages that carry it, and the slug of its page (`/tags/<slug>/`).
struct SiteTag: Sendable {
    /// The tag as written; when pages spell it differently (`Swift`, `swift`), the first in
    /// sort order.
    var name: String
    var slug: String
    /// Newest first, then by title: a tag gathers pages of every folder, so folder weights
    /// do not apply.
    var pages: [Page]
    /// The language of the site's part whose pages it gathers (a multilingual site has a set
    /// of tags per language).
    var language: String = "en"
    /// The URL path components before `tags/<slug>/` (its language's).
    var urlPrefix: [String] = []

    /// The route of its page: `/tags/<slug>/`, below its language's prefix.
    var route: Route { GeneratedPage.tagRoute(slug: slug, prefix: urlPrefix) }

    /// The tags of the pages of each language, each language's merged by slug and sorted by
    /// name, case-insensitively; the languages in the site's order.
    static func collect(from pages: [Page], languages: [SiteLanguage]) -> [SiteTag] {
        guard languages.count > 1 else {
            return collect(from: pages).map { tag in
                var tag = tag
                tag.language = languages.first?.tag ?? tag.language
                return tag
            }
        }
        var byLanguage: [String: [Page]] = [:]
        for page in pages { byLanguage[page.siteLanguage, default: []].append(page) }
        return languages.flatMap { language in
            collect(from: byLanguage[language.tag] ?? []).map { tag in
                var tag = tag
                tag.language = language.tag
                tag.urlPrefix = language.urlPrefix
                return tag
            }
        }
    }

    /// The tags of `pages`, merged by slug and sorted by name, case-insensitively.
    static func collect(from pages: [Page]) -> [SiteTag] {
        // Pages by index: sorting `Page` values themselves would move every field of each.
        var bySlug: [String: (names: Set<String>, pages: [Int])] = [:]
        // A site has a few dozen tags on thousands of pages: each spelling is slugged once.
        var slugs: [String: String] = [:]
        // Pages in `order` once, so that each tag's pages come in order: sorting each tag's
        // pages compared twice as many pairs (a page has several tags).
        for index in pages.indices.sorted(by: { Self.order(pages[$0], pages[$1]) }) {
            let page = pages[index]
            var seen: Set<String> = []
            for name in page.tags {
                let trimmed = name.trimmingWhitespace
                guard !trimmed.isEmpty else { continue }
                let slug = slugs[trimmed] ?? {
                    let made = Self.slug(trimmed)
                    slugs[trimmed] = made
                    return made
                }()
                guard seen.insert(slug).inserted else { continue }
                bySlug[slug, default: ([], [])].names.insert(trimmed)
                bySlug[slug, default: ([], [])].pages.append(index)
            }
        }
        let tags = bySlug.map { slug, entry in
            SiteTag(name: entry.names.min() ?? slug, slug: slug, pages: entry.pages.map { pages[$0] })
        }
        return tags.sorted { ($0.name.lowercased(), $0.name, $0.slug) < ($1.name.lowercased(), $1.name, $1.slug) }
    }

    /// A page's tags as it shows them: trimmed, empty ones left out, the first spelling of
    /// each slug kept, in the order written.
    static func shown(_ written: [String]) -> [(name: String, slug: String)] {
        var seen: Set<String> = []
        return written.compactMap { written in
            let name = written.trimmingWhitespace
            guard !name.isEmpty else { return nil }
            let slug = Self.slug(name)
            return seen.insert(slug).inserted ? (name, slug) : nil
        }
    }

    /// The chips of a page's tags, with the ids their elements have inside `#sg-content`.
    static func chips(_ written: [String], idPrefix: String = "sg-tag-") -> [TagChip] {
        shown(written).map { TagChip(id: idPrefix + $0.slug, name: $0.name) }
    }

    /// An error for each page that writes a tag whose page the output cannot hold (its slug is
    /// longer than a file name may be), at the tag in the page's front matter.
    static func nameProblems(_ tags: [SiteTag], limits: OutputNameLimits) -> [Diagnostic] {
        tags.flatMap { tag -> [Diagnostic] in
            guard let problem = limits.problem(with: tag.route) else { return [] }
            return tag.pages.map { page in
                let (location, written) = tag.place(in: page)
                return .error(at: location, "the tag '\(OutputNameLimits.Problem.shortened(written))' would name its page's "
                    + "folder with \(problem.bytes) bytes, over the file system's limit of \(problem.limit) bytes for a file "
                    + "or folder name; shorten the tag")
            }
        }
    }

    /// Where and how `page` writes this tag: the item of its `tags` list (or the single
    /// string) whose slug is the tag's; else the top of the file and the tag's name.
    func place(in page: Page) -> (location: SourceLocation, written: String) {
        let node = page.frontMatter?.node?["tags"]
        let items: [YAMLNode]
        switch node?.kind {
        case .sequence(let list)?: items = list
        case .scalar?: items = node.map { [$0] } ?? []
        default: items = []
        }
        for item in items {
            guard let text = item.string?.trimmingWhitespace, !text.isEmpty, Self.slug(text) == slug else { continue }
            return (item.location, text)
        }
        return (page.source?.location ?? SourceLocation(file: page.route.outputFile), name)
    }

    /// The heading-id slug (`Getting Started` → `getting-started`, `写作` stays); a tag of
    /// symbols only (`🎉`) gets its code points instead (`u1f389`), so every tag has a page.
    static func slug(_ name: String) -> String {
        let slug = Slug.make(name)
        if !slug.isEmpty { return slug }
        return "u" + name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
    }

    static func order(_ lhs: Page, _ rhs: Page) -> Bool {
        switch (lhs.date, rhs.date) {
        case let (left?, right?) where left != right: return left > right
        case (_?, nil): return true
        case (nil, _?): return false
        default: break
        }
        if lhs.title != rhs.title { return lhs.title < rhs.title }
        return lhs.route < rhs.route
    }
}
