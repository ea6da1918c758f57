import SitegenCore

/// Hands out unique section ids within one page, in document order.
///
/// Derived ids (slugs) that are taken get `-1`, `-2`…; an explicit `{#id}` that is taken is an
/// error. Ids starting with `sg-` belong to sitegen's own elements: explicit ones are errors,
/// derived ones are prefixed with `section-`.
struct SectionIDs {
    static let reservedPrefix = "sg-"

    /// Id → the heading that claimed it (nil for ids reserved by other page elements).
    private var taken: [String: SourceLocation?] = [:]
    /// Base slug → the next suffix to try, so that many equal headings stay linear.
    private var nextSuffix: [String: Int] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    /// - Parameter reserved: ids the page uses for other elements (footnotes).
    init(reserved: Set<String>) {
        for id in reserved { taken[id] = .some(nil) }
    }

    /// The id for a heading whose title reads `plainTitle`.
    mutating func derived(from plainTitle: String, at location: SourceLocation) -> String {
        var base = Slug.make(plainTitle)
        if base.isEmpty { base = "section" }
        if base.hasPrefix(Self.reservedPrefix) { base = "section-" + base }
        var candidate = base
        var suffix = nextSuffix[base] ?? 0
        while taken[candidate] != nil {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        nextSuffix[base] = suffix
        taken[candidate] = location
        return candidate
    }

    /// Validates and claims an explicit id; returns nil (after recording an error) if it cannot be used.
    mutating func explicit(_ id: String, at location: SourceLocation) -> String? {
        if id.isEmpty {
            diagnostics.append(.error(at: location, "heading id is empty: write {#some-id}"))
            return nil
        }
        if let bad = id.unicodeScalars.first(where: { !Self.isAllowed($0) }) {
            let shown = bad.properties.isWhitespace ? "a space" : "'\(bad)'"
            diagnostics.append(
                .error(
                    at: location,
                    "heading id '\(id)' contains \(shown); use letters, digits, '-', '_', '.' or ':'"))
            return nil
        }
        if id.hasPrefix(Self.reservedPrefix) {
            diagnostics.append(
                .error(at: location, "heading id '\(id)': ids starting with '\(Self.reservedPrefix)' are reserved for sitegen"))
            return nil
        }
        if let owner = taken[id] {
            let message: String
            if let owner {
                message = "heading id '\(id)' is already used by the heading on line \(owner.line)"
            } else {
                message = "heading id '\(id)' is already used by a footnote on this page"
            }
            diagnostics.append(.error(at: location, message))
            return nil
        }
        taken[id] = location
        return id
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "-" || scalar == "_" || scalar == "." || scalar == ":" { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .nonspacingMark, .spacingMark: return true
        default: return scalar.properties.isAlphabetic
        }
    }
}
