import SitegenCore
import SitegenSite

/// The process's exit status, and the one place where errors become messages and codes.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// The site's content, templates or config are wrong, or the output could not be written.
    case failure = 1
    /// The command line is wrong.
    case usage = 2

    /// Prints `error` for the user and returns the status it maps to; `command` is the one
    /// that ran (`sitegen build`), whose help a usage error points to.
    static func reporting(_ error: Error, command: String = "sitegen", on terminal: Terminal) -> ExitStatus {
        switch error {
        case let usage as UsageError:
            let help = usage.command == "sitegen" ? command : usage.command
            terminal.message("error: \(usage.message)\nSee '\(help) --help'.")
            return .usage
        case let location as LocationError:
            terminal.message("error: \(location.message)\nSee '\(command) --help'.")
            return .usage
        case let failure as BuildFailure:
            DiagnosticPrinter(terminal: terminal).print(failure.diagnostics.sorted)
            let count = failure.diagnostics.errors.count
            terminal.message("Build failed with \(count) error\(count == 1 ? "" : "s"); the previous output is unchanged.")
            return .failure
        case let diagnostics as DiagnosticList:
            DiagnosticPrinter(terminal: terminal).print(diagnostics.sorted)
            return .failure
        case let output as OutputError:
            terminal.message("error: \(output.message)")
            return .failure
        default:
            terminal.message("error: \(error)")
            return .failure
        }
    }
}
