import Testing
import SitegenCore

@Suite struct JSONStringTests {
    @Test func escapesWhatJSONAndHTMLScriptsNeed() {
        #expect(JSONString.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONString.quoted("</script>") == #""\u003c/script\u003e""#)
        #expect(JSONString.quoted("x & y\n\u{1}") == #""x \u0026 y\n\u0001""#)
        #expect(JSONString.quoted("安装\u{2028}") == #""安装\u2028""#)
        #expect(JSONString.array(["a", "b"]) == #"["a","b"]"#)
    }

    @Test func escapesByteByByteWithoutTouchingOtherCharacters() {
        // Escaped from the UTF-8 bytes: only U+2028 and U+2029 of the E2 80 xx characters,
        // and no byte of a longer character taken for ASCII.
        #expect(JSONString.quoted("\u{2027}\u{2029}\u{202A}") == #""\#u{2027}\u2029\#u{202A}""#)
        #expect(JSONString.quoted("\r\t\u{1F}\u{7F}>") == #""\r\t\u001f\#u{7F}\u003e""#)
        #expect(JSONString.quoted("é🎉\u{E2}") == "\"é🎉\u{E2}\"")
        #expect(JSONString.quoted("") == "\"\"")
        var bytes = Array("x:".utf8)
        JSONString.appendQuoted("a<b", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"x:"a\u003cb""#)
    }
}
