import SitegenCore

/// Reads `sitegen.yml` (or uses the defaults) and applies the command line's overrides.
struct LoadConfigStep: BuildStep {
    let name = "Reading the config"

    func run(_ context: BuildContext) throws(BuildFailure) {
        do {
            context.config = try SiteConfig.load(siteRoot: context.siteRoot)
        } catch {
            // Content cannot be read right without the config (`unsafe`, `language`): stop here.
            context.diagnostics.append(contentsOf: error)
            throw BuildFailure(context.diagnostics)
        }
        if let baseURL = context.options.baseURL {
            context.config.baseURL = SiteConfig.normalizedBaseURL(baseURL)
        }
    }
}
