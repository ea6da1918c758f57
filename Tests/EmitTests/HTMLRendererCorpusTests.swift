#if canImport(Glibc)
import Glibc
#endif
import SitegenCore
@testable import SitegenEmit
@testable import SitegenMarkdown
import Testing

/// Opt-in check against real-world Markdown: set `SITEGEN_MARKDOWN_CORPUS` to a file listing
/// Markdown paths (one a line); each readable file must render exactly as cmark-gfm renders it.
@Suite(.enabled(if: getenv("SITEGEN_MARKDOWN_CORPUS") != nil))
struct HTMLRendererCorpusTests {
    @Test(arguments: [false, true])
    func realWorldFilesMatchCmark(unsafeHTML: Bool) throws {
        let list = try #require(getenv("SITEGEN_MARKDOWN_CORPUS").map { String(cString: $0) })
        let paths = try readFile(list).split(whereSeparator: \.isNewline).map(String.init)
        let options = MarkdownOptions(unsafeHTML: unsafeHTML)
        var compared = 0
        var mismatches: [String] = []
        for path in paths {
            guard let text = try? readFile(path), !text.hasPrefix("---"), !text.contains("{#") else { continue }
            guard let document = try? DocumentReader.read(bytes: Array(text.utf8), file: path, options: options) else {
                continue
            }
            compared += 1
            let ours = HTMLRendererReferenceTests().withoutHeadingIDs(HTMLRenderer(options: options).render(document))
            let reference = CmarkTree.referenceHTML(text, unsafeHTML: unsafeHTML)
            if ours != reference {
                mismatches.append(path)
                if mismatches.count <= 3 { print(HTMLRendererReferenceTests().firstDifference(ours, reference)) }
            }
        }
        print("corpus (unsafe: \(unsafeHTML)): \(compared) files compared, \(mismatches.count) differ")
        for path in mismatches.prefix(20) { print("  differs: \(path)") }
        #expect(compared > 0)
        #expect(mismatches.isEmpty)
    }

    private func readFile(_ path: String) throws -> String {
        guard let file = fopen(path, "rb") else { throw CorpusError.unreadable(path) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    enum CorpusError: Error {
        case unreadable(String)
    }
}
