import Dispatch
import Foundation
import Synchronization
import Testing
@testable import SitegenHighlight

@Suite struct SyntaxHighlighterTests {
    @Test func theLibraryHoldsMoreThan150Definitions() {
        #expect(SyntaxHighlighter.definitionCount >= 150)
    }

    @Test(arguments: [
        ("py", "Python"), ("python", "Python"), ("Python", "Python"), ("rs", "Rust"), ("swift", "Swift"),
        ("js", "JavaScript"), ("ts", "TypeScript"), ("typescript", "TypeScript"), ("go", "Go"), ("golang", "Go"),
        ("c", "C"), ("java", "Java"), ("bash", "Bash"), ("sh", "Bash"), ("shell", "Bash"), ("json", "JSON"),
        ("yaml", "YAML"), ("yml", "YAML"), ("sql", "SQL"), ("diff", "Diff"),
    ])
    func fenceNamesFindTheirDefinition(_ language: String, _ definition: String) {
        #expect(SyntaxHighlighter.definitionName(for: language) == definition)
    }

    @Test(arguments: ["text", "txt", "plaintext", "no-such-language", "", "*", "a/b", String(repeating: "x", count: 500)])
    func plainTextAndUnknownLanguagesHaveNoDefinition(_ language: String) {
        #expect(SyntaxHighlighter.definitionName(for: language) == nil)
    }

    @Test func tokensAreUTF8RangesOfTheirText() throws {
        let code = "s = \"é中😀\"  # done\nx = 42\n"
        let tokens = try #require(SyntaxHighlighter.tokens(of: code, definition: "Python"))
        let bytes = Array(code.utf8)
        let texts = tokens.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        #expect(texts.contains("# done"))
        #expect(texts.contains("42"))
        #expect(texts.joined().contains("é中😀"))
        #expect(tokens.first { String(decoding: bytes[$0.range], as: UTF8.self) == "42" }?.kind == .number)
        #expect(tokens.first { String(decoding: bytes[$0.range], as: UTF8.self) == "# done" }?.kind == .comment)
    }

    @Test func stateCarriesAcrossLines() throws {
        let code = "/* a comment\nstill the comment */ int x;\n"
        let tokens = try #require(SyntaxHighlighter.tokens(of: code, definition: "C"))
        let bytes = Array(code.utf8)
        let comments = tokens.filter { $0.kind == .comment }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        #expect(comments.joined(separator: "|").contains("still the comment"))
    }

    @Test func mergedTokensJoinNeighboursOfOneKind() throws {
        // Python's "\n" is a token of its own, drawn as the string around it.
        let code = "s = \"a\\nb\" + 1\n"
        let raw = try #require(SyntaxHighlighter.tokens(of: code, definition: "Python"))
        let merged = try #require(CodeHighlighting.tokens(of: code, definition: "Python"))
        #expect(merged.count < raw.count)
        let kindOfByte = { (tokens: [CodeToken]) in tokens.flatMap { token in token.range.map { ($0, token.kind.rawValue) } }.map { "\($0.0)\($0.1)" } }
        #expect(kindOfByte(merged) == kindOfByte(raw))
        for (a, b) in zip(merged, merged.dropFirst()) {
            #expect(a.range.upperBound <= b.range.lowerBound)
            #expect(!(a.kind == b.kind && a.range.upperBound == b.range.lowerBound))
        }
    }

    /// Builds highlight pages on every core at once: each thread must find the same tokens.
    @Test func threadsHighlightingAtOnceAgree() throws {
        let samples = try CodeSamples.blocks(inMarkdownFile: ReferenceRendererTests.fixture).compactMap { sample in
            SyntaxHighlighter.definitionName(for: sample.language).map { (sample.code, $0) }
        }
        let expected = samples.map { SyntaxHighlighter.tokens(of: $0.0, definition: $0.1) }
        let results = Mutex([Int: [[CodeToken]?]]())
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let found = samples.map { SyntaxHighlighter.tokens(of: $0.0, definition: $0.1) }
            results.withLock { $0[index] = found }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 16)
        for (index, found) in all { #expect(found == expected, "thread \(index) found other tokens") }
    }

    @Test func blocksLongerThanTheLimitAreNotHighlighted() {
        let code = String(repeating: "x = 1\n", count: CodeHighlighting.maximumBytes / 6 + 1)
        #expect(CodeHighlighting.tokens(of: code, definition: "Python") == nil)
    }

    @Test func lineCountsCountWhatPreDraws() {
        #expect(CodeHighlighting.lineCount(of: "") == 0)
        #expect(CodeHighlighting.lineCount(of: "a\n") == 1)
        #expect(CodeHighlighting.lineCount(of: "a\n\nb") == 3)
        #expect(CodeHighlighting.lineCount(of: "\n\n") == 2)
    }
}
