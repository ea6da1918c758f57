import Mustache
import Testing

/// Indentation of standalone partials, parents and blocks in cases the spec's tests do not
/// spell out: nesting, CRLF line ends, layouts built from parents, partials and blocks.
@Suite struct IndentationTests {
    private func render(_ sources: [String: String], _ name: String, _ context: MustacheValue = [:]) throws -> String {
        try TemplateLibrary(parsing: sources).render(name, context: context)
    }

    @Test func nestedStandalonePartialsAddTheirIndentation() throws {
        let sources = ["page": "    {{>outer}}\n", "outer": "a\n  {{>inner}}\nb\n", "inner": "1\n2\n"]
        #expect(try render(sources, "page") == "    a\n      1\n      2\n    b\n")
    }

    @Test func inlinePartialIsNotIndented() throws {
        let sources = ["page": "  {{>outer}}\n", "outer": "<p>{{>inner}}</p>\n", "inner": "1\n2"]
        #expect(try render(sources, "page") == "  <p>1\n2</p>\n")
    }

    @Test func indentationAppliesToEveryIterationOfASection() throws {
        let sources = ["page": "<ul>\n  {{>items}}\n</ul>\n", "items": "{{#items}}\n<li>{{.}}</li>\n{{/items}}\n"]
        #expect(try render(sources, "page", ["items": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    @Test func interpolatedMultilineValuesAreNotIndented() throws {
        let sources = ["page": "  {{>p}}\n", "p": "<pre>{{{code}}}</pre>\n"]
        #expect(try render(sources, "page", ["code": "a\nb"]) == "  <pre>a\nb</pre>\n")
    }

    @Test func crlfTemplatesKeepTheirLineEnds() throws {
        let sources = [
            "page": "<body>\r\n  {{>nav}}\r\n{{#show}}\r\n  <p>x</p>\r\n{{/show}}\r\n</body>\r\n",
            "nav": "<nav>\r\n  home\r\n</nav>\r\n",
        ]
        #expect(try render(sources, "page", ["show": true])
            == "<body>\r\n  <nav>\r\n    home\r\n  </nav>\r\n  <p>x</p>\r\n</body>\r\n")
    }

    @Test func crlfBlocksAreReindented() throws {
        let sources = [
            "page": "{{<parent}}\r\n{{$b}}\r\nx\r\n{{/b}}\r\n{{/parent}}\r\n",
            "parent": "<p>\r\n  {{$b}}\r\n  {{/b}}\r\n</p>\r\n",
        ]
        #expect(try render(sources, "page") == "<p>\r\n  x\r\n</p>\r\n")
    }

    @Test func layoutWithBlocksPartialsAndSections() throws {
        let sources = [
            "base": """
                <html>
                  <head>
                    {{>head}}
                  </head>
                  <body>
                    {{$content}}
                    <p>No content.</p>
                    {{/content}}
                  </body>
                </html>

                """,
            "head": "<title>{{$title}}Untitled{{/title}}</title>\n",
            "page": """
                {{<base}}
                  {{$title}}{{page.title}} · {{site}}{{/title}}
                  {{$content}}
                  <h1>{{page.title}}</h1>
                  {{#page.tags}}
                  <span>{{.}}</span>
                  {{/page.tags}}
                  {{>card}}
                  {{/content}}
                {{/base}}

                """,
            "card": "<div>\n  card\n</div>\n",
        ]
        let context: MustacheValue = ["site": "Docs", "page": ["title": "Intro", "tags": ["a", "b"]]]
        #expect(try render(sources, "page", context) == """
            <html>
              <head>
                <title>Intro · Docs</title>
              </head>
              <body>
                <h1>Intro</h1>
                <span>a</span>
                <span>b</span>
                <div>
                  card
                </div>
              </body>
            </html>

            """)
    }

    @Test func blockDefaultRendersInPlace() throws {
        let sources = ["base": "<main>\n  {{$content}}\n  <p>No content.</p>\n  {{/content}}\n</main>\n"]
        #expect(try render(sources, "base") == "<main>\n  <p>No content.</p>\n</main>\n")
    }

    @Test func blocksInsidePartialsOfAParentAreOverridden() throws {
        let sources = [
            "page": "{{<layout}}{{$title}}Mine{{/title}}{{/layout}}",
            "layout": "<head>{{>head}}</head>",
            "head": "<title>{{$title}}Default{{/title}}</title>",
        ]
        #expect(try render(sources, "page") == "<head><title>Mine</title></head>")
    }

    @Test func outermostOverrideWinsThroughNestedParents() throws {
        let sources = [
            "page": "{{<article}}{{$footer}}page footer{{/footer}}{{/article}}",
            "article": "{{<base}}{{$footer}}article footer{{/footer}}{{$main}}article{{/main}}{{/base}}",
            "base": "[{{$main}}base{{/main}}|{{$footer}}base footer{{/footer}}]",
        ]
        #expect(try render(sources, "page") == "[article|page footer]")
        #expect(try render(sources, "article") == "[article|article footer]")
    }

    @Test func linesWithSeveralSectionTagsAreNotStandalone() throws {
        // Only a tag alone on its line, or a parent or block pair, removes its line (spec whitespace notes).
        let sources = ["page": "{{#a}}{{#b}}\nx\n{{/b}}{{/a}}\n"]
        #expect(try render(sources, "page", ["a": true, "b": true]) == "\nx\n\n")
    }

    @Test func referencedNamesAreSortedAndUnique() throws {
        let template = try Template(parsing: "{{>b}}{{<a}}{{/a}}{{#s}}{{>b}}{{/s}}{{$x}}{{>c}}{{/x}}", name: "t")
        #expect(template.referencedNames == ["a", "b", "c"])
    }

    @Test func customDelimitersAllowTripleAndPartials() throws {
        let sources = ["page": "{{=<% %>=}}<%{raw}%>|<%raw%>|<%> p %>", "p": "{{raw}}"]
        #expect(try render(sources, "page", ["raw": "<b>"]) == "<b>|&lt;b&gt;|&lt;b&gt;")
    }

    /// The bytes a page is written from are the rendered text's, non-ASCII delimiters,
    /// indentation and escaping included.
    @Test func utf8RenderingGivesTheTextsBytes() throws {
        let sources = ["page": "<ul>\n  {{>items}}\n</ul>{{=«  »=}}«title»\n", "items": "{{#items}}\n<li>→ {{.}}</li>\n{{/items}}\n"]
        let library = try TemplateLibrary(parsing: sources)
        let context: MustacheValue = ["items": ["排 & <b>", "😀"], "title": "«é»"]
        let text = try library.render("page", context: context)
        #expect(try library.renderUTF8("page", context: context) == Array(text.utf8))
        #expect(text == "<ul>\n  <li>→ 排 &amp; &lt;b&gt;</li>\n  <li>→ 😀</li>\n</ul>«é»\n")
    }
}
