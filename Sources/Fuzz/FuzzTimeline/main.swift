// Fuzz target: the YAML of a `timeline` or `steps` fenced block (the first byte picks
// which), read inside a page as the Markdown reader reads it, item details included.
//
// A finding is a crash, a hang, or an error located outside the page.
import FuzzSupport
import SitegenCore
import SitegenMarkdown

let file = "Content/fuzz.md"
// Longer than any fence the input is likely to hold, so the block ends where the input does.
let fence = String(repeating: "`", count: 12)
FuzzDriver.run { bytes in
    let style = bytes.first.map { $0 % 2 == 0 ? "timeline" : "steps" } ?? "timeline"
    let page = Array("# Events\n\n\(fence)\(style)\n".utf8) + bytes.dropFirst() + Array("\n\(fence)\n".utf8)
    let check = LocationCheck(file: file, text: page)
    do throws(DiagnosticList) {
        let document = try DocumentReader.read(bytes: page, file: file)
        check.require(document.warnings)
    } catch {
        check.require(error.diagnostics)
    }
}
