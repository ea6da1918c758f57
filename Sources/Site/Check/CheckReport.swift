import SitegenCore

/// Everything `sitegen check` found in a site, sorted by file, line and column.
public struct CheckReport: Sendable {
    public var findings: [CheckFinding]
    /// The published pages written in Markdown whose links were checked.
    public var pageCount: Int
    /// Links and images checked, external ones included.
    public var linkCount: Int

    public init(findings: [CheckFinding], pageCount: Int, linkCount: Int) {
        self.findings = Array(Set(findings)).sorted()
        self.pageCount = pageCount
        self.linkCount = linkCount
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// Whether the site fails the check; with `warningsAsErrors`, any warning fails it too.
    public func fails(warningsAsErrors: Bool) -> Bool {
        errorCount > 0 || (warningsAsErrors && warningCount > 0)
    }

    /// `Checked 231 links on 14 pages: 2 errors, 1 warning`: the line a check ends with.
    public var summary: String {
        let links = "\(BuildReport.grouped(linkCount)) link\(linkCount == 1 ? "" : "s")"
        let pages = "\(BuildReport.grouped(pageCount)) page\(pageCount == 1 ? "" : "s")"
        var line = "Checked \(links) on \(pages): "
        if findings.isEmpty { return line + "no problems found" }
        line += "\(errorCount) error\(errorCount == 1 ? "" : "s"), "
        line += "\(warningCount) warning\(warningCount == 1 ? "" : "s")"
        return line
    }
}
