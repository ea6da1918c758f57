import Testing
import SitegenCore

/// A CSS string token reads back exactly the text it was made from.
@Suite struct CSSStringTests {
    /// The CSS Syntax spec's string token, reduced to what `quoted` writes: `\` + hex digits +
    /// one optional space, or `\` + any other character.
    func unquoted(_ token: String) -> String? {
        var scalars = Array(token.unicodeScalars)
        guard scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" || scalar == "\n" { return nil }  // would end the string or the line
            guard scalar == "\\" else { result.append(scalar); index += 1; continue }
            index += 1
            var hex = ""
            while index < scalars.count, hex.count < 6, scalars[index].properties.isASCIIHexDigit {
                hex.unicodeScalars.append(scalars[index]); index += 1
            }
            if hex.isEmpty { result.append(scalars[index]); index += 1; continue }
            if index < scalars.count, scalars[index] == " " { index += 1 }
            result.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
        }
        return String(result)
    }

    @Test(arguments: ["/docs/assets/fonts/a.woff2", "/a\"b/", "a\\b", "x\ny", "\"", "\\\"", "/a&b'c(d)%20e/", "a\"0", "\u{7F}1"])
    func readsBackExactly(_ text: String) {
        let token = CSSString.quoted(text)
        #expect(unquoted(token) == text, "\(token)")
    }

    @Test func plainURLsAreWrittenAsTheyAre() {
        #expect(CSSString.quoted("/docs/assets/fonts/Inter.woff2") == "\"/docs/assets/fonts/Inter.woff2\"")
    }
}
