extension CheckReport {
    /// The report as JSON, keys in a fixed order and findings sorted, so that equal sites give
    /// equal bytes: `{"findings":[{"severity":…,"file":…,"line":…,"column":…,"message":…,
    /// "kind":…}],"errors":N,"warnings":M}`.
    public var json: String {
        var text = "{\"findings\":["
        for (index, finding) in findings.enumerated() {
            if index > 0 { text += "," }
            text += "{\"severity\":" + Self.jsonString(finding.severity.rawValue)
            text += ",\"file\":" + Self.jsonString(finding.location.file)
            text += ",\"line\":\(finding.location.line),\"column\":\(finding.location.column)"
            text += ",\"message\":" + Self.jsonString(finding.message)
            text += ",\"kind\":" + Self.jsonString(finding.kind.rawValue) + "}"
        }
        text += "],\"errors\":\(errorCount),\"warnings\":\(warningCount)}\n"
        return text
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest
    /// as UTF-8 (JSON allows any other character unescaped).
    static func jsonString(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
