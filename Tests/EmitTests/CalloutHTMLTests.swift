import SitegenComposition
import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import Testing

/// Callouts as the HTML renderer writes them and as the generated CSS sizes them.
@Suite struct CalloutHTMLTests {
    @Test func aCalloutIsADivOfItsKindWithItsTitleThenItsBlocks() throws {
        let markdown = "Intro.\n\n> [!WARNING]\n> Mind *this*.\n\n:::tip[Own & title]\nText.\n:::\n"
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "Content/page.md")
        let html = HTMLRenderer().render(document)
        #expect(html.contains("<div class=\"sg-callout sg-callout-warning\" id=\"callout-3-1\" role=\"note\">\n"
            + "<p class=\"sg-callout-title\">Warning</p>\n<p>Mind <em>this</em>.</p>\n</div>\n"))
        #expect(html.contains("<p class=\"sg-callout-title\">Own &amp; title</p>\n<p>Text.</p>\n</div>"))
        #expect(!html.contains("[!WARNING]") && !html.contains(":::"))
    }

    @Test func theDefaultTitleIsTheOneTheCompositionShowed() throws {
        let document = try DocumentReader.read(bytes: Array("> [!NOTE]\n> Text.\n".utf8), file: "Content/page.md")
        let composition = PageComposition(body: document, calloutTitles: ["callout.note": "Remarque"])
        #expect(HTMLRenderer().render(composition).contains("<p class=\"sg-callout-title\">Remarque</p>"))
        #expect(CalloutKind.allCases.allSatisfy { CalloutTitles.english[$0.titleKey] != nil })
    }

    @Test func theStylesheetGivesTheGeometryTheEngineMeasuresWith() {
        let css = ThemeCSS(theme: .standard).stylesheet
        let g = CalloutGeometry.standard
        #expect(css.contains("#sg-content .sg-callout { display: flow-root; box-sizing: content-box; margin-bottom: 16px; padding: 12px 16px; border-left-style: solid; border-left-width: \(Int(g.border))px; }"))
        #expect(css.contains("#sg-content .sg-callout > .sg-callout-title { position: relative; margin: 0 0 8px; padding: 0 0 0 24px; font-size: 16px; line-height: 26px; font-weight: 700; }"))
    }
}
