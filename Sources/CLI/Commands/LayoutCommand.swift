import Foundation
import SitegenSite

/// `sitegen layout PAGE`: prints a page's measured layout tree.
struct LayoutCommand: Command {
    static let name = "layout"
    static let abstract = "Show how a page is laid out: every block with its frame."
    static let usage = "PAGE"
    static let options: [OptionSpec] = [
        SiteOptions.source,
        .value("width", "W", help: "Only the width variant whose content width is W px, or else that serves a W px viewport."),
    ]
    static let maxPositionals = 1
    static let discussion = """
        PAGE is a Markdown file of the site: Content/docs/x.md or docs/x.md. Frames are x, y, width
        and height in CSS px relative to the parent element; 'page y' is relative to #sg-content.
        """

    var source: String
    var page: String
    var width: Int?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let page = arguments.positionals.first else {
            throw UsageError("missing the page to show: sitegen layout Content/docs/x.md")
        }
        self.page = page
        source = SiteOptions(arguments).source
        if let text = arguments.value("width") {
            guard let value = Int(text), value > 0 else {
                throw UsageError("--width needs a whole number of px, such as 390")
            }
            width = value
        }
    }

    func run(_ terminal: Terminal) throws -> ExitStatus {
        terminal.output(try PageLayoutInspector.describe(siteRoot: source, page: page, width: width))
        return .success
    }
}
