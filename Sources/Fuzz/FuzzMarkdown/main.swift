// Fuzz target: one Markdown file, front matter and all, read as a page is
// (`DocumentReader.read`), with raw HTML kept or not.
//
// A finding is a crash, a hang, or an error located outside the file.
import FuzzSupport
import SitegenCore
import SitegenMarkdown

let file = "Content/fuzz.md"
FuzzDriver.run { bytes in
    // The last bit of the length picks the option, so that both ways are reached from every seed.
    let options = MarkdownOptions(unsafeHTML: bytes.count % 2 == 1)
    let check = LocationCheck(file: file, text: bytes)
    do throws(DiagnosticList) {
        let document = try DocumentReader.read(bytes: bytes, file: file, options: options)
        check.require(document.warnings)
    } catch {
        check.require(error.diagnostics)
    }
}
