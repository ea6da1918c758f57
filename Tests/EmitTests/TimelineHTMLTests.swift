import SitegenCore
import SitegenEmit
import SitegenMarkdown
import Testing

/// Timelines as the HTML renderer writes them.
@Suite struct TimelineHTMLTests {
    @Test func htmlHasADotPerItemAndAConnectorBetweenConsecutiveDots() throws {
        let markdown = "Intro.\n\n```steps\n- title: One\n  detail: First `step`.\n- title: Two\n- title: Three\n```\n"
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "Content/page.md")
        let html = HTMLRenderer().render(document)
        #expect(html.contains("<div class=\"sg-steps\" id=\"tl-3\">"))
        #expect(html.contains("<span class=\"sg-tl-dot\" id=\"tl-3-dot-0\">1</span><span class=\"sg-tl-line\" id=\"tl-3-line-0\"></span>"))
        #expect(html.contains("<span class=\"sg-tl-dot\" id=\"tl-3-dot-2\">3</span>\n"))
        #expect(!html.contains("tl-3-line-2"))
        #expect(html.contains("<code>step</code>"))
    }
}
