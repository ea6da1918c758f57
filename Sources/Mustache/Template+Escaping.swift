extension Template {
    /// `text` as a `{{name}}` tag writes it, HTML-escaped (`& < > " '` as entities): for code
    /// that must find in rendered output the bytes a template wrote for a value.
    public static func escapedHTML(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        OutputEncoding.appendEscaped(text, to: &output)
        return output
    }
}
