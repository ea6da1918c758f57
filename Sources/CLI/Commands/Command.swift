/// A subcommand of `sitegen`: it declares its options, and runs with them parsed.
public protocol Command {
    /// The word after `sitegen` (`build`).
    static var name: String { get }
    /// One line for the command list in `sitegen --help`.
    static var abstract: String { get }
    /// The usage line's arguments after the command name (`[DIR]`).
    static var usage: String { get }
    /// Longer help text shown by `sitegen NAME --help`, after the options.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    static var maxPositionals: Int { get }

    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Does the work; errors of the user's input come back as thrown values that
    /// `ExitStatus.reporting` turns into messages and exit codes.
    func run(_ terminal: Terminal) throws -> ExitStatus
}

extension Command {
    public static var discussion: String { "" }
    public static var maxPositionals: Int { 0 }

    /// The `--help` text, generated from the declarations.
    static var helpText: String {
        var lines = ["\(abstract)", "", "Usage: sitegen \(name)\(usage.isEmpty ? "" : " " + usage) [options]", "",
                     "Options:"]
        let rows = options.map { ($0.synopsis, $0.help) } + [("-h, --help", "Show this help.")]
        let width = rows.map(\.0.count).max() ?? 0
        for (synopsis, help) in rows {
            lines.append("  " + synopsis.padding(to: width) + "  " + help)
        }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
