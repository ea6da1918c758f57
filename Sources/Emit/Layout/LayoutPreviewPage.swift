/// A stand-alone page holding a page's content, its layout data and the generated CSS:
/// what the fidelity test loads until the theme's templates carry the same three things.
/// (Written as `index.layout.html` beside each page when SITEGEN_LAYOUT_PREVIEW=1.)
public struct LayoutPreviewPage: Sendable {
    public var language: String
    public var title: String
    public var contentHTML: String
    public var layoutJSON: String
    public var stylesheet: String

    public init(language: String, title: String, contentHTML: String, layoutJSON: String, stylesheet: String) {
        self.language = language
        self.title = title
        self.contentHTML = contentHTML
        self.layoutJSON = layoutJSON
        self.stylesheet = stylesheet
    }

    public var html: String {
        """
        <!DOCTYPE html>
        <html lang="\(escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        body { margin: 0; }
        \(stylesheet)</style>
        </head>
        <body>
        <main id="sg-content">
        \(contentHTML)</main>
        <script type="application/json" id="sg-layout">\(layoutJSON)</script>
        </body>
        </html>

        """
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
