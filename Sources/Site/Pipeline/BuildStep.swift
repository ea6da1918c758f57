import SitegenCore

/// One named step of a build: its inputs are its stored properties, its result what `run`
/// returns; a build is a sequence of them run by a `BuildPipeline` (the shape of Publish's).
protocol BuildStep {
    associatedtype Output

    /// Shown in the progress line (`Reading pages`) and in `--timings`.
    var name: String { get }
    /// True when the step must not run on a site that already has errors (rendering, writing);
    /// steps that only find problems run anyway, so that one build reports every error.
    var requiresCleanInput: Bool { get }

    /// Does the step's work, adding what it finds to `diagnostics`; throws (with every
    /// diagnostic so far) when the build cannot go on. The step is consumed: one that takes
    /// large inputs (rendered pages) can let each go as it is done with it.
    consuming func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) throws(BuildFailure) -> Output
}

extension BuildStep {
    var requiresCleanInput: Bool { false }
}
