/// Checks every page's links and images (`sitegen check`, `sitegen build --check`): each
/// broken one is an error of the build, at the link's place in the Markdown source.
struct CheckLinksStep: BuildStep {
    let name = "Checking links"

    func run(_ context: BuildContext) throws(BuildFailure) {
        let check = LinkCheck(site: PublishedSite(context))
        let results = context.parallelMap(context.pages, label: "Checking links") { check.check($0) }
        context.linkFindings = results.flatMap(\.findings)
        context.checkedLinkCount = results.reduce(0) { $0 + $1.linkCount }
        context.diagnostics.append(contentsOf: context.linkFindings.map(\.diagnostic))
    }
}
