import SitegenCore

/// One named step of a build; a build is a sequence of them (the shape of Publish's pipeline).
protocol BuildStep {
    /// Shown in the progress line (`Reading pages`).
    var name: String { get }
    /// True when the step must not run on a site that already has errors (rendering, writing);
    /// steps that only find problems run anyway, so that one build reports every error.
    var requiresCleanInput: Bool { get }
    func run(_ context: BuildContext) throws(BuildFailure)
}

extension BuildStep {
    var requiresCleanInput: Bool { false }
}
