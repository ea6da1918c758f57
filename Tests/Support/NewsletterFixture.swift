import Foundation

/// The issues of the `newsletter` fixture, written when a test runs rather than kept as 400
/// files: `Content/issues/<n>.md`, each titled by its number (no dates, no weights: their
/// order is their file names'), each with a cover image of `Content/issues/images/`.
public enum NewsletterFixture {
    public static let issueCount = 400

    /// Writes the issues into the copy of the fixture at `site`.
    public static func writeIssues(into site: TemporarySite, count: Int = issueCount) throws {
        for number in 1...count {
            try site.write("Content/issues/\(number).md", issue(number))
        }
    }

    /// Issue `number`: a title, two paragraphs of Chinese and English, a cover image, a list.
    public static func issue(_ number: Int) -> String {
        let cover = "images/cover-\(number % 3 + 1).svg"
        return """
            ---
            title: 第 \(number) 期
            ---
            本期是第 \(number) 期。这一周读了几篇关于文本排版的文章，也试了一个新的命令行工具。

            ![第 \(number) 期封面](\(cover))

            ## 本周阅读

            - 一篇讲断行规则的文章，第 \(number % 7 + 1) 节最有意思。
            - A note on reading files line by line, issue \(number).

            ## 下期预告

            下一期是第 \(number + 1) 期。

            """
    }
}
