import Foundation

/// Where a page or file is published: its URL path and its file below the output folder.
public struct Route: Sendable, Hashable, Comparable {
    /// The path of the page's URL below the base URL, with slashes on both ends (`/docs/intro/`);
    /// for a plain file, its path (`/docs/diagram.png`).
    public var urlPath: String
    /// The file to write below the output folder (`docs/intro/index.html`).
    public var outputFile: String

    public init(urlPath: String, outputFile: String) {
        self.urlPath = urlPath
        self.outputFile = outputFile
    }

    /// The clean-URL route of a page at the given path components (`["docs", "intro"]`).
    public static func page(_ components: [String]) -> Route {
        if components.isEmpty { return Route(urlPath: "/", outputFile: "index.html") }
        let joined = components.joined(separator: "/")
        return Route(urlPath: "/\(joined)/", outputFile: "\(joined)/index.html")
    }

    /// The route of a file copied as it is.
    public static func file(_ components: [String]) -> Route {
        let joined = components.joined(separator: "/")
        return Route(urlPath: "/\(joined)", outputFile: joined)
    }

    /// The key two routes collide on: file systems that ignore case (macOS, Windows) and that
    /// normalize Unicode would store both under one name, so the key folds both.
    public var collisionKey: String {
        Self.foldedForFileSystems(outputFile)
    }

    /// Lower case and NFC; ASCII text (most paths) skips the costly normalization.
    static func foldedForFileSystems(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased() : text.precomposedStringWithCanonicalMapping.lowercased()
    }

    public static func < (lhs: Route, rhs: Route) -> Bool { lhs.urlPath < rhs.urlPath }

    /// A file or folder name as it appears in URLs: NFC, lower case, spaces as hyphens, the way
    /// Hugo and Zola publish `My Post.md` as `/my-post/`.
    public static func urlComponent(_ name: String) -> String {
        let folded = foldedForFileSystems(name)
        // Most names hold no space: no need to walk them by character.
        if !folded.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 }) { return folded }
        var result = ""
        var lastWasHyphen = false
        for character in folded {
            if character == " " || character == "\t" {
                if !lastWasHyphen { result.append("-") }
                lastWasHyphen = true
            } else {
                result.append(character)
                lastWasHyphen = character == "-"
            }
        }
        return result
    }

    /// Why a front-matter `slug` cannot be used, or nil when it is a single safe path component.
    ///
    /// The slug is checked after percent-decoding (repeatedly), so `%2e%2e%2f` is caught like `../`.
    public static func problem(withSlug slug: String) -> String? {
        var decoded = slug
        for _ in 0 ..< 4 {
            guard let next = decoded.removingPercentEncoding, next != decoded else { break }
            decoded = next
        }
        if decoded.trimmingCharacters(in: .whitespaces).isEmpty { return "slug is empty" }
        if decoded.hasPrefix("/") || decoded.hasPrefix("~") { return "slug must not be an absolute path" }
        if decoded.contains("\\") { return "slug must not contain a backslash" }
        if decoded.contains("/") { return "slug must be one path component, without '/'" }
        if decoded == "." || decoded == ".." { return "slug must not be '\(decoded)'" }
        if decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "slug must not contain control characters"
        }
        if decoded.hasPrefix(".") { return "slug must not start with '.' (hidden files are not published)" }
        return nil
    }
}
