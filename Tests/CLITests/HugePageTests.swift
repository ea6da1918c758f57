import SitegenTestSupport
import Foundation
import Testing

/// Pages of one pathological shape, large enough that a build costing the square of their
/// size would take minutes, build with the real binary well within a bound. Not a timed
/// benchmark (`scripts/bench-huge-pages` prints those figures): the bound only catches a
/// return to quadratic time, with room for a debug build on a busy machine.
@Suite(.serialized) struct HugePageTests {
    static let bound = Duration.seconds(60)

    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        case word, codeLine, codeSpan, spacedCodeSpans, tightCodeSpans, base64, wideTable

        /// The page's Markdown body.
        var body: String {
            switch self {
            case .word: String(repeating: "a", count: 800_000) + "\n"
            case .codeLine: "```\n" + String(repeating: "a", count: 400_000) + "\n```\n"
            case .codeSpan: String(repeating: "`a`", count: 133_000) + "\n"
            case .spacedCodeSpans: String(repeating: "`a` ", count: 100_000) + "\n"
            case .tightCodeSpans: String(repeating: "`a`x", count: 100_000) + "\n"
            case .base64:
                // Letters, digits, + and / in a fixed scrambled order, without a space.
                String((0..<800_000).map { index in Self.base64Alphabet[((index &* 2_654_435_761) >> 7) % 64] }) + "\n"
            case .wideTable:
                ["a", "-", "b"].map { "|" + Array(repeating: $0, count: 20_000).joined(separator: "|") + "|\n" }.joined()
            }
        }

        static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

        var testDescription: String { rawValue }
    }

    @Test(arguments: Shape.allCases)
    func buildsWithinTheBound(shape: Shape) throws {
        let site = try TemporarySite()
        try site.write("Content/huge.md", "---\ntitle: Huge\n---\n" + shape.body + "\n## After\n\nThe end.\n")
        let clock = ContinuousClock()
        let start = clock.now
        let result = try SitegenProcess.run(["build", "--source", site.root.path, "--output", site.output.path])
        let elapsed = clock.now - start
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(elapsed < Self.bound, "\(shape.rawValue) built in \(elapsed)")
        let page = try site.read("public/huge/index.html")
        // Measured: the heading after the text has its place in the layout data.
        #expect(page.contains("id=\"sg-layout\""))
        #expect(page.contains("\"after\":{"))
        if shape == .wideTable {
            #expect(result.stderr.contains("Content/huge.md:4:1: warning: a table row of 20000 cells is more than the 256"),
                    "\(result.stderr)")
            #expect(!page.contains("<table"))
        } else {
            #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        }
    }
}
