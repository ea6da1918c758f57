import SitegenCore

/// Prints diagnostics the way compilers do, and as GitHub annotations inside Actions.
public struct DiagnosticPrinter {
    /// How much of a list of diagnostics is printed.
    public enum Verbosity: Sendable {
        /// Every error; of the warnings of one kind (`Diagnostic.kind`), the first and a count.
        case summed
        case everything
        case errorsOnly
    }

    var terminal: Terminal
    var verbosity: Verbosity

    init(terminal: Terminal, verbosity: Verbosity? = nil) {
        self.terminal = terminal
        self.verbosity = verbosity ?? terminal.verbosity
    }

    /// Prints `diagnostics`, sorted, as `verbosity` says.
    func print(_ diagnostics: [Diagnostic]) {
        for (diagnostic, more) in shown(diagnostics) {
            terminal.message(diagnostic.description)
            if more > 0 {
                terminal.message("  … and \(more) more warning\(more == 1 ? "" : "s") like it (--verbose lists them)")
            }
            if terminal.isGitHubActions { terminal.message(Self.annotation(diagnostic)) }
        }
    }

    /// Only the GitHub annotations, inside Actions (when the diagnostics go out in another form).
    func printAnnotations(_ diagnostics: [Diagnostic]) {
        guard terminal.isGitHubActions else { return }
        for (diagnostic, _) in shown(diagnostics) { terminal.message(Self.annotation(diagnostic)) }
    }

    /// The diagnostics to print, each with how many like it are left out.
    func shown(_ diagnostics: [Diagnostic]) -> [(Diagnostic, more: Int)] {
        switch verbosity {
        case .everything:
            return diagnostics.map { ($0, 0) }
        case .errorsOnly:
            return diagnostics.filter { $0.severity == .error }.map { ($0, 0) }
        case .summed:
            var positions: [String: Int] = [:]
            var shown: [(Diagnostic, more: Int)] = []
            for diagnostic in diagnostics {
                guard diagnostic.severity == .warning else {
                    shown.append((diagnostic, 0))
                    continue
                }
                let kind = diagnostic.kind
                if let position = positions[kind] {
                    shown[position].more += 1
                } else {
                    positions[kind] = shown.count
                    shown.append((diagnostic, 0))
                }
            }
            return shown
        }
    }

    /// `::error file=…,line=…,col=…::message`, escaped as the workflow command syntax requires.
    static func annotation(_ diagnostic: Diagnostic) -> String {
        var properties = ["file=\(escapeProperty(diagnostic.location.file))"]
        if diagnostic.location.line > 0 { properties.append("line=\(diagnostic.location.line)") }
        if diagnostic.location.column > 0 { properties.append("col=\(diagnostic.location.column)") }
        let kind = diagnostic.severity == .error ? "error" : "warning"
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))"
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
