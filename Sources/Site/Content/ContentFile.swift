import SitegenCore

/// One file found under `Content/`: a page to render or an asset to copy.
public struct ContentFile: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A Markdown file (`*.md`): it becomes a page.
        case page
        /// Any other file: copied to the output as it is.
        case asset
        /// A file that gives the order of pages (`SUMMARY.md`, `_nav.yml`: `NavigationOrder`):
        /// neither a page nor published.
        case navigation
    }

    public var kind: Kind
    /// The path below `Content/`, with `/` separators (`docs/intro.md`).
    public var relativePath: String
    /// The path shown in messages, relative to the site root (`Content/docs/intro.md`).
    public var displayPath: String
    /// Where to read it from; symlinks already resolved and checked to stay inside the site.
    public var absolutePath: String

    public init(kind: Kind, relativePath: String, displayPath: String, absolutePath: String) {
        self.kind = kind
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.absolutePath = absolutePath
    }

    /// The folder below `Content/` holding this file (`docs` for `docs/intro.md`, "" at the top).
    public var folder: String {
        guard let slash = relativePath.lastIndex(of: "/") else { return "" }
        return String(relativePath[..<slash])
    }

    /// The file name without its folder (`intro.md`).
    public var fileName: String {
        guard let slash = relativePath.lastIndex(of: "/") else { return relativePath }
        return String(relativePath[relativePath.index(after: slash)...])
    }

    /// The file name without its extension (`intro`).
    public var baseName: String {
        let name = fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// True for `_index.md` and `index.md`, which hold a folder's own page.
    public var isFolderIndex: Bool {
        kind == .page && (baseName == "_index" || baseName == "index")
    }

    /// The top of the file: where messages about the file as a whole point, so that editors and
    /// CI annotations have a line to show.
    public var location: SourceLocation { SourceLocation(file: displayPath, line: 1, column: 1) }
}
