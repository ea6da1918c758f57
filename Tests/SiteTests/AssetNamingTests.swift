import Testing
@testable import SitegenSite

/// Content-hashed names, and the references rewritten to them.
@Suite struct AssetNamingTests {
    @Test func hashedNamesFollowTheBytes() {
        let name = ContentHash.hashedName("theme.css", bytes: Array("body { color: red }".utf8))
        #expect(name.hasPrefix("theme.") && name.hasSuffix(".css"))
        let hash = name.split(separator: ".")[1]
        #expect(hash.count == 8 && hash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(ContentHash.hashedName("theme.css", bytes: Array("body { color: red }".utf8)) == name)
        #expect(ContentHash.hashedName("theme.css", bytes: Array("body { color: blue }".utf8)) != name)
        let font = ContentHash.hashedName("NotoSansCJK-Regular.ttc", bytes: [1, 2, 3], newExtension: "woff2")
        #expect(font.hasPrefix("NotoSansCJK-Regular.") && font.hasSuffix(".woff2") && font.count == "NotoSansCJK-Regular.".count + 14)
    }

    @Test func stylesheetsPointAtThePublishedFonts() {
        let font = PublishedFont(name: "Inter-Regular.0123abcd.woff2", bytes: [], format: "woff2")
        let css = """
            @font-face { src: url("/sub/assets/fonts/Inter-Regular.otf"); }
            @font-face { src: url(fonts/Inter-Regular.otf) format("opentype"); }
            @font-face { src: url('fonts/Inter-Regular.otf'); }
            .x { background: url(fonts/Inter-Regular.otf.png); }
            """
        let rewritten = CSSFontReferences.rewrite(css, renamed: ["Inter-Regular.otf": font])
        #expect(rewritten == """
            @font-face { src: url("/sub/assets/fonts/Inter-Regular.0123abcd.woff2") format("woff2"); }
            @font-face { src: url(fonts/Inter-Regular.0123abcd.woff2) format("opentype"); }
            @font-face { src: url('fonts/Inter-Regular.0123abcd.woff2') format("woff2"); }
            .x { background: url(fonts/Inter-Regular.otf.png); }
            """)
    }

    @Test func stylesheetsAreSearchedByBytes() {
        let text: Substring = "/* 字体 */ ur uurl url(fonts/a.otf) url('fonts/b.otf') url(fonts/a.otf)"
        let range = text.firstByteRange(of: "url(")
        #expect(range.map { String(text[$0]) } == "url(")
        #expect(range.map { String(text[..<$0.lowerBound]) } == "/* 字体 */ ur uurl ")
        #expect(text.firstByteRange(of: "url[") == nil)
        #expect(text.firstByteRange(of: "字体").map { String(text[$0]) } == "字体")
        #expect(text.dropFirst(3).firstByteRange(of: "/*") == nil)
        #expect(ThemeFonts.referencedNames(in: Array(text.utf8)) == ["a.otf", "b.otf"])
    }

    @Test func pagesPointAtTheHashedNames() {
        let page = Array(#"<link href="/assets/theme.css"><a href="/assets/theme.css.map">x</a> "/assets/layout.css""#.utf8)
        let result = ByteReplacement.replacing(
            [(Array(#""/assets/theme.css""#.utf8), Array(#""/assets/theme.0123abcd.css""#.utf8)),
             (Array(#""/assets/layout.css""#.utf8), Array(#""/assets/layout.89abcdef.css""#.utf8))], in: page)
        #expect(String(decoding: result, as: UTF8.self)
            == #"<link href="/assets/theme.0123abcd.css"><a href="/assets/theme.css.map">x</a> "/assets/layout.89abcdef.css""#)
    }

    @Test func characterReferencesCount() {
        let page = Array("<p>a &#x2192; &#8594; &rarr; &amp; 排 &#x1F600; \u{1}</p>".utf8)
        let scalars = SiteCharacters.scalarsOfMarkup(page)
        #expect(scalars == ["→", "排", "😀", "\u{1}"])
        #expect(SiteCharacters.collect(pages: [page], stylesheets: []).isSuperset(of: ["&", "a", "→", "排", "😀"]))
        #expect(SiteCharacters.scalarsOfStylesheet(#".a::before { content: "\2190 "; } .b::after { content: "→"; }"#)
            .isSuperset(of: ["←", "→"]))
    }

    /// Overlapping and shared-start `old`s resolve as one scan from the start would: the
    /// first listed wins at a place, and a replaced occurrence hides those overlapping it.
    @Test func replacementsResolveOverlapsAsAScanFromTheStart() {
        func replaced(_ text: String, _ pairs: [(String, String)]) -> String {
            String(decoding: ByteReplacement.replacing(pairs.map { (Array($0.0.utf8), Array($0.1.utf8)) },
                                                       in: Array(text.utf8)), as: UTF8.self)
        }
        #expect(replaced("aaaa", [("aa", "b")]) == "bb")
        #expect(replaced("abcabc", [("bc", "X"), ("abc", "Y")]) == "YY")
        #expect(replaced("xaby", [("ab", "1"), ("by", "2")]) == "x1y")
        #expect(replaced(#""/a/xy" "/a/x" "/a/z""#, [(#""/a/x"#, "1"), (#""/a/xy""#, "2"), (#""/a/z""#, "3")])
            == #"1y" 1" 3"#)
        #expect(replaced("", [("a", "b")]) == "")
    }

    /// Each replacement's place in the result, numbered as the pairs were given (an empty
    /// `old` is skipped, not renumbered around).
    @Test func replacementsSayWhereTheyWentIn() {
        let pairs: [(old: [UInt8], new: [UInt8])] = [([], Array("never".utf8)), (Array("ab".utf8), Array("12345".utf8)),
                                                     (Array("c".utf8), Array("".utf8))]
        let (bytes, places) = ByteReplacement.replacingAndLocating(pairs, in: Array("xabyczab".utf8))
        #expect(String(decoding: bytes, as: UTF8.self) == "x12345yz12345")
        #expect(places.map(\.offset) == [1, 7, 8] && places.map(\.pair) == [1, 2, 1])
        #expect(ByteReplacement.replacingAndLocating(pairs, in: Array("none".utf8)).places.isEmpty)
    }

    /// Without the theme's fonts, whether a site needs the CJK font is read from its characters.
    @Test func hanKanaAndHangulAreCJK() {
        #expect(["排", "、", "か", "한", "𠀋"].allSatisfy { ThemeFonts.isCJK(Unicode.Scalar($0)!) })
        #expect(!["a", "é", "→", "◎", "\u{FF01}"].contains { ThemeFonts.isCJK(Unicode.Scalar($0)!) })
    }

    /// Characters are found wherever they stand in long runs of plain text, which the
    /// scan skips eight bytes at a time.
    @Test func charactersInLongPlainRunsCount() {
        let plain = String(repeating: "plain text ", count: 5)
        let page = Array("<p>\(plain)→\(plain)\u{1}\(plain)&#x6392;\(plain)\u{7F}x😀\(plain)é</p>".utf8)
        #expect(SiteCharacters.scalarsOfMarkup(page) == ["→", "\u{1}", "排", "\u{7F}", "😀", "é"])
    }

    /// Pages collected into one set per core and the sets united give what each page's
    /// own set gives, united: empty sets, sets of one plane or the other, and both.
    @Test func collectedSetsUniteAsThePagesSets() {
        let pages = ["<p>plain</p>", "<p>→ é</p>", "<p>😀 &#x1F680;</p>", "<p>排 → 😀</p>", "", "<p>\u{1} &rarr;</p>"]
            .map { Array($0.utf8) }
        let expected = pages.reduce(into: Set<Unicode.Scalar>()) { $0.formUnion(SiteCharacters.scalarsOfMarkup($1)) }
        #expect(expected == ["→", "é", "😀", "🚀", "排", "\u{1}"])
        // Every way of sharing the pages between two cores.
        for mask in 0..<(1 << pages.count) {
            var cores = [ScalarBitmap(), ScalarBitmap()]
            for (number, page) in pages.enumerated() {
                SiteCharacters.collectMarkup(page, into: &cores[(mask >> number) & 1])
            }
            var united = ScalarBitmap()
            united.formUnion(cores[0])
            united.formUnion(cores[1])
            #expect(united.scalars == expected, "mask \(mask)")
        }
    }

    /// Ill-formed UTF-8 (overlong forms, surrogates, cut-off sequences) counts as U+FFFD, as
    /// `String(decoding:)` repairs it.
    @Test func illFormedBytesCountAsReplacementCharacters() {
        for bytes: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xE4, 0xB8], [0xC3], [0xF8, 0x88]] {
            let page = Array("plain text ".utf8) + bytes + Array(" more".utf8)
            let repaired = Set(String(decoding: page, as: UTF8.self).unicodeScalars.filter { $0.value >= 0x80 })
            #expect(SiteCharacters.scalarsOfMarkup(page) == repaired, "\(bytes)")
            #expect(repaired == ["\u{FFFD}"])
        }
    }

    /// Wherever a character falls against the eight-byte steps of the scan (line breaks
    /// and tabs in between, escapes before and after), it is found, and nothing else is:
    /// references to printable ASCII add nothing, as printable ASCII itself does not.
    @Test func charactersAtEveryOffsetCount() {
        let specials: [(text: String, scalar: Unicode.Scalar?)] = [
            ("→", "→"), ("😀", "😀"), ("\u{1}", "\u{1}"), ("&rarr;", "→"), ("&#x6392;", "排"), ("é", "é"),
            ("&amp;", nil), ("&quot;", nil), ("&#39;", nil), ("&#38;", nil), ("&lt;", nil), ("&", nil), ("&zz;", nil),
            ("\u{7FF}", "\u{7FF}"), ("\u{800}", "\u{800}"), ("\u{FFFF}", "\u{FFFF}"), ("\u{10FFFF}", "\u{10FFFF}")]
        for (text, scalar) in specials {
            for offset in 0..<34 {
                let before = String(repeating: "ab\ncd\te\r", count: 4).prefix(offset)
                let page = Array("\(before)\(text)\(String(repeating: "plain\n", count: 6))&gt;x".utf8)
                let expected: Set<Unicode.Scalar> = Set([scalar].compactMap { $0 })
                #expect(SiteCharacters.scalarsOfMarkup(page) == expected, "\(text) after \(offset) bytes")
            }
        }
    }
}
