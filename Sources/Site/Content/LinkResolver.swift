import Foundation

/// Turns a link or image address written in a page into the URL it must have in the output.
///
/// Authors write links the way they see files: `install.md`, `../blog/`, `images/a.png`,
/// relative to the Markdown file. Pages are published one folder deeper (`/docs/install/`),
/// and the site may live under a sub-path (`/docs-site/`), so links are resolved against the
/// source file's folder and prefixed with the base path. External URLs and `#fragments` stay.
public struct LinkResolver: Sendable {
    /// Output URL paths by the source path below `Content/` (`docs/install.md` → `/docs/install/`),
    /// for pages and assets alike.
    let routes: [String: String]
    /// `/` or `/sub/path/`.
    let basePath: String

    public init(routes: [String: String], basePath: String) {
        self.routes = routes
        self.basePath = basePath
    }

    /// The output URL of `destination`, written in a file of the folder `folder` below `Content/`.
    public func resolve(_ destination: String, from folder: String) -> String {
        if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("//")
            || Self.hasScheme(destination) {
            return destination
        }
        var path = Substring(destination)
        var suffix = Substring("")
        if let mark = path.firstIndex(where: { $0 == "#" || $0 == "?" }) {
            suffix = path[mark...]
            path = path[..<mark]
        }
        if path.hasPrefix("/") {
            return basePath + path.dropFirst() + suffix
        }
        // Relative to the Markdown file's folder.
        var parts = folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        let relative = parts.joined(separator: "/")
        let decoded = relative.removingPercentEncoding ?? relative
        if let url = routes[decoded] ?? routes[relative] {
            return basePath + url.dropFirst() + suffix
        }
        // A folder (`../blog/`) or a file sitegen does not know: keep it as written, now
        // relative to the site root; `sitegen check` reports the ones that lead nowhere.
        let trailing = path.hasSuffix("/") && !relative.isEmpty ? "/" : ""
        return basePath + relative + trailing + suffix
    }

    /// `https:`, `mailto:`, `data:`…: a scheme is an ASCII letter, then ASCII letters, digits,
    /// `+`, `-`, `.`, before a colon. Read as bytes: every link of every page is asked, and
    /// walking characters (grapheme breaking) would cost as much as resolving the link.
    static func hasScheme(_ text: String) -> Bool {
        var count = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") { return count > 0 }
            let lowered = byte | 0x20
            let isLetter = lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z")
            let isOther = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isLetter || (count > 0 && isOther) else { return false }
            count += 1
        }
        return false
    }
}
