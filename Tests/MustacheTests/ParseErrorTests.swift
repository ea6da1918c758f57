import Mustache
import Testing

/// Malformed templates are errors at the exact line and column of the faulty tag.
@Suite struct ParseErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let error: String
        var testDescription: String { source.debugDescription }
    }

    static let cases: [Case] = [
        Case(source: "a\n  {{#items}}\nx", error: "page:2:3: error: section 'items' is never closed"),
        Case(source: "{{^a}}", error: "page:1:1: error: inverted section 'a' is never closed"),
        Case(source: "{{#a}}\n{{/b}}", error: "page:2:1: error: closing tag 'b' does not match section 'a', opened at 1:1"),
        Case(source: "x {{/a}}", error: "page:1:3: error: closing tag 'a' has no open section to close"),
        Case(source: "Hello {{name", error: "page:1:7: error: unclosed tag: '{{' has no matching '}}'"),
        Case(source: "<p>\n  {{{body}}\n</p>", error: "page:2:3: error: unclosed tag: '{{{' has no matching '}}}'"),
        Case(source: "{{#a", error: "page:1:1: error: unclosed tag: '{{#' has no matching '}}'"),
        Case(source: "ok\n{{! never closed", error: "page:2:1: error: unclosed tag: '{{!' has no matching '}}'"),
        Case(source: "a\n{{=<%=}}",
             error: "page:2:1: error: invalid Set Delimiter tag '{{=<%=}}': it needs two delimiters without '=' separated by whitespace, as in {{=<% %>=}}"),
        Case(source: "{{= a b c =}}",
             error: "page:1:1: error: invalid Set Delimiter tag '{{= a b c =}}': it needs two delimiters without '=' separated by whitespace, as in {{=<% %>=}}"),
        Case(source: "{{=<% %>=}}\n<%#a%>\n", error: "page:2:1: error: section 'a' is never closed"),
        Case(source: "{{=<% %>=}}<%x", error: "page:1:12: error: unclosed tag: '<%' has no matching '%>'"),
        Case(source: "x{{ }}", error: "page:1:2: error: tag '{{ }}' has no name"),
        Case(source: "{{a b}}", error: "page:1:1: error: tag '{{a b}}' has whitespace inside its name"),
        Case(source: "{{> my partial }}", error: "page:1:1: error: tag '{{> my partial }}' has whitespace inside its name"),
        Case(source: "{{a..b}}",
             error: "page:1:1: error: tag '{{a..b}}' has an invalid name: a dotted name needs a name between every two dots"),
        Case(source: "{{#.a}}{{/.a}}",
             error: "page:1:1: error: tag '{{#.a}}' has an invalid name: a dotted name needs a name between every two dots"),
        // Columns count Unicode scalars, not bytes: "é" and "ö" are one column each.
        Case(source: "héllo wörld {{#x}}", error: "page:1:13: error: section 'x' is never closed"),
        // 👍🏽 is two scalars (the thumb and the skin tone).
        Case(source: "👍🏽 {{/x}}", error: "page:1:4: error: closing tag 'x' has no open section to close"),
        Case(source: "\r\n\r\n  {{/x}}", error: "page:3:3: error: closing tag 'x' has no open section to close"),
        Case(source: "{{<base}}{{$title}}x{{/base}}",
             error: "page:1:21: error: closing tag 'base' does not match block 'title', opened at 1:10"),
        Case(source: "{{<base}}\n", error: "page:1:1: error: parent 'base' is never closed"),
        Case(source: "{{$a}}{{/b}}", error: "page:1:7: error: closing tag 'b' does not match block 'a', opened at 1:1"),
        Case(source: String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101),
             error: "page:1:601: error: section 'a' nests deeper than 100 levels"),
    ]

    @Test(arguments: cases)
    func reportsTheFaultyTag(_ testCase: Case) {
        #expect(throws: TemplateError.self) { try Template(parsing: testCase.source, name: "page") }
        do {
            _ = try Template(parsing: testCase.source, name: "page")
        } catch {
            #expect(error.description == testCase.error)
        }
    }

    @Test func errorFieldsMatchTheDescription() {
        do {
            _ = try Template(parsing: "one\ntwo {{#s}}", name: "Templates/page.mustache")
            Issue.record("an unclosed section parsed")
        } catch {
            #expect(error.template == "Templates/page.mustache")
            #expect(error.line == 2)
            #expect(error.column == 5)
            #expect(error.message == "section 's' is never closed")
            #expect(error.description == "Templates/page.mustache:2:5: error: section 's' is never closed")
        }
    }

    @Test func nestingUpToTheLimitParses() throws {
        let source = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
        let template = try Template(parsing: source, name: "deep")
        #expect(try template.render(["a": true]) == "x")
    }
}
