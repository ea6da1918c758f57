import SitegenCore

/// Reads `sitegen.yml` (or uses the defaults) and applies the command line's overrides.
struct LoadConfigStep: BuildStep {
    let name = "Reading the config"

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> SiteConfig {
        var config: SiteConfig
        do {
            config = try SiteConfig.load(siteRoot: environment.siteRoot)
        } catch {
            // Content cannot be read right without the config (`unsafe`, `language`): stop here.
            diagnostics.append(contentsOf: error)
            throw BuildFailure(diagnostics)
        }
        if let baseURL = environment.options.baseURL {
            config.baseURL = SiteConfig.normalizedBaseURL(baseURL)
        }
        return config
    }
}
