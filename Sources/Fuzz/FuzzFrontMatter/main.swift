// Fuzz target: YAML as sitegen reads it, in the three places it does: a page's front
// matter (`DocumentReader.read` of `---` + the input + `---`), `sitegen.yml`
// (`SiteConfig.parse`), and the bare reader (`YAMLReader.read`).
//
// A finding is a crash, a hang, or an error located outside the text.
import FuzzSupport
import SitegenCore
import SitegenMarkdown

FuzzDriver.run { bytes in
    let page = Array("---\n".utf8) + bytes + Array("\n---\n# A page\n".utf8)
    let pageCheck = LocationCheck(file: "Content/fuzz.md", text: page)
    do throws(DiagnosticList) {
        let document = try DocumentReader.read(bytes: page, file: pageCheck.file)
        pageCheck.require(document.warnings)
    } catch {
        pageCheck.require(error.diagnostics)
    }

    let text = FuzzInput.text(bytes)
    let configCheck = LocationCheck(file: "sitegen.yml", text: Array(text.utf8))
    do throws(DiagnosticList) {
        _ = try SiteConfig.parse(text, file: configCheck.file)
    } catch {
        configCheck.require(error.diagnostics)
    }
    do throws(DiagnosticList) {
        _ = try YAMLReader.read(text, file: configCheck.file)
    } catch {
        configCheck.require(error.diagnostics)
    }
}
