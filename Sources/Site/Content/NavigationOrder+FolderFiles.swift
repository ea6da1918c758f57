import SitegenCore

extension NavigationOrder {
    /// The name of a folder's order file.
    static let folderFileName = "_nav.yml"

    /// Reads a folder's `_nav.yml`: a YAML list of the names of its pages (`intro.md`, or
    /// `intro`) and sub-folders (`guides` or `guides/`), in the order its listing, sidebar and
    /// previous/next follow. A name that is neither, one that leaves the folder, or one
    /// listed twice is an error at its line and column.
    ///
    /// - Parameters:
    ///   - folder: the folder below `Content/` holding the file.
    ///   - entries: what is in the folder: its pages' file names and its sub-folders' names.
    mutating func readFolderFile(_ root: YAMLNode?, folder: String, file: String,
                                 pages: Set<String>, folders: Set<String>) -> [Diagnostic] {
        guard let root else { return [] }
        guard case .sequence(let items) = root.kind else {
            return [.error(at: root.location, "\(Self.folderFileName) must be a list of file and folder names, not \(root.typeName)")]
        }
        var diagnostics: [Diagnostic] = []
        var listed: [String: SourceLocation] = [:]
        let prefix = folder.isEmpty ? "" : folder + "/"
        for (index, item) in items.enumerated() {
            guard let written = item.string, !written.isEmpty else {
                diagnostics.append(.error(at: item.location, "an entry of \(Self.folderFileName) must be a file or folder name, not \(item.typeName)"))
                continue
            }
            var name = written
            while name.hasSuffix("/") { name.removeLast() }
            if name.hasPrefix("./") { name.removeFirst(2) }
            guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
                diagnostics.append(.error(
                    at: item.location,
                    "'\(written)' is not a name in this folder: a folder's order names only its own files and folders, never itself or a folder above it (that would be a cycle)"))
                continue
            }
            let key: String
            if pages.contains(prefix + name) {
                key = prefix + name
            } else if pages.contains(prefix + name + ".md") {
                key = prefix + name + ".md"
            } else if folders.contains(prefix + name) {
                key = "dir:" + prefix + name
            } else {
                diagnostics.append(.error(at: item.location, "'\(written)' is neither a page nor a folder in Content/\(prefix)"))
                continue
            }
            if let first = listed[key] {
                diagnostics.append(.error(at: item.location, "'\(written)' is listed twice (first at \(first)): the order would come back to it"))
                continue
            }
            listed[key] = item.location
            // Only this folder's listing is ordered: its folders above keep their own order.
            if ranks[key] == nil { ranks[key] = Self.folderFileRankOffset + index }
        }
        return diagnostics
    }
}
