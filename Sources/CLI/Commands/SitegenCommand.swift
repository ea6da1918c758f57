import Foundation

/// The `sitegen` command itself: picks the subcommand, answers `--help` and `--version`.
public enum SitegenCommand {
    public static let version = "0.1.0"

    static var commands: [any Command.Type] { [BuildCommand.self, CheckCommand.self, ServeCommand.self, MergeCommand.self, InitCommand.self, LayoutCommand.self] }

    static var helpText: String {
        var lines = ["sitegen \(version): a static site generator for layout-driven pages.", "",
                     "Usage: sitegen <command> [options]", "", "Commands:"]
        let width = commands.map { $0.name.count }.max() ?? 0
        for command in commands {
            lines.append("  " + command.name.padding(to: width) + "  " + command.abstract)
        }
        lines += ["", "Options:", "  -h, --help  Show this help.", "  --version   Show the version.", "",
                  "See 'sitegen <command> --help' for a command's options."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs the command line and returns the process's exit status; never exits by itself.
    public static func main(_ arguments: [String], terminal: Terminal = Terminal()) -> ExitStatus {
        guard let first = arguments.first else {
            terminal.output(helpText)
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            terminal.output(helpText)
            return .success
        case "--version":
            terminal.output("sitegen \(version)\n")
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            return ExitStatus.reporting(UsageError("unknown command '\(first)'"), on: terminal)
        }
        do {
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), options: command.options,
                                             maxPositionals: command.maxPositionals)
            if parsed.wantsHelp {
                terminal.output(command.helpText)
                return .success
            }
            if command.options.contains(where: { $0.name == LogOptions.verbose.name }) {
                terminal.verbosity = try LogOptions.verbosity(parsed)
            }
            return try command.init(parsed).run(terminal)
        } catch {
            return ExitStatus.reporting(error, command: "sitegen \(command.name)", on: terminal)
        }
    }
}
