import SitegenCore
import Testing

@Suite struct DiagnosticKindTests {
    func warning(_ message: String, line: Int = 1) -> Diagnostic {
        .warning(at: SourceLocation(file: "Content/a.md", line: line, column: 1), message)
    }

    @Test func whatIsQuotedOrCountedDoesNotMakeAnotherKind() {
        let first = warning("the size of image 'a.png' is unknown; positions below it are not verified", line: 3)
        let second = warning("the size of image 'img/b c.png' is unknown; positions below it are not verified", line: 9)
        #expect(first.kind == second.kind)
        #expect(warning("a table row of 300 cells is more than the 256 a table may have").kind
                == warning("a table row of 20000 cells is more than the 256 a table may have").kind)
        #expect(first.kind != warning("raw HTML without a declared size").kind)
        #expect(first.kind != Diagnostic.error(at: first.location, first.message).kind)
    }
}
