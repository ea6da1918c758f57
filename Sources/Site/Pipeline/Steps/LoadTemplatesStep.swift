import SitegenCore

/// Reads and parses the templates (the site's over the default theme's) and checks that every
/// page's `layout` names one; runs on a site with errors too, so that one build reports all.
struct LoadTemplatesStep: BuildStep {
    let name = "Reading templates"
    let pages: [Page]

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> TemplateSet {
        let (templates, problems) = TemplateSet.load(siteRoot: environment.siteRoot)
        diagnostics.append(contentsOf: problems)
        for page in pages {
            guard let layout = page.frontMatter?.layout, !templates.has(layout) else { continue }
            let location = page.frontMatter?.node?["layout"]?.location ?? page.source?.location
                ?? SourceLocation(file: "Content")
            diagnostics.append(.error(
                at: location, "no template for layout '\(layout)': add Templates/\(layout)\(TemplateSet.templateExtension)"))
        }
        return templates
    }
}
