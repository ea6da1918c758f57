import Mustache
import Testing

/// specs/comments.yml
@Suite struct CommentsSpecTests {
    static let cases: [SpecCase] = [
        SpecCase("Inline", template: "12345{{! Comment Block! }}67890", expected: "1234567890"),
        SpecCase("Multiline", template: "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n",
                 expected: "1234567890\n"),
        SpecCase("Standalone", template: "Begin.\n{{! Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        SpecCase("Indented Standalone", template: "Begin.\n  {{! Indented Comment Block! }}\nEnd.\n",
                 expected: "Begin.\nEnd.\n"),
        SpecCase("Standalone Line Endings", template: "|\r\n{{! Standalone Comment }}\r\n|", expected: "|\r\n|"),
        SpecCase("Standalone Without Previous Line", template: "  {{! I'm Still Standalone }}\n!", expected: "!"),
        SpecCase("Standalone Without Newline", template: "!\n  {{! I'm Still Standalone }}", expected: "!\n"),
        SpecCase("Multiline Standalone", template: "Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n",
                 expected: "Begin.\nEnd.\n"),
        SpecCase("Indented Multiline Standalone",
                 template: "Begin.\n  {{!\n    Something's going on here...\n  }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        SpecCase("Indented Inline", template: "  12 {{! 34 }}\n", expected: "  12 \n"),
        SpecCase("Surrounding Whitespace", template: "12345 {{! Comment Block! }} 67890", expected: "12345  67890"),
        SpecCase("Variable Name Collision",
                 data: ["! comment": 1, "! comment ": 2, "!comment": 3, "comment": 4],
                 template: "comments never show: >{{! comment }}<", expected: "comments never show: ><"),
    ]

    @Test(arguments: cases)
    func specCase(_ specCase: SpecCase) throws {
        try check(specCase)
    }
}
