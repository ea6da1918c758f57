import Foundation
import Testing
@testable import SitegenSite

/// `--precompress`: `.gz` and `.br` siblings that decompress to the file, byte for byte the same
/// from one build to the next.
@Suite struct PrecompressionTests {
    static let page: [UInt8] = Array((0..<200).map { "<p>Paragraph \($0): 排版 measured text — café.</p>\n" }.joined().utf8)

    static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(bytes))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return [UInt8](data)
    }

    @Test func siblingsDecompressToTheFile() throws {
        let siblings = Precompression.siblings(of: OutputFile(path: "docs/index.html", content: .bytes(Self.page)))
        #expect(siblings.map(\.path) == ["docs/index.html.gz", "docs/index.html.br"])
        guard siblings.count == 2, case .bytes(let gzip) = siblings[0].content, case .bytes(let brotli) = siblings[1].content
        else { Issue.record("two siblings of bytes"); return }
        #expect(gzip.count < Self.page.count / 4 && brotli.count < Self.page.count / 4)
        #expect(try Self.gunzip(gzip) == Self.page)
        #expect(Precompression.unbrotli(brotli, limit: Self.page.count * 2) == Self.page)
        // No time and no name in the gzip header: the same bytes every time.
        #expect(Array(gzip[4..<8]) == [0, 0, 0, 0])
        #expect(gzip[3] & 0x08 == 0)
        #expect(Precompression.gzip(Self.page) == gzip)
        #expect(Precompression.brotli(Self.page) == brotli)
    }

    @Test func onlyTextOfAKilobyteOrMore() {
        #expect(Precompression.siblings(of: OutputFile(path: "a.html", content: .bytes(Array("<p>short</p>".utf8)))).isEmpty)
        #expect(Precompression.siblings(of: OutputFile(path: "font.woff2", content: .bytes(Self.page))).isEmpty)
        #expect(Precompression.siblings(of: OutputFile(path: "photo.png", content: .bytes(Self.page))).isEmpty)
        #expect(Precompression.siblings(of: OutputFile(path: "feed.xml", content: .bytes(Self.page))).count == 2)
        #expect(Precompression.siblings(of: OutputFile(path: "assets/layout.0123abcd.css", content: .bytes(Self.page))).count == 2)
    }
}
