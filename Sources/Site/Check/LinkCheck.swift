import Foundation
import SitegenCore
import SitegenMarkdown

/// Checks the links and images of a page against what the site publishes, resolving each
/// address with `LinkResolver`'s rules: relative to the Markdown file's folder, `.md` files
/// to their pages' URLs, `/…` from the site's root, `#fragment` against the target's ids.
///
/// External addresses (with a scheme, `//host/…`) are not checked: a check never goes to
/// the network. Each link gives at most one finding.
struct LinkCheck: Sendable {
    let site: PublishedSite

    /// The findings about `page`'s links, and how many links and images it has.
    func check(_ page: Page) -> (findings: [CheckFinding], linkCount: Int) {
        guard let document = page.document else { return ([], 0) }
        let references = LinkReference.all(in: document)
        let folder = page.source?.folder ?? page.folder
        let findings = references.compactMap { check($0, folder: folder, pageURL: page.route.urlPath) }
        return (findings, references.count)
    }

    func check(_ reference: LinkReference, folder: String, pageURL: String) -> CheckFinding? {
        let destination = reference.destination
        if destination.isEmpty || destination.hasPrefix("//") || LinkResolver.hasScheme(destination) { return nil }
        var path = Substring(destination)
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = path[..<hash]
        }
        if let query = path.firstIndex(of: "?") { path = path[..<query] }

        let target: PublishedSite.Destination?
        if path.isEmpty {
            target = .page(pageURL)
        } else if path.hasPrefix("/") {
            target = site.lookup(Self.decoded(String(path)))
        } else {
            let relative = Self.resolve(path, from: folder)
            let decoded = Self.decoded(relative)
            if let url = site.sources[decoded] ?? site.sources[relative] {
                target = site.lookup(url)
            } else {
                let trailing = path.hasSuffix("/") && !relative.isEmpty ? "/" : ""
                target = site.lookup("/" + decoded + trailing)
            }
        }
        guard let target else { return missing(reference, path: path, folder: folder) }
        guard case .page(let url) = target, let fragment else { return nil }
        return missingAnchor(reference, fragment: fragment, url: url, isSamePage: url == pageURL)
    }

    // MARK: - Missing pages and files

    private func missing(_ reference: LinkReference, path: Substring, folder: String) -> CheckFinding {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        let isMarkdown = name.lowercased().hasSuffix(".md")
        let isFile = reference.isImage || (!isMarkdown && !path.hasSuffix("/") && name.contains(".")
            && !name.hasPrefix(".") && !name.hasSuffix("."))
        let kind: CheckFinding.Kind = isFile ? .missingFile : .missingPage
        let what = reference.isImage ? "image" : isFile ? "file" : "page"

        if path.hasPrefix("/") {
            let url = Self.decoded(String(path))
            let suggestion: String?
            if isMarkdown, let page = site.sources[String(url.dropFirst())] {
                // `/docs/install.md`: a site-root link names URLs, not files.
                suggestion = page
            } else {
                suggestion = Suggestion.closest(to: url, among: isFile ? site.files.sorted() : site.pages.keys.sorted())
            }
            return finding(kind, reference, "no \(what) at \(url)", suggestion: suggestion)
        }

        let relative = Self.decoded(Self.resolve(path, from: folder))
        if isMarkdown || isFile {
            if isMarkdown, site.unpublishedPages.contains(relative) {
                return finding(kind, reference, "Content/\(relative) is a draft; it is published only with --drafts", suggestion: nil)
            }
            let candidates = site.sources.keys.filter { $0.lowercased().hasSuffix(".md") == isMarkdown }.sorted()
            let suggestion = Suggestion.closest(to: relative, among: candidates).map { Self.relativePath(from: folder, to: $0) }
            return finding(kind, reference, "no \(what) Content/\(relative)", suggestion: suggestion)
        }
        // A folder or page URL written relative to the file (`../blog/`).
        let url = "/" + relative + (path.hasSuffix("/") && !relative.isEmpty ? "/" : "")
        return finding(kind, reference, "no page at \(url)",
                       suggestion: Suggestion.closest(to: url, among: site.pages.keys.sorted()))
    }

    // MARK: - Missing anchors

    private func missingAnchor(_ reference: LinkReference, fragment: String, url: String, isSamePage: Bool) -> CheckFinding? {
        // An empty fragment and `#top` scroll to the top of any page (HTML's "indicated part").
        if fragment.isEmpty || fragment.lowercased() == "top" { return nil }
        let anchors = site.pages[url] ?? PageAnchors(document: nil)
        if anchors.contains(fragment: fragment) { return nil }
        let decoded = Self.decoded(fragment)
        if site.themeIDs.contains(fragment) || site.themeIDs.contains(decoded) { return nil }
        let place = isSamePage ? "this page" : url
        let suggestion = Suggestion.closest(to: decoded, among: anchors.suggestable).map { "#" + $0 }
        return finding(.missingAnchor, reference, "no section #\(decoded) on \(place)", suggestion: suggestion)
    }

    // MARK: - Helpers

    private func finding(_ kind: CheckFinding.Kind, _ reference: LinkReference, _ message: String,
                         suggestion: String?) -> CheckFinding {
        let text = suggestion.map { message + "; did you mean \($0)?" } ?? message
        return CheckFinding(kind, .error(at: reference.location, text))
    }

    /// `path` resolved against `folder` the way `LinkResolver` does (`..` stops at `Content/`).
    static func resolve(_ path: Substring, from folder: String) -> String {
        var parts = folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// `docs/guides/a.md` as a link written in a file of `docs/blog`: `../guides/a.md`.
    static func relativePath(from folder: String, to path: String) -> String {
        let from = folder.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }

    static func decoded(_ text: String) -> String {
        text.removingPercentEncodingIfValid ?? text
    }
}
