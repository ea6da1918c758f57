import SitegenCore
@testable import SitegenEmit
@testable import SitegenMarkdown
import Testing

/// sitegen's renderer must write what cmark-gfm writes, apart from the ids on section headings.
@Suite struct HTMLRendererReferenceTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var name: String
        var markdown: String
        var testDescription: String { name }
    }

    static let samples = MarkdownCorpus.documents.map { Sample(name: $0.name, markdown: $0.markdown) }

    @Test(arguments: samples, [false, true])
    func matchesCmark(sample: Sample, unsafeHTML: Bool) throws {
        let options = MarkdownOptions(unsafeHTML: unsafeHTML)
        let document = try DocumentReader.read(bytes: Array(sample.markdown.utf8), file: "corpus.md", options: options)
        let ours = HTMLRenderer(options: options).render(document)
        let reference = CmarkTree.referenceHTML(sample.markdown, unsafeHTML: unsafeHTML)
        #expect(withoutHeadingIDs(ours) == reference)
        if withoutHeadingIDs(ours) != reference {
            print(firstDifference(withoutHeadingIDs(ours), reference))
        }
    }

    @Test func headingIDsAreTheOnlyDifference() throws {
        let markdown = "# Title\n\n## Sub *title*\n\ntext\n"
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "a.md")
        let ours = HTMLRenderer().render(document)
        #expect(ours == "<h1 id=\"title\">Title</h1>\n<h2 id=\"sub-title\">Sub <em>title</em></h2>\n<p>text</p>\n")
        #expect(withoutHeadingIDs(ours) == CmarkTree.referenceHTML(markdown, unsafeHTML: false))
    }

    /// Removes ` id="…"` from `<h1>`…`<h6>` start tags (working on bytes: an id may start
    /// with a combining character that would merge with the quote into one `Character`).
    func withoutHeadingIDs(_ html: String) -> String {
        let bytes = Array(html.utf8)
        let marker = Array(" id=\"".utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let isHeadingID = index >= 3 && bytes[index...].starts(with: marker)
                && bytes[index - 3] == UInt8(ascii: "<") && bytes[index - 2] == UInt8(ascii: "h")
                && (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[index - 1])
            if isHeadingID, let close = bytes[(index + marker.count)...].firstIndex(of: UInt8(ascii: "\"")) {
                index = close + 1
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    func firstDifference(_ a: String, _ b: String) -> String {
        let left = Array(a), right = Array(b)
        var index = 0
        while index < min(left.count, right.count), left[index] == right[index] { index += 1 }
        let from = max(0, index - 80)
        return "ours:      …\(String(left[from..<min(left.count, index + 80)]))…\ncmark-gfm: …\(String(right[from..<min(right.count, index + 80)]))…"
    }
}
