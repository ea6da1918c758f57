import SitegenCore

/// Checks every page's links and images (`sitegen check`, `sitegen build --check`): each
/// broken one is an error of the build, at the link's place in the Markdown source.
struct CheckLinksStep: BuildStep {
    let name = "Checking links"
    let plan: SitePlan
    /// Every file of `Content/`, drafts included (a link to a draft is named as such).
    let files: [ContentFile]
    let templates: TemplateSet

    struct Output: Sendable {
        var findings: [CheckFinding]
        /// How many links and images were looked at.
        var linkCount: Int
    }

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> Output {
        let site = PublishedSite(plan: plan, files: files, stylesheet: templates.stylesheet, environment: environment)
        let check = LinkCheck(site: site)
        let results = environment.parallelMap(plan.pages, label: "Checking links") { check.check($0) }
        let findings = results.flatMap(\.findings)
        diagnostics.append(contentsOf: findings.map(\.diagnostic))
        return Output(findings: findings, linkCount: results.reduce(0) { $0 + $1.linkCount })
    }
}
