import SitegenCore

extension CheckReport {
    /// The report as JSON, keys in a fixed order and findings sorted, so that equal sites give
    /// equal bytes: `{"findings":[{"severity":…,"file":…,"line":…,"column":…,"message":…,
    /// "kind":…}],"errors":N,"warnings":M}`.
    public var json: String {
        var text = "{\"findings\":["
        for (index, finding) in findings.enumerated() {
            if index > 0 { text += "," }
            text += "{\"severity\":" + JSONString.quoted(finding.severity.rawValue)
            text += ",\"file\":" + JSONString.quoted(finding.location.file)
            text += ",\"line\":\(finding.location.line),\"column\":\(finding.location.column)"
            text += ",\"message\":" + JSONString.quoted(finding.message)
            text += ",\"kind\":" + JSONString.quoted(finding.kind.rawValue) + "}"
        }
        text += "],\"errors\":\(errorCount),\"warnings\":\(warningCount)}\n"
        return text
    }
}
