import SitegenCore

/// One problem `sitegen check` found: a diagnostic with what kind of problem it is.
public struct CheckFinding: Hashable, Sendable, Comparable {
    /// What is wrong, as the JSON report names it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A link to a page that is not published (a `.md` file or a URL path).
        case missingPage = "missing-page"
        /// A link to `#id` that no section or element of the target page has.
        case missingAnchor = "missing-anchor"
        /// An image, or a link to a file, that the site does not publish.
        case missingFile = "missing-file"
        /// Two pages or files claiming one output path.
        case duplicateOutput = "duplicate-output"
        /// Raw HTML or an image whose size the layout engine cannot know.
        case unmeasuredEmbed = "unmeasured-embed"
        /// Text with characters no font of the theme has, so its measurements are guesses.
        case unmeasuredText = "unmeasured-text"
        /// Anything else a build reports: config, front matter, Markdown, templates, slugs.
        case build
    }

    public var kind: Kind
    public var diagnostic: Diagnostic

    public init(_ kind: Kind, _ diagnostic: Diagnostic) {
        self.kind = kind
        self.diagnostic = diagnostic
    }

    public var severity: Diagnostic.Severity { diagnostic.severity }
    public var location: SourceLocation { diagnostic.location }
    public var message: String { diagnostic.message }

    /// By file, line and column, then kind and message: the report's order.
    public static func < (lhs: CheckFinding, rhs: CheckFinding) -> Bool {
        (lhs.location, lhs.kind.rawValue, lhs.message) < (rhs.location, rhs.kind.rawValue, rhs.message)
    }
}
