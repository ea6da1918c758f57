import SitegenCore

/// The promise every reader makes about its errors, checked on each fuzz input: a
/// diagnostic names the file it was given and a line and column that exist in it.
public struct LocationCheck {
    /// The file name the reader was given.
    public let file: String
    /// The length in bytes of each line of the text (LF, CRLF and CR end a line).
    private let lineLengths: [Int]

    public init(file: String, text bytes: [UInt8]) {
        self.file = file
        var lengths: [Int] = []
        var current = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lengths.append(current)
                current = 0
            case UInt8(ascii: "\r"):
                lengths.append(current)
                current = 0
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            default:
                current += 1
            }
            index += 1
        }
        lengths.append(current)
        lineLengths = lengths
    }

    /// Traps, naming the diagnostic, when one is outside the text.
    public func require(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            let location = diagnostic.location
            guard location.file == file else { fatalError("diagnostic names another file: \(diagnostic)") }
            guard (1...lineLengths.count).contains(location.line) else {
                fatalError("diagnostic at line \(location.line) of a text of \(lineLengths.count) lines: \(diagnostic)")
            }
            // Columns count characters or scalars, never more than the line's bytes (+1: its end).
            let length = lineLengths[location.line - 1]
            guard (1...(length + 1)).contains(location.column) else {
                fatalError("diagnostic at column \(location.column) of a line of \(length) bytes: \(diagnostic)")
            }
        }
    }
}
