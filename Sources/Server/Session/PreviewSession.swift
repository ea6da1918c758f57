import Dispatch
import Synchronization

/// What a rebuild produced, as the preview server needs to know it.
public enum RebuildOutcome: Equatable, Sendable {
    /// The build succeeded; pages at these URL paths (`/docs/a/`) have new content.
    case succeeded(changedPaths: [String])
    /// The build succeeded and any page may have changed (templates, theme, configuration).
    case succeededChangingEverything
    /// The build failed; each line reads `file:line:col: error: message`.
    case failed(diagnostics: [String])
}

/// `sitegen serve` without the command line: watch the sources, rebuild, publish.
///
/// Rebuilds run one at a time on their own queue. Changes reported while a rebuild runs
/// are merged and rebuilt together afterwards, so a burst of saves costs at most one
/// extra build. A failed build never ends the session: the browser shows the errors
/// and the next successful build replaces them.
public final class PreviewSession: Sendable {
    /// Rebuilds the site for the changed source files and says what changed in the output.
    public typealias Rebuild = @Sendable (FileChanges) -> RebuildOutcome

    public let server: PreviewServer
    private let rebuild: Rebuild
    private let onRebuild: @Sendable (RebuildOutcome, Duration) -> Void
    private let afterPublishing: (@Sendable () -> RebuildOutcome?)?
    private let queue = DispatchQueue(label: "sitegen.preview.rebuild")
    private let pending = Mutex<(changes: FileChanges?, scheduled: Bool, stopped: Bool)>((nil, false, false))
    private let watcher = Mutex<FileWatcher?>(nil)
    private let watchedPaths: [FileWatcher.WatchedPath]
    private let watcherOptions: FileWatcher.Options

    /// - Parameters:
    ///   - watching: the sources (`Content/`, `Templates/` as folders, the config as a file); never the output.
    ///   - onRebuild: told about each rebuild and how long it took (for the terminal).
    ///   - afterPublishing: work a rebuild left for after its pages reload (nil when none
    ///     waits), run before the next rebuild; what it changed is published too.
    public init(
        server: PreviewServer,
        watching: [FileWatcher.WatchedPath],
        watcherOptions: FileWatcher.Options = FileWatcher.Options(),
        rebuild: @escaping Rebuild,
        onRebuild: @escaping @Sendable (RebuildOutcome, Duration) -> Void = { _, _ in },
        afterPublishing: (@Sendable () -> RebuildOutcome?)? = nil
    ) {
        self.server = server
        self.watchedPaths = watching
        self.watcherOptions = watcherOptions
        self.rebuild = rebuild
        self.onRebuild = onRebuild
        self.afterPublishing = afterPublishing
    }

    /// Starts the server (throws on a busy port before building anything), builds once,
    /// then watches. Returns after the first build.
    public func start() throws(PreviewServerError) {
        try server.start()
        pending.withLock { $0.stopped = false }
        schedule(.everything)
        let watcher = FileWatcher(watching: watchedPaths, options: watcherOptions) { [weak self] changes in
            self?.schedule(changes)
        }
        self.watcher.withLock { $0 = watcher }
        watcher.start()
        waitUntilIdle()
    }

    /// Stops watching, lets a running rebuild finish, and stops the server.
    public func stop() {
        let watcher = self.watcher.withLock { watcher -> FileWatcher? in
            defer { watcher = nil }
            return watcher
        }
        watcher?.stop()
        pending.withLock { $0.stopped = true; $0.changes = nil }
        waitUntilIdle()
        server.stop()
    }

    /// Blocks until no rebuild is running or waiting.
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// Asks for a rebuild of `changes`, merged with any not yet started.
    public func schedule(_ changes: FileChanges) {
        let startDrain = pending.withLock { state -> Bool in
            guard !state.stopped else { return false }
            state.changes = state.changes?.merged(with: changes) ?? changes
            defer { state.scheduled = true }
            return !state.scheduled
        }
        if startDrain { queue.async { [self] in drain() } }
    }

    private func drain() {
        while true {
            let next = pending.withLock { state -> FileChanges? in
                defer { state.changes = nil }
                if state.changes == nil { state.scheduled = false }
                return state.changes
            }
            guard let changes = next else { return }
            let started = ContinuousClock.now
            let outcome = rebuild(changes)
            publish(outcome)
            onRebuild(outcome, started.duration(to: .now))
            if let followUp = afterPublishing?() { publish(followUp) }
        }
    }

    private func publish(_ outcome: RebuildOutcome) {
        switch outcome {
        case .succeeded(let paths): server.publish(changedPaths: paths)
        case .succeededChangingEverything: server.publishEverythingChanged()
        case .failed(let diagnostics): server.publish(buildFailure: diagnostics)
        }
    }
}
