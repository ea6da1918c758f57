import Foundation

/// The site's settings from `sitegen.yml`; every field has a sensible default so that a
/// folder with only `Content/` builds.
public struct SiteConfig: Sendable, Equatable {
    /// Shown in the page title and the header.
    public var title: String = "My site"
    /// The URL the site is published under (`https://example.org/docs/`), or a path from the
    /// server's root (`/docs/`, `/`); always ending in `/` (`normalizedBaseURL`).
    public var baseURL: String = "/" {
        didSet { basePath = Self.path(of: baseURL) }
    }
    /// BCP 47 language tag for `<html lang>`; it also picks the line-breaking rules and the
    /// interface's strings. In a multilingual site, the first of `languages`.
    public var language: String = "en"
    /// The languages of a multilingual site (`languages: [en, zh-CN]`), each with its folder
    /// of `Content/` named by its tag, the first the default; empty for a site of one language.
    public var languages: [String] = []
    /// A one-line description for the home page and feeds.
    public var description: String = ""
    /// The site's author, for feeds.
    public var author: String = ""
    /// Keeps raw HTML in Markdown when true; stripped otherwise.
    public var unsafe: Bool = false
    /// Writes the search index (`/search/`) and shows the theme's search button when true.
    public var search: Bool = true
    /// Free keys passed to templates as `site.params`.
    public var params: [YAMLPair] = []
    /// Where `sitegen.yml` was read from; nil when the defaults are used.
    public var file: String? = nil

    public init() {}

    /// The path part of `baseURL` (`/docs/` for `https://example.org/docs/`), which prefixes
    /// every link when the site is served under a sub-path. Kept beside `baseURL`, not worked
    /// out on each read: every link of every page asks for it.
    public private(set) var basePath = "/"

    private static func path(of baseURL: String) -> String {
        var rest = Substring(baseURL)
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
            guard let slash = rest.firstIndex(of: "/") else { return "/" }
            rest = rest[slash...]
        }
        return rest.isEmpty ? "/" : String(rest)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    public var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
