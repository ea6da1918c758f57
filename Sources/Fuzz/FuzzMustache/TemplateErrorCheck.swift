import Mustache

/// A template error names a template it was given, at one of its lines, or no place at all (0:0).
enum TemplateErrorCheck {
    static func require(_ error: TemplateError, sources: [String: String]) {
        if error.line == 0 && error.column == 0 { return }
        guard let source = sources[error.template] else { fatalError("error in a template never given: \(error)") }
        var lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Columns count scalars, never more than the line's bytes (+1: its end).
        guard error.line >= 1, error.line <= lines.count else {
            fatalError("error at line \(error.line) of a template of \(lines.count) lines: \(error)")
        }
        if lines[error.line - 1].last == UInt8(ascii: "\r") { lines[error.line - 1].removeLast() }
        guard error.column >= 1, error.column <= lines[error.line - 1].count + 1 else {
            fatalError("error at column \(error.column) of a line of \(lines[error.line - 1].count) bytes: \(error)")
        }
    }
}
