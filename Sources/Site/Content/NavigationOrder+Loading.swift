import Foundation
import SitegenCore
import SitegenMarkdown

extension NavigationOrder {
    /// Whether a file of `Content/` gives the order rather than being a page or an asset.
    static func isOrderFile(relativePath: String) -> Bool {
        relativePath == summaryFileName || relativePath == folderFileName || relativePath.hasSuffix("/" + folderFileName)
    }

    /// The order `files`' `SUMMARY.md` and `_nav.yml` files give, with the problems met
    /// (each at its line and column).
    static func load(from files: [ContentFile]) -> (order: NavigationOrder, diagnostics: [Diagnostic]) {
        let orderFiles = files.filter { $0.kind == .navigation }
        guard !orderFiles.isEmpty else { return (.none, []) }
        let pages = Set(files.filter { $0.kind == .page }.map(\.relativePath))
        var folders: Set<String> = []
        for file in files {
            var folder = file.folder
            while !folder.isEmpty {
                folders.insert(folder)
                folder = SiteIndex.parent(of: folder)
            }
        }
        var order = NavigationOrder()
        var diagnostics: [Diagnostic] = []
        // SUMMARY.md first: its ranks win over a folder's.
        let summaryFirst = orderFiles.filter { $0.relativePath == summaryFileName } + orderFiles.filter { $0.relativePath != summaryFileName }
        for file in summaryFirst {
            guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
                diagnostics.append(.error(at: file.location, "cannot read the file"))
                continue
            }
            if file.relativePath == summaryFileName {
                do throws(DiagnosticList) {
                    let document = try DocumentReader.read(bytes: Array(data), file: file.displayPath)
                    diagnostics += order.readSummary(document, pages: pages)
                } catch {
                    diagnostics += error.sorted
                }
                continue
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                diagnostics.append(.error(at: file.location, "not UTF-8 text"))
                continue
            }
            do throws(DiagnosticList) {
                let root = try YAMLReader.read(text, file: file.displayPath)
                diagnostics += order.readFolderFile(root, folder: file.folder, file: file.displayPath, pages: pages, folders: folders)
            } catch {
                diagnostics += error.sorted
            }
        }
        return (order, diagnostics)
    }
}
