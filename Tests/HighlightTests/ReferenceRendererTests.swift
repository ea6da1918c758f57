import Foundation
import Testing
@testable import SitegenHighlight

/// The tokens sitegen writes against KSyntaxHighlighting's own reference renderer
/// (`kate-syntax-highlighter`, Debian libkf5syntaxhighlighting-tools), on the code blocks of
/// the layout fixture's page of highlighted code: real code in twelve languages.
@Suite struct ReferenceRendererTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/layout-en/Content/articles/code.md").path

    @Test func twelveLanguagesAreCompared() throws {
        let blocks = try CodeSamples.blocks(inMarkdownFile: Self.fixture)
        let languages = Set(blocks.compactMap { SyntaxHighlighter.definitionName(for: $0.language) })
        #expect(languages.count >= 12, "languages: \(languages.sorted())")
    }

    @Test(arguments: try! CodeSamples.blocks(inMarkdownFile: fixture).filter {
        SyntaxHighlighter.definitionName(for: $0.language) != nil
    })
    func tokenSpansMatchTheReferenceRenderer(_ sample: CodeSample) throws {
        let definition = try #require(SyntaxHighlighter.definitionName(for: sample.language))
        let tokens = try #require(SyntaxHighlighter.tokens(of: sample.code, definition: definition))
        let reference = try ReferenceRenderer.styledSpans(of: sample.code, definition: definition)
        let mine = tokens.map(\.range)
        #expect(mine == reference, "\(definition): sitegen \(mine.count) tokens, reference \(reference.count) styled spans")
        // Every snippet of several lines shows at least three kinds of tokens (a one-line
        // command may show two).
        if sample.code.utf8.filter({ $0 == 10 }).count > 2 {
            #expect(Set(tokens.map(\.kind)).count >= 3, "\(definition) has fewer than 3 kinds of tokens")
        }
    }
}

/// One fenced block of a Markdown file: its language and its exact code.
struct CodeSample: Sendable, CustomTestStringConvertible {
    var language: String
    var code: String
    var testDescription: String { language }
}

enum CodeSamples {
    /// The fenced blocks (``` fences at the start of a line) of `path`.
    static func blocks(inMarkdownFile path: String) throws -> [CodeSample] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var samples: [CodeSample] = []
        var current: CodeSample?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current {
                    samples.append(block)
                    current = nil
                } else {
                    let info = line.dropFirst(3)
                    current = CodeSample(language: String(info.prefix { $0 != " " }), code: "")
                }
            } else if current != nil {
                current!.code += line + "\n"
            }
        }
        return samples
    }
}

/// Runs `kate-syntax-highlighter` and reads the spans its HTML styles.
enum ReferenceRenderer {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The UTF-8 byte ranges of `code` the reference renderer wraps in a styled span.
    static func styledSpans(of code: String, definition: String) throws -> [Range<Int>] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/kate-syntax-highlighter")
        process.arguments = ["--stdin", "-s", definition, "-f", "html", "-t", "Breeze Light"]
        var environment = ProcessInfo.processInfo.environment
        environment["QT_QPA_PLATFORM"] = "offscreen"
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(code.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "kate-syntax-highlighter failed") }
        let html = String(decoding: data, as: UTF8.self)
        guard let start = html.range(of: "<pre>\n"), let end = html.range(of: "</pre>", options: .backwards) else {
            throw Failure(description: "no <pre> in the reference's HTML")
        }
        return try spans(in: html[start.upperBound..<end.lowerBound], code: code)
    }

    /// Walks the reference's markup (only `<span style>`, `</span>` and escaped text).
    private static func spans(in markup: Substring, code: String) throws -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var text: [UInt8] = []
        var spanStart: Int?
        var rest = markup[...]
        while let first = rest.first {
            if rest.hasPrefix("<span") {
                guard let close = rest.firstIndex(of: ">") else { throw Failure(description: "unclosed tag") }
                spanStart = text.count
                rest = rest[rest.index(after: close)...]
            } else if rest.hasPrefix("</span>") {
                if let start = spanStart { spans.append(start..<text.count) }
                spanStart = nil
                rest = rest.dropFirst(7)
            } else if first == "&", let semicolon = rest.firstIndex(of: ";") {
                let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'"]
                let entity = String(rest[...semicolon])
                text += Array((entities[entity] ?? entity).utf8)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                text += Array(String(first).utf8)
                rest = rest.dropFirst()
            }
        }
        // The renderer ends every line, the last one included, with a line feed.
        guard text == Array(code.utf8) || text == Array(code.utf8) + [10] else {
            throw Failure(description: "the reference's text is not the code")
        }
        return spans.filter { !$0.isEmpty }
    }
}
