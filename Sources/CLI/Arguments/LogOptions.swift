/// How much a command prints: `--verbose` lists every warning, `--quiet` only errors; by
/// default warnings of one kind are summed up, so that a build's log fits a screen.
enum LogOptions {
    static let verbose = OptionSpec.flag("verbose", help: "List every warning (by default, warnings of one kind are summed up).")
    static let quiet = OptionSpec.flag("quiet", help: "Print errors only: no progress, warnings or summary.")

    static func verbosity(_ arguments: ParsedArguments) throws(UsageError) -> DiagnosticPrinter.Verbosity {
        switch (arguments.flag("verbose"), arguments.flag("quiet")) {
        case (true, true): throw UsageError("--verbose and --quiet cannot be given together")
        case (true, false): return .everything
        case (false, true): return .errorsOnly
        case (false, false): return .summed
        }
    }
}
