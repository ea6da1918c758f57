/// A place in a source file, as compilers print it: path, 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, so an editor's
/// "go to line:column" lands on the character the message is about.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user should see it (relative to the site root when possible).
    public var file: String
    /// 1-based line number; 0 when the message is about the whole file.
    public var line: Int
    /// 1-based column number; 0 when the message is about the whole line or file.
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same file, moved down by `lines` lines (for text embedded at an offset, such as front matter).
    public func offset(lines: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: column)
    }

    public var description: String {
        switch (line, column) {
        case (0, _): return file
        case (_, 0): return "\(file):\(line)"
        default: return "\(file):\(line):\(column)"
        }
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
