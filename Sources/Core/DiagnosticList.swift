/// Every diagnostic a step produced, so that a build reports all its errors, not only the first.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public private(set) var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var isEmpty: Bool { diagnostics.isEmpty }
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: DiagnosticList) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Sorted by file, line and column, errors and warnings interleaved as they stand in the files.
    public var sorted: [Diagnostic] {
        diagnostics.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    public var description: String {
        sorted.map(\.description).joined(separator: "\n")
    }
}
