import Foundation
import SitegenCore
import Synchronization

/// Builds a site again and again for the preview server, into a private output folder.
///
/// What the preview shows is exactly what `sitegen build` would write. When the caller says
/// which files changed and they are Markdown pages the last build read, only those pages are
/// read, measured and rendered again, with the outputs that show what changed of them
/// (`IncrementalRebuild`); anything else runs the whole pipeline, where pages whose files did
/// not change are not parsed again. Only changed output files are written, and the changed
/// URLs are reported, so that only the pages showing them reload.
public final class PreviewBuilder: Sendable {
    public let options: BuildOptions
    public let outputPath: String
    /// Parsed pages and the last output's fingerprints, kept between rebuilds.
    private let cache = BuildCache()

    private struct State: Sendable {
        /// What the last successful build computed; nil before the first.
        var snapshot: PreviewSnapshot?
        /// Files changed since the last successful build (nil: anything may have).
        var pending: Set<String>? = nil
    }
    private let state = Mutex(State())

    /// Prepares a builder whose output goes to `outputPath` (a folder sitegen owns);
    /// `outputPath` then holds its absolute form.
    public init(options: BuildOptions, outputPath: String) throws(LocationError) {
        var options = options
        options.outputPath = outputPath
        options.reportsChangedFiles = true
        // Check the location once; every rebuild goes to the same place.
        let resolved = try SiteBuilder(options: options)
        options.siteRoot = resolved.siteRoot
        options.outputPath = resolved.outputPath
        self.options = options
        self.outputPath = resolved.outputPath
    }

    /// Rebuilds after `changedPaths` (absolute paths of files created, changed or deleted)
    /// changed, or after anything did (nil). The outcome: the URL paths whose content
    /// changed, or every error. After a failure, the next rebuild covers these changes too.
    /// A full build reports its steps to `progress`, as `sitegen build` does.
    ///
    /// With `defersSearchIndex`, a rebuild of saved pages leaves the search index to
    /// `finishDeferredWork`, so that the pages reload first: on a large site, merging the
    /// index again is most of the rebuild.
    public func rebuild(
        changedPaths: [String]? = nil, defersSearchIndex: Bool = false,
        progress: @escaping @Sendable (BuildEvent) -> Void = { _ in }
    ) -> Result<(report: BuildReport, changedURLs: [String]), BuildFailure> {
        // One rebuild at a time: the state is taken and put back by the same call.
        state.withLock { state in
            if let changedPaths, state.pending != nil {
                state.pending?.formUnion(changedPaths)
            } else {
                state.pending = nil
            }
            let outcome = rebuild(&state, defersSearchIndex: defersSearchIndex, progress: progress)
            if case .success = outcome { state.pending = [] }
            return outcome.map(Self.withChangedURLs)
        }
    }

    /// Writes what the last rebuilds deferred (the search index), as a full build would have
    /// it; nil when nothing waits. Should the index need files it has not got, the whole site
    /// is built again; should writing fail, the next rebuild is a full one.
    public func finishDeferredWork() -> Result<(report: BuildReport, changedURLs: [String]), BuildFailure>? {
        state.withLock { state in
            guard let snapshot = state.snapshot, !snapshot.searchIndexBehind.isEmpty else { return nil }
            state.snapshot = nil
            var incremental = IncrementalRebuild(snapshot: consume snapshot, options: options, siteRoot: options.siteRoot,
                                                 outputPath: outputPath, cache: cache)
            switch incremental.updateDeferredSearchIndex() {
            case .built(let report):
                state.snapshot = incremental.snapshot
                return .success(Self.withChangedURLs(report))
            case .failed(let failure):
                return .failure(failure)
            case .fallBack:
                return fullRebuild(&state, progress: { _ in }).map(Self.withChangedURLs)
            }
        }
    }

    private static func withChangedURLs(_ report: BuildReport) -> (report: BuildReport, changedURLs: [String]) {
        (report, Set(report.changedFiles.map(Route.urlPath(ofOutputFile:))).sorted())
    }

    private func rebuild(_ state: inout State, defersSearchIndex: Bool, progress: @escaping @Sendable (BuildEvent) -> Void)
        -> Result<BuildReport, BuildFailure> {
        if let pending = state.pending, let snapshot = state.snapshot {
            // The rebuild owns the only copy, so that it updates the snapshot in place.
            state.snapshot = nil
            var incremental = IncrementalRebuild(snapshot: consume snapshot, options: options, siteRoot: options.siteRoot,
                                                 outputPath: outputPath, cache: cache)
            incremental.defersSearchIndex = defersSearchIndex
            let outcome = incremental.run(changedPaths: Array(pending))
            // A half-updated snapshot is dropped: the next rebuild is then a full one.
            switch outcome {
            case .built(let report):
                state.snapshot = incremental.snapshot
                return .success(report)
            case .failed(let failure):
                if incremental.snapshotIsIntact { state.snapshot = incremental.snapshot }
                return .failure(failure)
            case .fallBack:
                if incremental.snapshotIsIntact { state.snapshot = incremental.snapshot }
            }
        }
        return fullRebuild(&state, progress: progress)
    }

    private func fullRebuild(_ state: inout State, progress: @escaping @Sendable (BuildEvent) -> Void)
        -> Result<BuildReport, BuildFailure> {
        do {
            let build = try SiteBuilder(options: options).run(cache: cache, progress: progress)
            state.snapshot = PreviewSnapshot(build)
            return .success(build.report)
        } catch let failure as BuildFailure {
            return .failure(failure)
        } catch {
            let location = SourceLocation(file: options.siteRoot)
            return .failure(BuildFailure(DiagnosticList([.error(at: location, "\(error)")])))
        }
    }
}

extension Route {
    /// The URL path that serves an output file: `docs/a/index.html` → `/docs/a/`.
    public static func urlPath(ofOutputFile file: String) -> String {
        if file == "index.html" { return "/" }
        if file.hasSuffix("/index.html") { return "/" + file.dropLast("index.html".count) }
        return "/" + file
    }
}
