/// The page every HTML request gets while the last build failed.
enum BuildFailurePage {
    /// A self-contained HTML page listing `diagnostics` (`file:line:col: error: message`), escaped.
    static func render(_ diagnostics: [String]) -> String {
        let items = diagnostics.isEmpty
            ? "<li>The build failed without a message.</li>"
            : diagnostics.map { "<li>\(escape($0))</li>" }.joined(separator: "\n")
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="sitegen-build-error" content="1">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Build failed</title>
        <style>
        body { margin: 0; padding: 32px; background: #1b1b1f; color: #f3f3f3; font: 15px/1.5 system-ui, sans-serif; }
        h1 { margin: 0 0 16px; font-size: 20px; color: #ff8d8d; }
        ul { margin: 0; padding: 0; list-style: none; }
        li { margin: 0 0 8px; padding: 8px 12px; background: #2a2a30; border-left: 3px solid #ff5d5d;
             font: 13px/1.5 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
        p { color: #b9b9c0; }
        </style>
        </head>
        <body>
        <h1>Build failed</h1>
        <ul>
        \(items)
        </ul>
        <p>Fix the file and save: this page reloads when the build succeeds.</p>
        </body>
        </html>

        """
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
