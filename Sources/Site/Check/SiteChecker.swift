import Foundation
import SitegenCore

/// Checks a site without building it (`sitegen check`): broken links, anchors and images,
/// output-path collisions, what the layout engine cannot measure, and every other problem
/// the build's reading and planning steps report. Never writes anything.
public struct SiteChecker: Sendable {
    public let options: BuildOptions
    public let siteRoot: String

    /// Checks that the site's folder exists; the output options are ignored.
    public init(options: BuildOptions) throws(OutputError) {
        self.options = options
        let root = FilePaths.absolute(options.siteRoot, relativeTo: options.workingDirectory)
        guard FilePaths.kind(of: root) == .directory else {
            throw OutputError("the site folder \(root) does not exist")
        }
        siteRoot = root
    }

    /// Runs the build's reading, planning and measuring steps and the link check; every
    /// problem they find is a finding, whatever step found it.
    public func check(progress: @escaping @Sendable (BuildEvent) -> Void = { _ in }) -> CheckReport {
        let context = BuildContext(options: options, siteRoot: siteRoot, outputPath: "", progress: progress)
        var findings: [CheckFinding] = []

        /// Runs `step`; false when it stopped the run (a config that cannot be read, no fonts).
        func run(_ step: any BuildStep, kind: (Diagnostic) -> CheckFinding.Kind) -> Bool {
            progress(.step(step.name))
            let before = context.diagnostics.diagnostics.count
            var finished = true
            do { try step.run(context) } catch { finished = false }
            for diagnostic in context.diagnostics.diagnostics[before...] {
                findings.append(CheckFinding(kind(diagnostic), diagnostic))
            }
            return finished
        }

        let reading: [any BuildStep] = [LoadConfigStep(), DiscoverContentStep(), ReadPagesStep(), LoadTemplatesStep()]
        for step in reading {
            guard run(step, kind: { _ in .build }) else { return report(findings, context) }
        }
        _ = run(PlanRoutesStep()) { context.routeCollisions.contains($0) ? .duplicateOutput : .build }
        // The link check's findings carry their own kinds.
        let links = CheckLinksStep()
        progress(.step(links.name))
        try? links.run(context)
        findings += context.linkFindings
        // Measured even when other steps found errors, so that one check reports everything.
        _ = run(MeasurePagesStep()) { diagnostic in
            guard diagnostic.severity == .warning else { return .build }
            return diagnostic.message.hasPrefix("no font of the theme") ? .unmeasuredText : .unmeasuredEmbed
        }
        return report(findings, context)
    }

    private func report(_ findings: [CheckFinding], _ context: BuildContext) -> CheckReport {
        // A missing image is not also reported as an image of unknown size: one finding per link.
        let errorPlaces = Set(findings.filter { $0.severity == .error }.map(\.location))
        let kept = findings.filter { finding in
            !(finding.severity == .warning && [.unmeasuredEmbed, .unmeasuredText].contains(finding.kind)
                && errorPlaces.contains(finding.location))
        }
        return CheckReport(findings: kept, pageCount: context.pages.count { $0.document != nil },
                           linkCount: context.checkedLinkCount)
    }
}
