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
}
