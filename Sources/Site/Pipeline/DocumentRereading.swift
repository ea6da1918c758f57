import Foundation
import SitegenCore
import SitegenMarkdown

/// The document of a page, read again when the page let it go (`DocumentExtract`): the same
/// bytes give the same document, and a file changed or removed since the build read it is an
/// error, as the pages already written were made from what was read.
enum DocumentRereading {
    /// `page`'s document: its own, or its file read again; nil for a page without Markdown.
    static func document(of page: Page, options: MarkdownOptions) -> Result<Document?, DiagnosticList> {
        if let document = page.document { return .success(document) }
        guard let extract = page.extract, let file = page.source else { return .success(nil) }
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            let problem = FilePaths.kind(of: file.absolutePath) == .missing
                ? "the file was removed while the site was built; build again" : "cannot read the file again"
            return .failure(DiagnosticList([.error(at: file.location, problem)]))
        }
        let bytes = [UInt8](data)
        guard DocumentExtract.digest(of: bytes) == extract.digest else {
            return .failure(DiagnosticList([.error(at: file.location, "the file changed while the site was built; build again")]))
        }
        do throws(DiagnosticList) {
            return .success(try DocumentReader.read(bytes: bytes, file: file.displayPath, options: options))
        } catch {
            return .failure(error)
        }
    }
}
