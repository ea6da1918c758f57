import Foundation
import SitegenCore
import SitegenSite

/// `sitegen build`: builds the site into its output folder, atomically.
struct BuildCommand: Command {
    static let name = "build"
    static let abstract = "Build the site into its output folder."
    static let usage = ""
    static let options: [OptionSpec] = [
        SiteOptions.source,
        .value("output", "DIR", help: "Where to write the site (default: public/ in the site's folder)."),
        SiteOptions.drafts(),
        SiteOptions.offline,
        .value("base-url", "URL", help: "Override the config's baseURL (for a site served under a sub-path)."),
        .flag("timings", help: "Print how long each step of the build took."),
        .flag("precompress", help: "Also write .gz and .br siblings of text files of 1 KB or more, for servers that send them."),
        .value("shard", "K/N", help: "Render only shard K of N into --output, as a part for 'sitegen merge' (CI matrices)."),
        .flag("check", help: "Check links, anchors and images first (as 'sitegen check'); a broken one fails the build."),
        LogOptions.verbose, LogOptions.quiet,
    ]
    static let discussion = """
        The output folder is replaced as a whole, and only when the build succeeds: a failed or
        interrupted build leaves the previous output exactly as it was.
        The published fonts are cached in ~/.cache/sitegen (SITEGEN_CACHE_DIR: elsewhere; empty: off).
        Exit status: 0 on success, 1 when the content, templates or config have errors, 2 for usage errors.
        """

    var options: BuildOptions
    var printsTimings: Bool
    /// The shard to build as a part, with `--shard`.
    var shard: Shard?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = SiteOptions(arguments).buildOptions
        options.outputPath = arguments.value("output")
        options.baseURL = arguments.value("base-url")
        printsTimings = arguments.flag("timings")
        options.checksLinks = arguments.flag("check")
        options.precompresses = arguments.flag("precompress")
        if let text = arguments.value("shard") {
            guard let shard = Shard(text) else {
                throw UsageError("--shard needs K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount), such as 2/4, not '\(text)'")
            }
            if options.precompresses { throw UsageError("--precompress is for the merge of the parts, not for --shard") }
            self.shard = shard
        }
        if let url = options.baseURL, url.isEmpty {
            throw UsageError("--base-url needs a URL, such as https://example.org/docs/")
        }
        if let url = options.baseURL, let problem = SiteConfig.problem(withBaseURL: url) {
            throw UsageError("--base-url '\(url)' \(problem)")
        }
    }

    func run(_ terminal: Terminal) throws -> ExitStatus {
        let builder = try SiteBuilder(options: options)
        InterruptHandler.install(on: terminal)
        defer { InterruptHandler.buildEnded() }
        let progress = terminal.buildProgress
        let report = if let shard {
            try builder.buildShard(shard, version: SitegenCommand.version, progress: progress)
        } else {
            try builder.build(keepsMemoryUntilExit: true, progress: progress)
        }
        terminal.clearProgress()
        DiagnosticPrinter(terminal: terminal).print(report.warnings)
        if printsTimings {
            for (step, seconds) in report.stepSeconds {
                terminal.note(String(format: "%8.1f ms  %@", seconds * 1000, step))
            }
        }
        terminal.note(shard.map { "Shard \($0): " + report.summary } ?? report.summary)
        return .success
    }
}
