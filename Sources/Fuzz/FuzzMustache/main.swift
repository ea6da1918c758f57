// Fuzz target: a set of Mustache templates parsed into a library and rendered, as the
// theme's are. The input is templates separated by NUL bytes: the first is `page`, each
// other one's first line is its name (the theme's partials are found by those names).
//
// A finding is a crash, a hang, or an error placed at a line the template does not have.
import FuzzSupport
import Mustache

let context = SampleContext.make()
FuzzDriver.run { bytes in
    var sources: [String: String] = [:]
    for (index, part) in FuzzInput.parts(bytes).enumerated() {
        if index == 0 {
            sources["page"] = FuzzInput.text(part)
            continue
        }
        let nameEnd = part.firstIndex(of: UInt8(ascii: "\n")) ?? part.endIndex
        let body = nameEnd < part.endIndex ? part[(nameEnd + 1)...] : []
        sources[FuzzInput.text(part[..<nameEnd])] = FuzzInput.text(body)
    }
    let library: TemplateLibrary
    do throws(TemplateError) {
        library = try TemplateLibrary(parsing: sources)
    } catch {
        TemplateErrorCheck.require(error, sources: sources)
        return
    }
    for error in library.missingReferences() { TemplateErrorCheck.require(error, sources: sources) }
    for missing in [TemplateLibrary.MissingTemplates.fail, .renderNothing] {
        var rendering = library
        rendering.missingTemplates = missing
        // Limits far below the defaults, so that an input reaching one takes milliseconds, not seconds.
        rendering.maximumSteps = 100_000
        rendering.maximumOutputBytes = 8 << 20
        do throws(TemplateError) {
            _ = try rendering.renderUTF8("page", context: context)
        } catch {
            TemplateErrorCheck.require(error, sources: sources)
        }
    }
}
