import Foundation
import SitegenSite

/// `sitegen check`: finds broken links, anchors and images, output-path collisions and
/// unmeasured embeds, without writing anything.
struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "Check links, anchors, images and embeds without building."
    static let usage = ""
    static let options: [OptionSpec] = [
        SiteOptions.source,
        SiteOptions.drafts("Include pages marked 'draft: true' (their links are checked, links to them work)."),
        SiteOptions.offline,
        .value("format", "FORMAT", help: "'text' (default): file:line:col lines on stderr; 'json': a report on stdout."),
        .flag("warnings-as-errors", help: "Fail on warnings (unmeasured embeds) too."),
        LogOptions.verbose, LogOptions.quiet,
    ]
    static let discussion = """
        Every link and image written in a page is resolved as the build resolves it: relative to
        the Markdown file, '.md' files to their pages, '/…' from the site's root, '#id' against
        the target page's section ids, footnotes and ids. Links with a scheme (https:, mailto:)
        or starting with // are not checked. Inside GitHub Actions, findings are also printed as
        annotations. Exit status: 0 when no errors were found, 1 otherwise, 2 for usage errors.
        """

    enum Format: String {
        case text, json
    }

    var options: BuildOptions
    var format: Format
    var warningsAsErrors: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = SiteOptions(arguments).buildOptions
        let formatText = arguments.value("format") ?? Format.text.rawValue
        guard let format = Format(rawValue: formatText) else {
            throw UsageError("--format needs 'text' or 'json', not '\(formatText)'")
        }
        self.format = format
        warningsAsErrors = arguments.flag("warnings-as-errors")
    }

    func run(_ terminal: Terminal) throws -> ExitStatus {
        let checker = try SiteChecker(options: options)
        let report = checker.check(progress: terminal.buildProgress)
        terminal.clearProgress()
        let diagnostics = report.findings.map(\.diagnostic)
        switch format {
        case .text:
            DiagnosticPrinter(terminal: terminal).print(diagnostics)
            terminal.note(report.summary)
        case .json:
            terminal.output(report.json)
            DiagnosticPrinter(terminal: terminal).printAnnotations(diagnostics)
        }
        return report.fails(warningsAsErrors: warningsAsErrors) ? .failure : .success
    }
}
