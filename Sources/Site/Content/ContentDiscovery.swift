import Foundation
import SitegenCore

/// Finds every page and asset under `Content/`, in a stable order, without leaving the site.
///
/// Symlinks are followed only when they resolve inside the site root; a link out of the site
/// or a loop is an error on that link, and the walk goes on so that every problem is reported.
public struct ContentDiscovery: Sendable {
    public var siteRoot: String
    public var contentFolderName: String

    public init(siteRoot: String, contentFolderName: String = "Content") {
        self.siteRoot = siteRoot
        self.contentFolderName = contentFolderName
    }

    /// The files found, sorted by relative path, and the problems met on the way.
    public func discover() -> (files: [ContentFile], diagnostics: DiagnosticList) {
        var files: [ContentFile] = []
        var diagnostics = DiagnosticList()
        let contentRoot = siteRoot + "/" + contentFolderName
        guard let realSiteRoot = FilePaths.realPath(siteRoot),
              let realContentRoot = FilePaths.realPath(contentRoot) else {
            diagnostics.append(.error(at: SourceLocation(file: contentFolderName),
                                      "no \(contentFolderName)/ folder in \(siteRoot)"))
            return ([], diagnostics)
        }
        guard FilePaths.isInside(realContentRoot, realSiteRoot) else {
            diagnostics.append(.error(at: SourceLocation(file: contentFolderName),
                                      "\(contentFolderName)/ resolves to \(realContentRoot), outside the site"))
            return ([], diagnostics)
        }

        // Depth-first with an explicit stack; `visited` holds the real paths of folders already
        // walked, which stops symlink loops and double visits.
        var visited: Set<String> = [realContentRoot]
        var pending: [(relative: String, real: String)] = [("", realContentRoot)]
        while let folder = pending.popLast() {
            let entries: [(name: String, kind: FilePaths.Kind?)]
            switch FilePaths.entries(of: folder.real) {
            case .success(let listed): entries = listed.sorted { $0.name < $1.name }
            case .failure(let error):
                diagnostics.append(.error(at: SourceLocation(file: display(folder.relative)),
                                          "cannot read folder: \(error.reason)"))
                continue
            }
            var subfolders: [(String, String)] = []
            for (name, ownKind) in entries where !Self.isIgnored(name) {
                let relative = folder.relative.isEmpty ? name : folder.relative + "/" + name
                let path = folder.real + "/" + name
                let location = SourceLocation(file: display(relative), line: 1, column: 1)
                if path.utf8.count > OutputNameLimits.maximumPathBytes {
                    diagnostics.append(.error(at: location, FilePaths.tooLongMessage(path)))
                    continue
                }
                var target = path
                let kind: FilePaths.Kind
                if let ownKind {
                    kind = ownKind
                } else {
                    guard let resolved = FilePaths.realPath(path) else {
                        // Deleted since the folder was listed (a save's temporary): not part of the site.
                        if FilePaths.kindUnlessSymlink(of: path) == .missing { continue }
                        diagnostics.append(.error(at: location, "symlink cannot be resolved: \(FilePaths.resolutionProblem(path))"))
                        continue
                    }
                    guard FilePaths.isInside(resolved, realSiteRoot) else {
                        diagnostics.append(.error(at: location, "symlink points outside the site, to \(resolved)"))
                        continue
                    }
                    target = resolved
                    kind = FilePaths.kind(of: target)
                }
                switch kind {
                case .directory:
                    guard let real = FilePaths.realPath(target) else {
                        diagnostics.append(.error(at: location, "folder cannot be resolved: \(FilePaths.resolutionProblem(target))"))
                        continue
                    }
                    guard !visited.contains(real) else {
                        diagnostics.append(.error(at: location, "symlink loop: this folder is already part of the site"))
                        continue
                    }
                    visited.insert(real)
                    subfolders.append((relative, real))
                case .file:
                    guard FilePaths.isReadable(target) else {
                        if FilePaths.kind(of: target) == .missing { continue }
                        diagnostics.append(.error(at: location, "file is not readable (permission denied)"))
                        continue
                    }
                    let kind: ContentFile.Kind = NavigationOrder.isOrderFile(relativePath: relative)
                        ? .navigation : name.lowercased().hasSuffix(".md") ? .page : .asset
                    files.append(ContentFile(kind: kind, relativePath: relative,
                                             displayPath: display(relative), absolutePath: target))
                case .other:
                    diagnostics.append(.warning(at: location, "not a regular file or folder; skipped"))
                case .missing:
                    continue  // deleted since the folder was listed
                }
            }
            // Reverse so that popLast() walks folders in sorted order.
            pending.append(contentsOf: subfolders.reversed())
        }
        files.sort { $0.relativePath < $1.relativePath }
        return (files, diagnostics)
    }

    private func display(_ relative: String) -> String {
        relative.isEmpty ? contentFolderName : contentFolderName + "/" + relative
    }

    /// Hidden files and editors' scratch and backup files are never part of a site.
    static func isIgnored(_ name: String) -> Bool {
        EditorFiles.isIgnored(name)
    }
}
