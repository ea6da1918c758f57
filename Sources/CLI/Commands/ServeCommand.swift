import Foundation
import SitegenCore
import SitegenServer
import SitegenSite

/// `sitegen serve`: builds the site, serves it on loopback, rebuilds and reloads on change.
struct ServeCommand: Command {
    static let name = "serve"
    static let abstract = "Preview the site on a local web server that reloads on change."
    static let usage = ""
    static let options: [OptionSpec] = [
        SiteOptions.source,
        .value("host", "ADDRESS", help: "The address to listen on (default: 127.0.0.1, this machine only)."),
        .value("port", "N", help: "The port to listen on (default: 8080; 0 picks a free one)."),
        SiteOptions.drafts(),
        SiteOptions.offline,
        .value("output", "DIR", help: "Write the preview there (default: a private temporary folder)."),
        .flag("timings", help: "Print how long each step of every rebuild took."),
        .value("allow-host", "NAME", help: "Also answer requests for this host name (a forwarded or tunnelled name)."),
    ]
    static let discussion = """
        Pages are rebuilt when anything in Content/, Templates/ or sitegen.yml changes; open pages
        reload when their content changed and keep their scroll position. A build error shows in
        the browser with file:line:col, and the next good save recovers. Ctrl-C stops the server.
        """

    var options: BuildOptions
    var host: String
    var port: Int
    var allowedHosts: [String]
    var outputPath: String?
    var printsTimings: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = SiteOptions(arguments).buildOptions
        host = arguments.value("host") ?? "127.0.0.1"
        allowedHosts = arguments.value("allow-host").map { [$0] } ?? []
        outputPath = arguments.value("output")
        printsTimings = arguments.flag("timings")
        let portText = arguments.value("port") ?? "8080"
        guard let port = Int(portText), (0 ... 65535).contains(port) else {
            throw UsageError("--port needs a number from 0 to 65535, not '\(portText)'")
        }
        self.port = port
    }

    func run(_ terminal: Terminal) throws -> ExitStatus {
        let scratch = NSTemporaryDirectory() + "sitegen-serve-\(getpid())"
        let output = outputPath ?? scratch + "/public"
        defer { if outputPath == nil { try? FileManager.default.removeItem(atPath: scratch) } }
        // Links must work on the local server, whatever the config's baseURL says.
        var options = self.options
        options.baseURL = "/"
        let builder = try PreviewBuilder(options: options, outputPath: output)
        // A folder sitegen did not write would fail every build; say so now (status 1), as `sitegen build` does.
        try StagedOutput.checkReplaceable(builder.outputPath)
        let server = PreviewServer(configuration: .init(
            root: URL(fileURLWithPath: builder.outputPath), host: host, port: port, allowedHosts: allowedHosts))
        let root = URL(fileURLWithPath: builder.options.siteRoot)
        let session = PreviewSession(
            server: server, watching: Self.watchedPaths(of: root),
            rebuild: { [printsTimings] changes in
                Self.rebuild(builder, changes: changes, terminal: terminal, printsTimings: printsTimings)
            },
            onRebuild: { outcome, duration in Self.report(outcome, duration, terminal: terminal) },
            afterPublishing: { [printsTimings] in
                Self.finishDeferredWork(builder, terminal: terminal, printsTimings: printsTimings)
            })
        try session.start()
        terminal.message("Serving \(root.path) at \(server.url ?? "http://\(host):\(server.port)/") (Ctrl-C to stop)")
        Self.waitForInterrupt()
        terminal.message("Stopping.")
        session.stop()
        return .success
    }

    /// Content/ and Templates/ (recursively, each also once it appears: `sitegen init` makes
    /// no Templates/) and the config files; never the output.
    static func watchedPaths(of root: URL) -> [FileWatcher.WatchedPath] {
        SiteBuilder.sourceFolders.map { .folder(root.appendingPathComponent($0)) }
            + SiteConfig.fileNames.map { .file(root.appendingPathComponent($0)) }
    }

    /// Rebuilds for the watcher's report: only what the changed files reach, when the builder can tell.
    static func rebuild(_ builder: PreviewBuilder, changes: FileChanges, terminal: Terminal, printsTimings: Bool) -> RebuildOutcome {
        let changedPaths: [String]? = switch changes {
        case .paths(let paths): paths
        case .everything: nil
        }
        // The saved page reloads first; the search index follows (`finishDeferredWork`).
        let outcome = builder.rebuild(changedPaths: changedPaths, defersSearchIndex: true, progress: terminal.buildProgress)
        terminal.clearProgress()
        return rebuildOutcome(outcome, heading: { $0.isIncremental ? "Incremental rebuild:" : "Full rebuild:" },
                              terminal: terminal, printsTimings: printsTimings)
    }

    /// Writes the search index a rebuild left for after its pages reloaded, if one did; says
    /// how long it took, and which files, only with `--timings` (the rebuild's line said the rest).
    static func finishDeferredWork(_ builder: PreviewBuilder, terminal: Terminal, printsTimings: Bool) -> RebuildOutcome? {
        let started = ContinuousClock.now
        guard let outcome = builder.finishDeferredWork() else { return nil }
        let result = rebuildOutcome(outcome, heading: { $0.isIncremental ? "Search index:" : "Full rebuild:" },
                                    terminal: terminal, printsTimings: printsTimings)
        let wasIncremental = if case .success(let done) = outcome { done.report.isIncremental } else { false }
        if printsTimings || !wasIncremental { report(result, started.duration(to: .now), terminal: terminal) }
        return result
    }

    /// A rebuild's result as the session publishes it, its warnings or errors printed, and
    /// its steps' times under `heading` with `--timings`.
    private static func rebuildOutcome(
        _ outcome: Result<(report: BuildReport, changedURLs: [String]), BuildFailure>, heading: (BuildReport) -> String,
        terminal: Terminal, printsTimings: Bool
    ) -> RebuildOutcome {
        switch outcome {
        case .success(let result):
            DiagnosticPrinter(terminal: terminal).print(result.report.warnings)
            if printsTimings {
                terminal.message(heading(result.report))
                for (step, seconds) in result.report.stepSeconds {
                    terminal.message(String(format: "%8.1f ms  %@", seconds * 1000, step))
                }
            }
            return .succeeded(changedPaths: result.changedURLs)
        case .failure(let failure):
            DiagnosticPrinter(terminal: terminal).print(failure.diagnostics.sorted)
            return .failed(diagnostics: failure.diagnostics.sorted.map(\.description))
        }
    }

    static func report(_ outcome: RebuildOutcome, _ duration: Duration, terminal: Terminal) {
        let milliseconds = Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
        switch outcome {
        case .succeeded(let paths):
            terminal.message("Rebuilt in \(milliseconds) ms; \(paths.count) changed URL\(paths.count == 1 ? "" : "s")")
        case .succeededChangingEverything:
            terminal.message("Rebuilt in \(milliseconds) ms")
        case .failed(let lines):
            terminal.message("Build failed in \(milliseconds) ms with \(lines.count) error\(lines.count == 1 ? "" : "s"); the browser shows them")
        }
    }

    /// Blocks until SIGINT or SIGTERM.
    static func waitForInterrupt() {
        let stop = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        stop.wait()
        sources.forEach { $0.cancel() }
    }
}
