import SitegenCore

/// One language of the site and where its part lives: a site of one language has one,
/// over all of `Content/`; a multilingual site one per entry of `languages`.
struct SiteLanguage: Sendable, Hashable {
    /// Its BCP 47 tag, as `sitegen.yml` writes it.
    var tag: String
    /// Its folder below `Content/`, where its home page is ("" in a site of one language).
    var folder: String
    /// The URL path components before its pages' own (none for the default language).
    var urlPrefix: [String]

    /// The site's languages, the default first; `folders` are the top-level folders of
    /// `Content/` as written, so that a language's folder keeps its spelling (`zh-CN`).
    static func all(_ config: SiteConfig, folders: Set<String> = []) -> [SiteLanguage] {
        guard config.isMultilingual else { return [SiteLanguage(tag: config.language, folder: "", urlPrefix: [])] }
        return config.languages.enumerated().map { position, tag in
            let folder = folders.sorted().first { $0.lowercased() == tag.lowercased() } ?? tag
            return SiteLanguage(tag: tag, folder: folder, urlPrefix: position == 0 ? [] : [Route.urlComponent(tag)])
        }
    }

    /// The URL path components of `folder` below `Content/`, in this language's part.
    func urlComponents(ofFolder folder: String) -> [String] {
        let components = SiteIndex.urlComponents(ofFolder: folder)
        guard !self.folder.isEmpty else { return components }
        return urlPrefix + components.dropFirst()
    }
}
