/// Sample documents covering every block and inline kind, rendered both by sitegen and by
/// cmark-gfm to compare the two.
enum MarkdownCorpus {
    static let documents: [(name: String, markdown: String)] = [
        ("paragraphs and headings", """
            # Title

            First paragraph with *emphasis*, **strong**, ***both***, `code`, and ~~strike~~.
            A soft break above; a hard break here  
            and with a backslash\\
            done.

            ## Second level
            ### Third level
            #### Fourth
            ##### Fifth
            ###### Sixth

            Setext one
            ==========

            Setext two
            ----------
            """),
        ("escaping", """
            Ampersands & angle <brackets> are "escaped"; 'single' quotes are not.
            Entities: &copy; &#35; &#x4A; &amp; &lt;tag&gt; &nbsp;end.
            Backslash escapes: \\* \\_ \\` \\# \\[ \\] \\< \\>.
            Template braces stay: {{ title }} and {{{ raw }}} and {{> partial}}.
            `<code> & "quotes"`
            """),
        ("lists", """
            - tight one
            - tight two
              - nested *tight*
              - nested two

            1. loose one

            2. loose two

               second paragraph

            7. starts at seven
            8. eight

            * [ ] open task
            * [x] done task
            * [X] done upper

            - [ ] loose task

            - [x] loose done

              with a paragraph
            - 
            - after an empty item

            10) paren delimiter
            11) again
            """),
        ("quotes and code", """
            > A quote
            > with **two** lines
            >
            > > nested quote
            > - list in quote
            > - second
            >
            > ## Heading in a quote

            ```swift
            let x = "<b>" && y
            ```

            ```js title="a.js" {1,3}
            alert(1)
            ```

            ~~~
            tilde fence, no info
            ~~~

                indented code
                  keeps spaces

            ```
            ```

            - item with code:

              ```
              inside
              ```
            """),
        ("tables", """
            | Left | Center | Right | None |
            |:-----|:------:|------:|------|
            | *a* | `b|c` | [d](http://e.com) | \\| pipe |
            | short |
            | 1 | 2 | 3 | 4 | 5 extra |

            | Header only |
            |---|

            Not | a table
            """),
        ("links and images", """
            [inline](https://example.com/path?q=1&r=2 "Title & <more>") and [relative](../a b.md)
            [with parens](<url with spaces>) and [empty]() and <https://auto.example.com/x?y=1>
            Autolinks: www.example.com, https://example.org/a_b, and mail me@example.com.
            [reference][ref], [collapsed][], [shortcut], [Ünïcode](https://例え.jp/パス).
            ![image](img.png "Image title") and ![alt *with* `markup` and ![nested](n.png)](outer.png)
            ![](empty-alt.png) [![linked image](li.png)](https://link.example)
            <mailto:someone@example.com> and <someone@example.com>

            [ref]: https://ref.example.com "Ref Title"
            [collapsed]: /collapsed
            [shortcut]: /short'cut
            """),
        ("dangerous urls", """
            [js](javascript:alert(1)) [JS](JAVASCRIPT:alert(1)) [vb](vbscript:msgbox) [file](file:///etc/passwd)
            [data](data:text/html;base64,PHNjcmlwdD4=) ![png](data:image/png;base64,iVBOR) ![svg](data:image/svg+xml,<svg>)
            [data link to image](data:image/gif;base64,R0lG) [ok](https://safe.example)
            <javascript:alert(2)>
            """),
        ("raw html", """
            <div class="note">
            *not emphasis inside an HTML block*
            </div>

            Inline <span style="color:red">red</span> and <!-- comment --> and <br/>.

            <script>alert("x")</script>

            ![alt with <b>tag</b>](x.png)
            """),
        ("footnotes", """
            Text with a note[^1] and another[^long-label] and the first again[^1].
            A label with specials[^ü&x] and case[^Case].

            [^1]: The first note.
            [^long-label]: Two paragraphs.

                Second paragraph of the note.
            [^ü&x]: Special label.
            [^case]: Defined lower-case.
            [^code]: Unused, dropped.

            A reference inside a list:

            - item[^last]

            [^last]: Ends with code:

                ```
                code
                ```
            """),
        ("cjk and unicode", """
            # 安装指南

            这是一个段落，包含**粗体**和`代码`。日本語のテキストもあります。

            ## Ελληνικά & Кириллица

            Emoji 🎉 and combining é (e + ́) and RTL עברית.
            """),
        ("thematic breaks and edge cases", """
            ***
            ---
            ___

            Paragraph directly before a heading
            # Heading
            Paragraph directly after.
            #Not a heading
            \\# Escaped heading

            ## Heading with `code` and [link](x) and ![img](i.png)

            <http://a.com>

              Leading spaces paragraph.
            """),
        ("empty", ""),
        ("only definitions", "[a]: /a\n[b]: /b\n"),
    ]
}
