import Foundation
import SitegenCore

/// Builds a site: reads `Content/`, renders every page and swaps the result in as the output.
public struct SiteBuilder: Sendable {
    /// The folders a build reads from, relative to the site root; the output may not overlap them.
    public static let sourceFolders = ["Content", "Templates"]

    public let options: BuildOptions
    public let siteRoot: String
    public let outputPath: String

    /// Checks where the build would write before anything is read or written.
    public init(options: BuildOptions) throws(OutputError) {
        self.options = options
        let root = FilePaths.absolute(options.siteRoot, relativeTo: options.workingDirectory)
        guard FilePaths.kind(of: root) == .directory else {
            throw OutputError("the site folder \(root) does not exist")
        }
        siteRoot = root
        let output = options.outputPath ?? (root + "/public")
        outputPath = try OutputLocation.resolve(
            output: output, siteRoot: root, sourceFolders: Self.sourceFolders,
            workingDirectory: options.workingDirectory
        ).get()
    }

    var steps: [any BuildStep] {
        // The link check runs before measuring, so that its errors stop the build with the others.
        [LoadConfigStep(), DiscoverContentStep(), ReadPagesStep(), LoadTemplatesStep(), PlanRoutesStep()]
            + (options.checksLinks ? [CheckLinksStep()] : [])
            + [MeasurePagesStep(), RenderPagesStep(), PublishThemeAssetsStep(), WriteOutputStep()]
    }

    /// Runs every step; throws `BuildFailure` with all errors found, or `OutputError` when the
    /// output cannot be written. Either way the previous output is left as it was.
    /// - Parameters:
    ///   - cache: work kept from an earlier build in this process (the preview server's);
    ///     the output is the same with or without it.
    ///   - keepsMemoryUntilExit: leaves what the build made allocated, for a process that
    ///     exits right after (`sitegen build`): freeing it object by object took one core
    ///     0.2–0.3 s after a 10,000-page build was done, and the exit frees it at once.
    public func build(
        cache: BuildCache? = nil, keepsMemoryUntilExit: Bool = false,
        progress: @escaping @Sendable (BuildEvent) -> Void = { _ in }
    ) throws -> BuildReport {
        let (report, context) = try run(cache: cache, progress: progress)
        if keepsMemoryUntilExit { _ = Unmanaged.passRetained(context) }
        return report
    }

    /// `build`, also handing back the context the steps filled (for the preview server to keep
    /// what an incremental rebuild needs).
    func run(cache: BuildCache?, progress: @escaping @Sendable (BuildEvent) -> Void = { _ in })
        throws -> (report: BuildReport, context: BuildContext) {
        let started = Date()
        let context = BuildContext(options: options, siteRoot: siteRoot, outputPath: outputPath, progress: progress,
                                   cache: cache)
        var stepSeconds: [(step: String, seconds: Double)] = []
        for step in steps {
            if step.requiresCleanInput && context.diagnostics.hasErrors {
                throw BuildFailure(context.diagnostics)
            }
            if step is PublishThemeAssetsStep { context.unpublishedThemeAssets = context.themeAssets }
            progress(.step(step.name))
            let stepStarted = Date()
            try step.run(context)
            stepSeconds.append((step.name, Date().timeIntervalSince(stepStarted)))
        }
        if context.diagnostics.hasErrors { throw BuildFailure(context.diagnostics) }
        let report = BuildReport(
            pageCount: context.pageCount,
            fileCount: context.assets.count,
            seconds: Date().timeIntervalSince(started), outputPath: outputPath,
            warnings: context.diagnostics.sorted, stepSeconds: stepSeconds,
            changedFiles: context.changedFiles)
        return (report, context)
    }
}
