import Testing
@testable import SitegenSite

/// Published stylesheets lose their comments, indentation and blank lines, and nothing else.
@Suite struct StylesheetCompactionTests {
    @Test func commentsIndentationAndBlankLinesGoEverythingElseStays() {
        let css = """
        /* The header. */
        .site-header {
          color: red; /* inline */
          background: url(images/a.png);

        }

        /*! Licence: kept. */
        a::before { content: "/* not a comment */"; }
        b::after { content: 'it\\'s /* still */ text'; background: url(x/*y.png); }
        @media (min-width: 600px) {
            .x { margin: 0 auto; }
        }
        """
        let expected = """
        .site-header {
        color: red; 
        background: url(images/a.png);
        }
        /*! Licence: kept. */
        a::before { content: "/* not a comment */"; }
        b::after { content: 'it\\'s /* still */ text'; background: url(x/*y.png); }
        @media (min-width: 600px) {
        .x { margin: 0 auto; }
        }
        """
        #expect(StylesheetCompaction.compacted(css) == expected)
    }

    @Test func aCommentLeftOpenEndsTheStylesheetAsInCSS() {
        #expect(StylesheetCompaction.compacted("a { color: red; }\n/* open") == "a { color: red; }\n")
        #expect(StylesheetCompaction.compacted("") == "")
    }

    @Test func theThemesStylesheetKeepsEveryRule() throws {
        // The theme's own stylesheet, compacted: as many rules and declarations, and over a
        // tenth fewer bytes.
        let source = try String(contentsOfFile: "Templates/theme.css", encoding: .utf8)
        let compacted = StylesheetCompaction.compacted(source)
        func count(_ text: String, _ byte: Character) -> Int { text.filter { $0 == byte }.count }
        let withoutComments = source.replacing(/\/\*[\s\S]*?\*\//, with: "")
        for byte: Character in ["{", "}", ";", ":", "\""] {
            #expect(count(compacted, byte) == count(withoutComments, byte), "\(byte)")
        }
        #expect(!compacted.contains("/*"))
        #expect(compacted.utf8.count < source.utf8.count * 9 / 10)
    }
}
