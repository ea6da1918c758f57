import Foundation
import SitegenCore

/// Checks a site without building it (`sitegen check`): broken links, anchors and images,
/// output-path collisions, what the layout engine cannot measure, and every other problem
/// the build's reading and planning steps report. Never writes anything.
public struct SiteChecker: Sendable {
    public let options: BuildOptions
    public let siteRoot: String

    /// Checks that the site's folder exists; the output options are ignored.
    public init(options: BuildOptions) throws(LocationError) {
        self.options = options
        let root = FilePaths.absolute(options.siteRoot, relativeTo: options.workingDirectory)
        guard FilePaths.kind(of: root) == .directory else {
            throw LocationError("the site folder \(root) does not exist")
        }
        siteRoot = root
    }

    /// Runs the build's reading, planning and measuring steps and the link check; every
    /// problem they find is a finding, whatever step found it.
    public func check(progress: @escaping @Sendable (BuildEvent) -> Void = { _ in }) -> CheckReport {
        var run = CheckRun(BuildPipeline(BuildEnvironment(options: options, siteRoot: siteRoot, outputPath: "", progress: progress),
                                         runsEveryStep: true))
        guard let config = run.step(LoadConfigStep()), let files = run.step(DiscoverContentStep()),
              let pages = run.step(ReadPagesStep(files: files, config: config))?.pages,
              let templates = run.step(LoadTemplatesStep(pages: pages)) else { return run.report() }
        run.pageCount = pages.count { $0.hasMarkdown }
        let planned = run.diagnosticCount
        guard let plan = run.step(PlanRoutesStep(pages: pages, files: files, templates: templates, config: config), kind: nil)
        else { return run.report() }
        run.classify(since: planned) { plan.routeCollisions.contains($0) ? .duplicateOutput : .build }
        // The link check's findings carry their own kinds.
        if let links = run.step(CheckLinksStep(plan: plan, files: files, templates: templates), kind: nil) {
            run.findings += links.findings
            run.linkCount = links.linkCount
        }
        // Measured even when other steps found errors, so that one check reports everything.
        let remoteImages = run.step(ReadRemoteImageSizesStep(pages: plan.pages)) { _ in .unmeasuredEmbed } ?? RemoteImageSizes()
        _ = run.step(MeasurePagesStep(pages: plan.pages, config: config, remoteImages: remoteImages, strings: plan.strings)) { diagnostic in
            guard diagnostic.severity == .warning else { return .build }
            return diagnostic.message.hasPrefix("no font of the theme") ? .unmeasuredText : .unmeasuredEmbed
        }
        return run.report()
    }
}

/// A check's steps and what they found so far.
private struct CheckRun {
    var pipeline: BuildPipeline
    var findings: [CheckFinding] = []
    var pageCount = 0
    var linkCount = 0

    init(_ pipeline: BuildPipeline) { self.pipeline = pipeline }

    /// Runs `step`; its diagnostics become findings of `kind` (none when nil: the step gives
    /// its own). Nil when the step stopped the run (a config that cannot be read, no fonts).
    mutating func step<Step: BuildStep>(_ step: Step, kind: ((Diagnostic) -> CheckFinding.Kind)? = { _ in .build })
        -> Step.Output? {
        let before = diagnosticCount
        let output = try? pipeline.run(step)
        if let kind { classify(since: before, kind: kind) }
        return output
    }

    var diagnosticCount: Int { pipeline.diagnostics.diagnostics.count }

    /// The diagnostics from `start` on, as findings of `kind`.
    mutating func classify(since start: Int, kind: (Diagnostic) -> CheckFinding.Kind) {
        for diagnostic in pipeline.diagnostics.diagnostics[start...] { findings.append(CheckFinding(kind(diagnostic), diagnostic)) }
    }

    func report() -> CheckReport {
        // A missing image is not also reported as an image of unknown size: one finding per link.
        let errorPlaces = Set(findings.filter { $0.severity == .error }.map(\.location))
        let kept = findings.filter { finding in
            !(finding.severity == .warning && [.unmeasuredEmbed, .unmeasuredText].contains(finding.kind)
                && errorPlaces.contains(finding.location))
        }
        return CheckReport(findings: kept, pageCount: pageCount, linkCount: linkCount)
    }
}
