/// The interface strings of every language a site's pages are in, made once per build.
struct SiteStrings: Sendable {
    /// The strings of `Templates/i18n/`, by lower-case language tag.
    let overrides: [String: [String: String]]
    private let byLanguage: [String: InterfaceStrings]

    /// - Parameter languages: the tags the pages use; others are made when asked for.
    init(overrides: [String: [String: String]] = [:], languages: Set<String> = []) {
        self.overrides = overrides
        var byLanguage: [String: InterfaceStrings] = [:]
        for language in languages { byLanguage[language] = InterfaceStrings(language: language, overrides: overrides) }
        self.byLanguage = byLanguage
    }

    subscript(language: String) -> InterfaceStrings {
        byLanguage[language] ?? InterfaceStrings(language: language, overrides: overrides)
    }
}
