import Foundation
import SitegenCore
import SitegenSite

/// `sitegen merge`: joins the parts of a sharded build (`sitegen build --shard K/N`) into the
/// site, the same bytes `sitegen build` writes.
struct MergeCommand: Command {
    static let name = "merge"
    static let abstract = "Join the parts of a sharded build into the site."
    static let usage = "PART..."
    static let maxPositionals = Shard.maximumCount
    static let options: [OptionSpec] = [
        SiteOptions.source,
        .value("output", "DIR", help: "Where to write the site (default: public/ in the site's folder)."),
        SiteOptions.drafts("Drafts were included in the parts (give what the shards were given)."),
        .value("base-url", "URL", help: "The --base-url the shards were built with."),
        .flag("check", help: "Check links, anchors and images of the whole site first; a broken one fails the merge."),
        .flag("timings", help: "Print how long each step of the merge took."),
        LogOptions.verbose, LogOptions.quiet,
    ]
    static let discussion = """
        Each PART is the --output folder of one 'sitegen build --shard K/N'; every shard of the
        build is needed, each once, built from the same sources and options as the site in
        --source (a digest in each part says so). The merge subsets the fonts for the whole
        site, names the theme's files by their hash, copies Content/'s files, and replaces the
        output folder as a whole, as a build does: a failed merge leaves it as it was.
        Exit status: 0 on success, 1 when the parts or the site have errors, 2 for usage errors.
        """

    var options: BuildOptions
    var parts: [String]
    var printsTimings: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = SiteOptions(arguments).buildOptions
        options.outputPath = arguments.value("output")
        options.baseURL = arguments.value("base-url")
        options.checksLinks = arguments.flag("check")
        printsTimings = arguments.flag("timings")
        parts = arguments.positionals
        guard !parts.isEmpty else { throw UsageError("merge needs the parts to join: sitegen merge PART...") }
        if let url = options.baseURL, let problem = SiteConfig.problem(withBaseURL: url) {
            throw UsageError("--base-url '\(url)' \(problem)")
        }
    }

    func run(_ terminal: Terminal) throws -> ExitStatus {
        let builder = try SiteBuilder(options: options)
        InterruptHandler.install(on: terminal)
        defer { InterruptHandler.buildEnded() }
        let report = try builder.merge(parts: parts, version: SitegenCommand.version, progress: terminal.buildProgress)
        terminal.clearProgress()
        DiagnosticPrinter(terminal: terminal).print(report.warnings)
        if printsTimings {
            for (step, seconds) in report.stepSeconds {
                terminal.note(String(format: "%8.1f ms  %@", seconds * 1000, step))
            }
        }
        terminal.note("Merged \(parts.count) part\(parts.count == 1 ? "" : "s"): " + report.summary)
        return .success
    }
}
