import SitegenTestSupport
import Foundation
import Testing

/// `baseURL`, `--base-url` and the config file itself, checked before anything is built:
/// exit status 1 with `sitegen.yml:LINE:COL` (2 for the command line), the previous output untouched.
@Suite struct ConfigValidationTests {
    /// The fixture site, built once with its own config, so that a failed build has an output to spare.
    func builtSite() throws -> (site: TemporarySite, output: String) {
        let site = try TemporarySite(fixture: "basic")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return (site, TemporarySite.digest(site.output))
    }

    /// The five, each written as YAML would quote it, and the column its value starts at.
    static let badURLs: [(yaml: String, column: Int)] = [
        ("not a url at all", 10),
        ("'https://'", 10),
        ("'javascript:alert(1)//'", 10),
        ("ftp://x y/", 10),
        ("  'https://example.org/a\"b/'", 12),
    ]

    @Test(arguments: badURLs)
    func aBadBaseURLInTheConfigIsAnErrorAtItsValue(_ example: (yaml: String, column: Int)) throws {
        let (site, before) = try builtSite()
        try site.write("sitegen.yml", "title: Fixture site\nlanguage: en\nbaseURL: \(example.yaml)\n")
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("sitegen.yml:3:\(example.column): error: baseURL '"), "\(outcome.stderr)")
        #expect(TemporarySite.digest(site.output) == before)
        // `sitegen check` reads the same config, and says the same.
        let check = try SitegenProcess.run(["check"], in: site.root)
        #expect(check.status == 1)
        #expect(check.stdout.contains("sitegen.yml:3:\(example.column)") || check.stderr.contains("sitegen.yml:3:\(example.column)"))
    }

    @Test(arguments: [
        ("not a url at all", "is not a URL"), ("https://", "has no host"), ("javascript:alert(1)//", "is a 'javascript:' URL"),
        ("ftp://x y/", "is a 'ftp:' URL"), ("https://example.org/a\"b/", "holds '\"'"), ("https://example.org/?q", "has a query"),
    ])
    func aBadBaseURLOnTheCommandLineIsAUsageError(_ example: (url: String, words: String)) throws {
        let (site, before) = try builtSite()
        let outcome = try SitegenProcess.run(["build", "--base-url", example.url], in: site.root)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--base-url '\(example.url)' \(example.words)"), "\(outcome.stderr)")
        #expect(TemporarySite.digest(site.output) == before)
    }

    /// What works today keeps working: a path from the root (what `sitegen serve` uses) and a sub-path.
    @Test(arguments: ["/", "/docs/", "https://example.org/handbook"])
    func relativeAndSubPathBaseURLsBuild(_ url: String) throws {
        let site = try TemporarySite(fixture: "basic")
        let outcome = try SitegenProcess.run(["build", "--base-url", url], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let prefix = url.hasPrefix("/") ? url : "/handbook/"
        #expect(try site.read("public/index.html").contains("href=\"\(prefix)docs/\""))
    }

    @Test func aConfigThatIsAFolderIsSaidToBeOne() throws {
        let (site, before) = try builtSite()
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("sitegen.yml"))
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("sitegen.yml"), withIntermediateDirectories: false)
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("sitegen.yml: error: sitegen.yml is a folder, not a file"), "\(outcome.stderr)")
        #expect(TemporarySite.digest(site.output) == before)
    }

    /// A bad byte is at its line and column, counted in characters, in the config and in a template.
    @Test func badBytesAreAtTheirLineAndColumn() throws {
        let (site, before) = try builtSite()
        try site.write("sitegen.yml", bytes: Array("title: Fixture site\r\ndescription: Zoë’s ".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        var outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("sitegen.yml:2:20: error: invalid UTF-8 (byte 0xC3)"), "\(outcome.stderr)")

        try site.write("sitegen.yml", "title: Fixture site\n")
        try site.write("Templates/footer.mustache", bytes: Array("<footer>\n  {{site.title}} · 文档 ".utf8) + [0xFF] + Array("</footer>\n".utf8))
        outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Templates/footer.mustache:2:23: error: invalid UTF-8 (byte 0xFF)"), "\(outcome.stderr)")
        #expect(TemporarySite.digest(site.output) == before)
    }
}
