import SitegenCore
@testable import SitegenMarkdown
import Testing

@Suite struct ConcurrencyTests {
    /// cmark-gfm 0.29 keeps its extensions' special characters in a global table that each parse
    /// switches on and off around inline parsing; pages read in parallel must still all get
    /// strikethrough, autolinks and tables (the table extension works in the block parse, which
    /// runs unlocked).
    @Test func parallelReadsKeepExtensions() async throws {
        let paragraph = "Some ~~old~~ text and www.example.com here.\n\n"
        let table = "| a | b |\n|---|---|\n| 1 | ~~2~~ |\n\n"
        let text = String(repeating: paragraph, count: 300) + String(repeating: table, count: 50)
        let complete = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    guard let document = try? DocumentReader.read(bytes: Array(text.utf8), file: "p.md") else { return false }
                    let tables = document.preamble.filter { if case .table = $0.kind { true } else { false } }
                    return tables.count == 50 && document.preamble.dropLast(50).allSatisfy { block in
                        guard case .paragraph(let inlines) = block.kind else { return false }
                        let hasStrike = inlines.contains { if case .strikethrough = $0 { true } else { false } }
                        let hasLink = inlines.contains { if case .link = $0 { true } else { false } }
                        return hasStrike && hasLink
                    } && document.preamble.count == 350
                }
            }
            return await group.reduce(into: 0) { count, ok in count += ok ? 1 : 0 }
        }
        #expect(complete == 64)
    }

    /// Readers that never wait for the inline parse's lock (they start other files and come
    /// back, as `sitegen build` reads) get the same documents as one reader alone.
    @Test func readersThatDoNotWaitGetWholeDocuments() async throws {
        let texts = (0..<128).map { index in
            "# Page \(index)\n\n" + String(repeating: "Some ~~old~~ text, www.example.com/\(index) and `code`.\n\n", count: 100)
        }
        let alone = try texts.map { try DocumentReader.read(bytes: Array($0.utf8), file: "p.md") }
        let together = await withTaskGroup(of: [(Int, Document?)].self) { group in
            for lane in 0..<8 {
                group.addTask {
                    // Each lane starts its sixteen files first, then parses their inlines as the lock allows.
                    var pending = (lane * 16..<(lane + 1) * 16).map { index in
                        (index, try? DocumentReader.start(bytes: Array(texts[index].utf8), file: "p.md"))
                    }
                    var finished: [(Int, Document?)] = []
                    while !pending.isEmpty {
                        let (index, started) = pending.removeFirst()
                        guard let started else { finished.append((index, nil)); continue }
                        if started.parseInlinesIfUnlocked() {
                            finished.append((index, try? DocumentReader.finish(started)))
                        } else {
                            pending.append((index, started))
                        }
                    }
                    return finished
                }
            }
            var documents = [Document?](repeating: nil, count: texts.count)
            for await lane in group { for (index, document) in lane { documents[index] = document } }
            return documents
        }
        #expect(together == alone.map { Optional($0) })
    }
}
