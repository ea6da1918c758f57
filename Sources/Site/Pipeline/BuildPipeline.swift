import Foundation
import SitegenCore

/// Runs the steps of a build one after another: names each in the progress, times it, and
/// keeps the diagnostics every step reports. A step that needs clean input does not start
/// once an earlier one found an error, unless the pipeline only checks the site.
struct BuildPipeline {
    let environment: BuildEnvironment
    /// Whether steps that need clean input run on a site with errors too: `sitegen check`
    /// writes nothing, and reports everything every step finds.
    let runsEveryStep: Bool
    private(set) var diagnostics = DiagnosticList()
    /// Each step run, with its wall-clock seconds, in order.
    private(set) var stepSeconds: [(step: String, seconds: Double)] = []

    init(_ environment: BuildEnvironment, runsEveryStep: Bool = false) {
        self.environment = environment
        self.runsEveryStep = runsEveryStep
    }

    mutating func run<Step: BuildStep>(_ step: consuming Step) throws(BuildFailure) -> Step.Output {
        let name = step.name
        if step.requiresCleanInput && diagnostics.hasErrors && !runsEveryStep { throw BuildFailure(diagnostics) }
        environment.progress(.step(name))
        let started = Date()
        defer { stepSeconds.append((name, Date().timeIntervalSince(started))) }
        return try step.run(in: environment, diagnostics: &diagnostics)
    }

    /// Throws when a step reported an error that did not stop the build at once.
    func finish() throws(BuildFailure) {
        if diagnostics.hasErrors { throw BuildFailure(diagnostics) }
    }
}
