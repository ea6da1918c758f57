import SitegenCore

/// Prints diagnostics the way compilers do, and as GitHub annotations inside Actions.
struct DiagnosticPrinter {
    var terminal: Terminal

    func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            terminal.message(diagnostic.description)
            if terminal.isGitHubActions {
                terminal.message(Self.annotation(diagnostic))
            }
        }
    }

    /// Only the GitHub annotations, inside Actions (when the diagnostics go out in another form).
    func printAnnotations(_ diagnostics: [Diagnostic]) {
        guard terminal.isGitHubActions else { return }
        for diagnostic in diagnostics { terminal.message(Self.annotation(diagnostic)) }
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
