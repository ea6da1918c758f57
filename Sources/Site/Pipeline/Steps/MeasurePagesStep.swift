import SitegenComposition
import SitegenCore
import SitegenLayout
import SitegenMarkdown
import SitegenText

/// Composes every page's content (what `#sg-content` holds: its tags' chips and its body)
/// and measures it at every width variant of the theme, in parallel: each page's composition
/// and measurements, by route. Warns, with file:line, about what it cannot measure.
struct MeasurePagesStep: BuildStep {
    let name = "Measuring pages"
    var requiresCleanInput: Bool { true }
    /// The pages to measure (those without a document have no content).
    let pages: [Page]
    let config: SiteConfig
    /// The sizes of the remote images they show (`ReadRemoteImageSizesStep`).
    let remoteImages: RemoteImageSizes
    /// The interface strings of the pages' languages, for callouts' default titles.
    let strings: SiteStrings

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure)
        -> [Route: ComposedPage] {
        let measurer = try Self.measurer(config: config, environment: environment, remoteImages: remoteImages,
                                         strings: strings, diagnostics: &diagnostics)
        let measured = environment.parallelMap(pages, label: "Measuring pages") { measurer.measure($0) }
        var contents: [Route: ComposedPage] = [:]
        var reread = DiagnosticList()
        for (page, result) in zip(pages, measured) {
            switch result {
            case .success(let composed?):
                contents[page.route] = composed
                diagnostics.append(contentsOf: composed.warnings)
            case .success(nil): break
            case .failure(let problems): reread.append(contentsOf: problems)
            }
        }
        if !reread.isEmpty {
            diagnostics.append(contentsOf: reread)
            throw BuildFailure(diagnostics)
        }
        return contents
    }

    /// What measures a page, with the theme's typesetter; the build stops without it.
    static func measurer(config: SiteConfig, environment: BuildEnvironment, remoteImages: RemoteImageSizes,
                         strings: SiteStrings, diagnostics: inout DiagnosticList) throws(BuildFailure) -> PageMeasurer {
        let typesetter = try typesetter(.standard, environment: environment, diagnostics: &diagnostics)
        return PageMeasurer(typesetter: typesetter, environment: environment, remoteImages: remoteImages, strings: strings,
                            markdownOptions: MarkdownOptions(unsafeHTML: config.unsafe))
    }

    /// The theme's typesetter; the build stops without it.
    static func typesetter(_ theme: ThemeGeometry, environment: BuildEnvironment, diagnostics: inout DiagnosticList)
        throws(BuildFailure) -> Typesetter {
        switch ThemeTypesetter.load(theme) {
        case .success(let loaded):
            return loaded
        case .failure(let error):
            diagnostics.append(.error(at: SourceLocation(file: environment.siteRoot), "cannot load the theme's fonts: \(error)"))
            throw BuildFailure(diagnostics)
        }
    }
}
