import SitegenCore

/// Reads and parses the templates (the site's over the default theme's) and checks that every
/// page's `layout` names one; runs on a site with errors too, so that one build reports all.
struct LoadTemplatesStep: BuildStep {
    let name = "Reading templates"

    func run(_ context: BuildContext) throws(BuildFailure) {
        let (templates, diagnostics) = TemplateSet.load(siteRoot: context.siteRoot)
        context.templates = templates
        context.diagnostics.append(contentsOf: diagnostics)
        for page in context.pages {
            guard let layout = page.frontMatter?.layout, !templates.has(layout) else { continue }
            let location = page.frontMatter?.node?["layout"]?.location ?? page.source?.location
                ?? SourceLocation(file: "Content")
            context.diagnostics.append(.error(
                at: location, "no template for layout '\(layout)': add Templates/\(layout)\(TemplateSet.templateExtension)"))
        }
    }
}
