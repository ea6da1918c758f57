/// The characters each published HTML page shows (`SiteCharacters.scalarsOfMarkup`) and how
/// many pages show each one: the preview's record, so that after rendering some pages again
/// it knows the characters of the whole site without reading every page, and so whether the
/// font subsets a full build would publish are still the ones published.
struct PageCharacters: Sendable {
    /// Each page's characters, by output file.
    private var byPage: [String: [Unicode.Scalar]] = [:]
    /// How many pages show each character.
    private var pageCounts: [Unicode.Scalar: Int] = [:]

    init() {}

    /// The record of a whole build's pages: output file → the characters it shows.
    init(_ pages: [String: [Unicode.Scalar]]) {
        for (page, scalars) in pages { set(page, scalars) }
    }

    /// Every character some page shows.
    var shown: Set<Unicode.Scalar> { Set(pageCounts.keys) }

    /// The characters the site shows once `pages` (output file → its characters) replace
    /// what those pages showed before.
    func shown(replacing pages: [String: [Unicode.Scalar]]) -> Set<Unicode.Scalar> {
        var delta: [Unicode.Scalar: Int] = [:]
        for (page, scalars) in pages {
            for scalar in byPage[page] ?? [] { delta[scalar, default: 0] -= 1 }
            for scalar in scalars { delta[scalar, default: 0] += 1 }
        }
        var result = shown
        for (scalar, change) in delta where change != 0 {
            if pageCounts[scalar, default: 0] + change > 0 { result.insert(scalar) } else { result.remove(scalar) }
        }
        return result
    }

    /// Records what `pages` show now.
    mutating func replace(_ pages: [String: [Unicode.Scalar]]) {
        for (page, scalars) in pages { set(page, scalars) }
    }

    private mutating func set(_ page: String, _ scalars: [Unicode.Scalar]) {
        for scalar in byPage[page] ?? [] {
            let count = pageCounts[scalar, default: 0] - 1
            pageCounts[scalar] = count > 0 ? count : nil
        }
        for scalar in scalars { pageCounts[scalar, default: 0] += 1 }
        byPage[page] = scalars
    }
}
