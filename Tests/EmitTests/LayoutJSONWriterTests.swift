import SitegenCore
import Testing
@testable import SitegenEmit
@testable import SitegenText

@Suite struct LayoutJSONWriterTests {
    @Test func quotesAsJSONStringQuotes() {
        var texts = ["", "plain", "a\"b\\c", "line\nbreak\r\ttab", "</script><!--&", "\u{2028}\u{2029}", "\u{2027}\u{202A}",
                     "中文 – émoji 🎉", "\u{1}\u{1F}\u{7F}"]
        texts += (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        for text in texts {
            var writer = LayoutJSONWriter(capacity: 0)
            writer.quoted(text)
            #expect(writer.string == JSONString.quoted(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func writesIntegersAndLengths() {
        var writer = LayoutJSONWriter(capacity: 0)
        for value in [0, 7, -7, 10, 1_000_000, Int.min + 1] {
            writer.integer(value)
            writer.raw(" ")
        }
        writer.number(LayoutUnit(rawValue: -1))
        writer.raw(" ")
        writer.number(LayoutUnit(rawValue: 64 * 12 + 32))
        #expect(writer.string == "0 7 -7 10 1000000 \(Int.min + 1) -0.015625 12.5")
    }
}
