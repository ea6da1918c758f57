/// The built-in page around the content, used until a site's templates take over.
///
/// Minimal on purpose: valid HTML5, `<html lang>` (line breaking depends on it), a title, the
/// content in `#sg-content`, and for index pages the list of their pages.
public struct PageShell: Sendable {
    /// One entry of an index page's list.
    public struct ListEntry: Sendable, Equatable {
        public var title: String
        public var url: String
        public var date: String?
        public var summary: String?

        public init(title: String, url: String, date: String? = nil, summary: String? = nil) {
            self.title = title
            self.url = url
            self.date = date
            self.summary = summary
        }
    }

    public var language: String
    public var siteTitle: String
    public var homeURL: String
    public var pageTitle: String
    /// The page's own content, already HTML.
    public var contentHTML: String
    public var list: [ListEntry]

    public init(language: String, siteTitle: String, homeURL: String, pageTitle: String,
                contentHTML: String, list: [ListEntry] = []) {
        self.language = language
        self.siteTitle = siteTitle
        self.homeURL = homeURL
        self.pageTitle = pageTitle
        self.contentHTML = contentHTML
        self.list = list
    }

    public var html: String {
        let title = pageTitle == siteTitle ? siteTitle : "\(pageTitle) · \(siteTitle)"
        var out = """
        <!DOCTYPE html>
        <html lang="\(HTMLText.escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        </head>
        <body>
        <header><a href="\(HTMLText.escape(homeURL))">\(HTMLText.escape(siteTitle))</a></header>
        <main id="sg-content">
        <h1>\(HTMLText.escape(pageTitle))</h1>

        """
        out += contentHTML
        if !list.isEmpty {
            out += "<ul class=\"sg-list\">\n"
            for entry in list {
                out += "<li><a href=\"\(HTMLText.escape(entry.url))\">\(HTMLText.escape(entry.title))</a>"
                if let date = entry.date { out += " <time datetime=\"\(date)\">\(date)</time>" }
                if let summary = entry.summary { out += "<p>\(HTMLText.escape(summary))</p>" }
                out += "</li>\n"
            }
            out += "</ul>\n"
        }
        out += "</main>\n</body>\n</html>\n"
        return out
    }
}
