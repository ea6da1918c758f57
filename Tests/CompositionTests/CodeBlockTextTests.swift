@testable import SitegenComposition
import SitegenText
import Testing

@Suite struct CodeBlockTextTests {
    @Test func keepsSpacesExpandsTabsAndBreaksEveryLine() {
        let text = CodeBlockText.styledText("a\tb  c\n\n\tdé\r\nx\n", style: .monospace(14))
        // Tabs to the next multiple of 8 columns; the last line feed makes no line; a
        // carriage return before a line feed goes.
        #expect(text.string == "a       b  c\n\n        dé\nx")
        #expect(text.runs.filter { $0.kind == .lineBreak }.count == 3)
    }

    @Test func aBlockWithoutLineFeedIsOneLine() {
        let text = CodeBlockText.styledText("let x = 1  ", style: .monospace(14))
        #expect(text.string == "let x = 1  ")
        #expect(text.runs.map(\.kind) == [.text])
    }
}
