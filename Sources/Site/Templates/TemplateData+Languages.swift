import Mustache
import SitegenCore

extension TemplateData {
    /// The key the translations of one page share: its path below its language's folder,
    /// with `a:` for an article (`a:docs/install.md`) and `f:` for a folder's page (`f:docs`).
    static func translationKey(of page: Page, config: SiteConfig) -> String {
        let home = config.homeFolder(of: page.folder)
        func below(_ path: String) -> String {
            guard !home.isEmpty else { return path }
            return path == home ? "" : String(path.dropFirst(home.count + 1))
        }
        if page.kind == .article, let file = page.source { return "a:" + below(file.relativePath) }
        return "f:" + below(page.folder)
    }

    /// The pages of a multilingual site grouped by `translationKey`, each group in the
    /// order of `languages`.
    static func translationGroups(of pages: [Page], config: SiteConfig) -> [String: [Page]] {
        var groups: [String: [Page]] = [:]
        for page in pages { groups[translationKey(of: page, config: config), default: []].append(page) }
        let order = Dictionary(uniqueKeysWithValues: config.languages.enumerated().map { ($1, $0) })
        return groups.mapValues { group in group.sorted { (order[$0.siteLanguage] ?? 0) < (order[$1.siteLanguage] ?? 0) } }
    }

    /// The page's translations, itself included, as `<link rel="alternate" hreflang>` and the
    /// sitemap name them: `{language, url, permalink}`; empty for a page with none.
    func alternates(of page: Page) -> [MustacheValue] {
        let group = translations[Self.translationKey(of: page, config: config)] ?? []
        guard group.count > 1 else { return [] }
        return group.map { translation in
            ["language": .string(translation.siteLanguage), "url": .string(url(translation.route)),
             "permalink": .string(permalink(translation.route))]
        }
    }

    /// The language switcher of a multilingual site: every language, each linking to the
    /// page's translation, else to that language's home page; null in a site of one language.
    func languageSwitcher(for page: Page) -> MustacheValue {
        guard config.isMultilingual else { return .null }
        let group = translations[Self.translationKey(of: page, config: config)] ?? []
        return .list(languages.map { language in
            let translation = group.first { $0.siteLanguage == language.tag }
            let route = translation?.route ?? Route.page(language.urlPrefix)
            return [
                "language": .string(language.tag),
                "name": .string(strings[language.tag]["language.name"]),
                "url": .string(url(route)),
                "current": .bool(language.tag == page.siteLanguage),
                "isTranslation": .bool(translation != nil),
            ]
        })
    }

    /// The `site` value of the language whose part `page` is in.
    func siteValue(of page: Page) -> MustacheMap {
        languageSites[page.siteLanguage] ?? site
    }

    /// The `site` value of a generated page's language (the default's for the whole site's).
    func siteValue(of generated: GeneratedPage) -> MustacheMap {
        generated.language.flatMap { languageSites[$0.tag] } ?? site
    }
}
