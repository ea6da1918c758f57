import SitegenComposition
import SitegenMarkdown

extension HTMLWriter {
    /// A callout: a `<div>` of its kind's classes (colours and icon from the theme), its title
    /// (the default one the layout showed, when it has none of its own), then its blocks.
    mutating func visitCallout(_ callout: Callout, in block: Block) {
        output.newline()
        output.write("<div class=\"sg-callout sg-callout-\(callout.kind.rawValue)\" id=\"\(callout.id)\" role=\"note\">\n")
        output.write("<p class=\"sg-callout-title\">")
        if let title = callout.title {
            walk(title)
        } else {
            let key = callout.kind.titleKey
            output.writeEscaped(composition?.calloutTitles[key] ?? CalloutTitles.englishTitle(of: callout.kind))
        }
        output.write("</p>\n")
        walk(callout.blocks, in: .normal)
        output.newline()
        output.write("</div>\n")
    }
}
