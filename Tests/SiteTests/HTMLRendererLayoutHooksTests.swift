@testable import SitegenEmit
import SitegenLayout
import SitegenMarkdown
@testable import SitegenSite
import SitegenText
import Testing

@Suite struct HTMLRendererLayoutHooksTests {
    static let typesetter: Typesetter? = try? Typesetter(fonts: ThemeGeometry.standard.loadFonts())

    @Test func aTableInAFootnoteGetsTheColumnsItsLayoutHas() throws {
        // Footnotes are set at 14 px, the body at 16 px: the columns of the same table differ.
        let typesetter = try #require(Self.typesetter)
        let theme = ThemeGeometry.standard
        let policy = TableColumnPolicy(theme: theme, typesetter: typesetter, language: "en")
        let table = "| a | b c d e f |\n|---|---|\n| x y | z |\n"
        let markdown = "Text.[^1]\n\n" + table + "\n[^1]: Note.\n\n" + table.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "t.md")
        _ = DocumentLayoutBuilder(theme: theme, typesetter: typesetter, language: "en", tableColumns: policy).build(document)
        #expect(policy.answeredCount == 2)
        let html = HTMLRenderer().withLayoutHooks(policy: policy, folder: "", contentRoot: "/nonexistent").render(document)
        // The renderer asked what the layout had asked: no new answers.
        #expect(policy.answeredCount == 2)
        guard case .table(let parsed)? = document.preamble.last?.kind else {
            Issue.record("no table in the body")
            return
        }
        let body = policy.percentages(for: parsed, geometry: theme.body)
        let footnote = policy.percentages(for: parsed, geometry: theme.footnotes)
        #expect(body != footnote)
        let columns = html.components(separatedBy: "<colgroup>").dropFirst().map { $0.components(separatedBy: "</colgroup>")[0] }
        #expect(columns == [body, footnote].map { $0.map { "<col style=\"width: \($0)%\">" }.joined() })
    }
}
