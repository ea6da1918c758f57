import SitegenCore

/// Lists every page and asset under `Content/`.
struct DiscoverContentStep: BuildStep {
    let name = "Finding content"

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> [ContentFile] {
        let found = ContentDiscovery(siteRoot: environment.siteRoot).discover()
        diagnostics.append(contentsOf: found.diagnostics)
        return found.files
    }
}
