/// Lists every page and asset under `Content/`.
struct DiscoverContentStep: BuildStep {
    let name = "Finding content"

    func run(_ context: BuildContext) throws(BuildFailure) {
        let found = ContentDiscovery(siteRoot: context.siteRoot).discover()
        context.files = found.files
        context.diagnostics.append(contentsOf: found.diagnostics)
    }
}
