import Foundation
import SitegenComposition
import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import SitegenText
import Testing

/// A page's code blocks: token spans, lines, titles, and text that is exactly the source.
@Suite struct CodeBlockHTMLTests {
    static let typesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())

    private func html(_ markdown: String) throws -> (html: String, warnings: [String]) {
        let (html, diagnostics) = try compose(markdown)
        return (html, diagnostics.map(\.description))
    }

    private func compose(_ markdown: String) throws -> (html: String, diagnostics: [Diagnostic]) {
        let typesetter = try #require(Self.typesetter)
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "t.md")
        let composer = PageComposer(theme: .standard, typesetter: typesetter, language: "en") { _ in nil }
        let composed = composer.compose(document)
        return (HTMLRenderer().render(composed.composition), document.warnings + composed.warnings)
    }

    /// The text of `<code>…</code>` with tags removed and entities decoded, as `textContent`.
    private func codeText(_ html: String) -> [String] {
        html.components(separatedBy: "<code").dropFirst().map { part in
            var text = String(part[part.index(after: part.firstIndex(of: ">")!)...].components(separatedBy: "</code>")[0])
            text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")] {
                text = text.replacingOccurrences(of: entity, with: character)
            }
            return text
        }
    }

    @Test func tokensAreSpansAndTheTextIsTheSource() throws {
        let code = "def f(x):\n    return \"<a & b>\" + 1  # done\n\n\tpass\n"
        let (html, warnings) = try html("```python\n" + code + "```\n")
        #expect(warnings.isEmpty)
        #expect(html.contains("<div class=\"code-block\"><pre style=\"--sg-code-lines:4\"><code class=\"language-python\">"))
        #expect(html.contains("<span class=\"tok-keyword\">def</span>"))
        #expect(html.contains("<span class=\"tok-comment\"># done</span>"))
        #expect(codeText(html) == [code])
    }

    @Test func linesTitlesAndNumbers() throws {
        let code = "let a = 1\nlet b = 2\nlet c = 3\n"
        let (html, warnings) = try html("```swift title=\"<Package> & co\" {2} linenos=5 del={3}\n" + code + "```\n")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(html.contains("<div class=\"code-title\">&lt;Package&gt; &amp; co</div>"))
        #expect(html.contains("class=\"language-swift has-line-numbers\" style=\"counter-reset:sg-line 4\""))
        #expect(html.components(separatedBy: "<span class=\"line\">").count == 2)
        #expect(html.contains("<span class=\"line mark\">"))
        #expect(html.contains("<span class=\"line del\">"))
        #expect(codeText(html) == [code])
    }

    @Test func diffLinesAreAddedAndRemoved() throws {
        let code = "--- a\n+++ b\n same\n-old\n+new\n"
        let (html, _) = try html("```diff\n" + code + "```\n")
        #expect(html.components(separatedBy: "<span class=\"line ins\">").count == 2)
        #expect(html.components(separatedBy: "<span class=\"line del\">").count == 2)
        #expect(codeText(html) == [code])
    }

    @Test func unknownLanguagesArePlainWithAWarningOfOneKind() throws {
        let (html, warnings) = try compose("```klingon\nqapla'\n```\n\n```elvish\nmae govannen\n```\n")
        #expect(!html.contains("tok-"))
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.message.contains("no syntax definition knows") }, "\(warnings)")
        #expect(warnings.map(\.location.line) == [1, 5])
        // One kind: the build log prints the first and counts the other.
        #expect(Set(warnings.map(\.kind)).count == 1)
        #expect(codeText(html) == ["qapla'\n", "mae govannen\n"])
    }

    @Test func plainTextHasNoTokensAndNoWarning() throws {
        let (html, warnings) = try html("```text\nif x then y\n```\n\n```\nif x then y\n```\n")
        #expect(!html.contains("tok-") && warnings.isEmpty)
    }
}
