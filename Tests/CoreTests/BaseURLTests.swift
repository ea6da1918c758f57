import Testing
import SitegenCore

/// `baseURL` is checked before any link is made from it: http or https with a host, or a path
/// from the server's root; no query, fragment or character a URL cannot hold unescaped.
@Suite struct BaseURLTests {
    static let refused: [(url: String, words: String)] = [
        ("not a url at all", "is not a URL"),
        ("https://", "has no host"),
        ("javascript:alert(1)//", "'javascript:' URL"),
        ("ftp://x y/", "'ftp:' URL"),
        ("https://example.org/a\"b/", "holds '\"'"),
        ("https://example.org/a b/", "holds a space"),
        ("https://x y/", "a space in its host"),
        ("https:example.org/", "needs '//'"),
        ("https://user:pw@example.org/", "user name"),
        ("https://example.org:0/", "port '0'"),
        ("https://example.org:99999/", "port '99999'"),
        ("https://example.org:8a/", "port '8a'"),
        ("https://例子.测试/", "xn-- form"),
        ("https://[::1/", "IPv6"),
        ("https://example.org/docs/?page=1", "has a query"),
        ("https://example.org/docs/#top", "has a fragment"),
        ("https://example.org/100%/", "'%' that starts no escape"),
        ("https://example.org/a%2/", "'%' that starts no escape"),
        ("https://example.org/a<b>/", "holds '<'"),
        ("https://example.org/a\\b/", "holds '\\'"),
        ("https://example.org/a\nb/", "control character U+000A"),
        ("//cdn.example.org/", "has no scheme"),
        ("docs/", "is not a URL"),
        ("localhost:8080", "'localhost:' URL"),
    ]

    @Test(arguments: refused)
    func refusesWhatIsNoBaseURL(_ example: (url: String, words: String)) {
        let problem = SiteConfig.problem(withBaseURL: example.url)
        #expect(problem?.contains(example.words) == true, "\(example.url): \(problem ?? "accepted")")
    }

    @Test(arguments: [
        "https://example.org", "https://example.org/docs", "http://localhost:8080/", "HTTPS://Example.ORG/Docs/",
        "https://[::1]:8443/x/", "https://sub.example-site.org/a/b/", "https://example.org/a&b'c(d)%20e/",
        "https://example.org/文档/", "https://example.org/~me/;v=1/", "/", "/docs/", "", "  https://example.org/  ",
    ])
    func acceptsBaseURLs(_ url: String) {
        #expect(SiteConfig.problem(withBaseURL: url) == nil, "\(url): \(SiteConfig.problem(withBaseURL: url) ?? "")")
    }

    /// The error is at the value in `sitegen.yml`, however it is quoted.
    @Test(arguments: [
        ("title: T\nbaseURL: not a url at all\n", 2, 10),
        ("title: T\nbaseURL: 'https://'\n", 2, 10),
        ("baseURL: \"javascript:alert(1)//\"\n", 1, 10),
        ("title: T\n\nbaseURL:   ftp://x y/\n", 3, 12),
        ("title: T\nbaseURL: 'https://example.org/a\"b/'\n", 2, 10),
        ("title: T\nbaseURL:\n  https://example.org/docs/?x=1\n", 3, 3),
    ])
    func configErrorIsAtTheValue(_ example: (text: String, line: Int, column: Int)) throws {
        do {
            _ = try SiteConfig.parse(example.text, file: "sitegen.yml")
            Issue.record("accepted: \(example.text)")
        } catch {
            let diagnostic = try #require(error.errors.first)
            #expect(diagnostic.location == SitegenCore.SourceLocation(file: "sitegen.yml", line: example.line, column: example.column))
            #expect(diagnostic.message.hasPrefix("baseURL '"), "\(diagnostic.message)")
        }
    }

    /// Non-ASCII path characters are written percent-encoded, so every URL made from the base is ASCII.
    @Test func normalizedBaseURLIsASCIIWithOneTrailingSlash() throws {
        #expect(SiteConfig.normalizedBaseURL("https://example.org/文档") == "https://example.org/%E6%96%87%E6%A1%A3/")
        #expect(SiteConfig.normalizedBaseURL(" /docs// ") == "/docs/")
        #expect(SiteConfig.normalizedBaseURL("") == "/")
        let config = try SiteConfig.parse("baseURL: https://example.org/ü/\n", file: "sitegen.yml")
        #expect(config.baseURL == "https://example.org/%C3%BC/")
        #expect(config.basePath == "/%C3%BC/")
    }
}
