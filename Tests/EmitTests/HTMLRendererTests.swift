import SitegenCore
import SitegenEmit
import SitegenMarkdown
import Testing

private func read(_ markdown: String, unsafeHTML: Bool = false) throws -> Document {
    try DocumentReader.read(bytes: Array(markdown.utf8), file: "page.md", options: MarkdownOptions(unsafeHTML: unsafeHTML))
}

private func html(_ markdown: String, unsafeHTML: Bool = false) throws -> String {
    HTMLRenderer(options: MarkdownOptions(unsafeHTML: unsafeHTML)).render(try read(markdown, unsafeHTML: unsafeHTML))
}

@Suite struct HTMLRendererTests {
    @Test func sectionsRenderWithIDsAndChildren() throws {
        let document = try read("# Top {#top}\nIntro.\n## Child\nBody.\n# Next\n")
        let renderer = HTMLRenderer()
        #expect(renderer.render(document.sections[0]) == "<h1 id=\"top\">Top</h1>\n<p>Intro.</p>\n<h2 id=\"child\">Child</h2>\n<p>Body.</p>\n")
        #expect(renderer.render(document.sections[0], includingChildren: false) == "<h1 id=\"top\">Top</h1>\n<p>Intro.</p>\n")
        #expect(renderer.renderHeading(document.sections[1]) == "<h1 id=\"next\">Next</h1>\n")
    }

    @Test func explicitIDsAreEscapedInTheAttribute() throws {
        let document = try read("## A {#a.b:c_d}\n")
        #expect(HTMLRenderer().renderHeading(document.sections[0]) == "<h2 id=\"a.b:c_d\">A</h2>\n")
    }

    @Test func textAndAttributesAreEscaped() throws {
        #expect(try html("5 < 6 & \"7\" > 'x'\n") == "<p>5 &lt; 6 &amp; &quot;7&quot; &gt; 'x'</p>\n")
        #expect(try html("[a](/p?a=1&b='2' \"T<\\\"\")\n") == "<p><a href=\"/p?a=1&amp;b=&#x27;2&#x27;\" title=\"T&lt;&quot;\">a</a></p>\n")
        #expect(try html("![a \"q\" <b>](x y.png)\n") == "<p>![a &quot;q&quot; <!-- raw HTML omitted -->](x y.png)</p>\n")
        #expect(try html("![a \"q\" <b>](<x y.png>)\n") == "<p><img src=\"x%20y.png\" alt=\"a &quot;q&quot; &lt;b&gt;\" /></p>\n")
    }

    @Test func templateSyntaxInContentStaysLiteral() throws {
        let output = try html("Hi {{ name }}, {{{ raw }}} and {{> partial}}.\n\n```\n{{#each}}\n```\n")
        #expect(output == "<p>Hi {{ name }}, {{{ raw }}} and {{&gt; partial}}.</p>\n<pre><code>{{#each}}\n</code></pre>\n")
    }

    @Test func codeBlocksGetTheirLanguageClass() throws {
        #expect(try html("```swift linenos\nlet a = 1 < 2\n```\n") == "<pre><code class=\"language-swift\">let a = 1 &lt; 2\n</code></pre>\n")
        #expect(try html("    plain\n") == "<pre><code>plain\n</code></pre>\n")
    }

    @Test func tablesCarryAlignment() throws {
        let output = try html("| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n")
        #expect(output == """
            <table>
            <thead>
            <tr>
            <th align="left">a</th>
            <th align="center">b</th>
            <th align="right">c</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td align="left">1</td>
            <td align="center">2</td>
            <td align="right">3</td>
            </tr>
            </tbody>
            </table>

            """)
    }

    @Test func taskListsHaveDisabledCheckboxes() throws {
        #expect(try html("- [ ] a\n- [x] b\n") == """
            <ul>
            <li><input type="checkbox" disabled="" /> a</li>
            <li><input type="checkbox" checked="" disabled="" /> b</li>
            </ul>

            """)
    }

    @Test func footnotesEndThePageWithBackReferences() throws {
        let output = try html("A[^n] and B[^n].\n\n[^n]: The note.\n")
        #expect(output == """
            <p>A<sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup> and B<sup class="footnote-ref"><a href="#fn-n" id="fnref-n-2" data-footnote-ref>1</a></sup>.</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-n">
            <p>The note. <a href="#fnref-n" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> <a href="#fnref-n-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a></p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func rawHTMLOnlyWhenUnsafe() throws {
        let markdown = "<div>\n<script>x()</script>\n</div>\n\nA <em>b</em>.\n"
        #expect(try html(markdown) == "<!-- raw HTML omitted -->\n<p>A <!-- raw HTML omitted -->b<!-- raw HTML omitted -->.</p>\n")
        #expect(try html(markdown, unsafeHTML: true) == "<div>\n<script>x()</script>\n</div>\n<p>A <em>b</em>.</p>\n")
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "vbscript:x", "file:///etc/passwd", "data:text/html,x",
    ])
    func dangerousURLsAreEmptiedUnlessUnsafe(url: String) throws {
        let markdown = "[link](<\(url)>) ![img](<\(url)>)\n"
        let safe = try html(markdown)
        #expect(safe == "<p><a href=\"\">link</a> <img src=\"\" alt=\"img\" /></p>\n")
        let unsafe = try html(markdown, unsafeHTML: true)
        #expect(unsafe.contains("href=\"\(url.prefix(5))"))
    }

    @Test func imageDataURLsAreKept() throws {
        for type in ["png", "gif", "jpeg", "webp"] {
            #expect(try html("![i](data:image/\(type);base64,AAAA)\n") == "<p><img src=\"data:image/\(type);base64,AAAA\" alt=\"i\" /></p>\n")
        }
        #expect(try html("![i](data:image/svg+xml;base64,AAAA)\n") == "<p><img src=\"\" alt=\"i\" /></p>\n")
    }

    @Test func nestedHeadingsHaveNoID() throws {
        #expect(try html("> ## Quoted\n") == "<blockquote>\n<h2>Quoted</h2>\n</blockquote>\n")
    }

    @Test func deeplyNestedInputRendersWithoutBlowingTheStack() throws {
        let output = try html(String(repeating: "> ", count: 10_000) + "deep\n")
        #expect(output.split(separator: "<blockquote>", omittingEmptySubsequences: false).count - 1 == 100)
        #expect(output.contains("<p>deep</p>"))
    }
}
