import Testing
import Mustache

/// `Template.escapedHTML` gives the bytes a `{{value}}` tag writes, so code can find them in a page.
@Suite struct EscapedHTMLTests {
    @Test(arguments: ["/a&b'c(d)%20e/assets/theme.css", "<script>\"x\"</script>", "plain", "", "文档 & 'é'"])
    func matchesWhatATagWrites(_ text: String) throws {
        let rendered = try Template(parsing: "{{value}}", name: "t").render(.map(["value": .string(text)]))
        #expect(Template.escapedHTML(text) == Array(rendered.utf8))
    }
}
