import Foundation
import SitegenCore

/// What a successful build did.
public struct BuildReport: Sendable {
    public var pageCount: Int
    public var fileCount: Int
    public var seconds: Double
    public var outputPath: String
    public var warnings: [Diagnostic]
    /// Each step's name and wall-clock seconds, in order (`sitegen build --timings`).
    public var stepSeconds: [(step: String, seconds: Double)] = []
    /// Output files added, changed or removed by this build (only when asked for in the options).
    public var changedFiles: [String] = []
    /// Whether only the outputs depending on the changed pages were rendered (a preview rebuild).
    public var isIncremental = false
    /// The output files a preview rebuild rendered again, whether their bytes changed or not.
    public var renderedFiles: [String] = []

    /// `Built 1,204 pages in 0.84 s`: the one line a build always ends with.
    public var summary: String {
        let pages = Self.grouped(pageCount) + (pageCount == 1 ? " page" : " pages")
        var line = "Built \(pages)"
        if fileCount > 0 { line += " and copied \(Self.grouped(fileCount)) file\(fileCount == 1 ? "" : "s")" }
        line += " in " + String(format: "%.2f s", seconds)
        if !warnings.isEmpty { line += " (\(warnings.count) warning\(warnings.count == 1 ? "" : "s"))" }
        return line
    }

    /// 1204 → "1,204", the same in every locale so that logs read alike.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

/// A build that stopped because the site has errors; the previous output is untouched.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: DiagnosticList
    public init(_ diagnostics: DiagnosticList) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.description }
}
