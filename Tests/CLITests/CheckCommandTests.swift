import SitegenTestSupport
import Foundation
import Testing

/// `sitegen check` and `sitegen build --check` on a site with every kind of broken reference
/// beside valid links of every kind: each finding once, at the link's line and column (the
/// `[` of a link, the `!` of an image), in text, GitHub annotations and JSON.
@Suite struct CheckCommandTests {
    struct Expected {
        var location: String
        var severity: String
        var kind: String
        /// A part of the message.
        var says: String
    }

    /// Every finding of `Tests/Fixtures/broken-links`, in report order. Nothing else may be
    /// reported: the valid links of `links.md` and the other pages are all accepted.
    static let expected: [Expected] = [
        .init(location: "Content/docs/links.md:19:1", severity: "error", kind: "missing-page", says: "no page Content/docs/missing.md"),
        .init(location: "Content/docs/links.md:19:24", severity: "error", kind: "missing-page", says: "no page at /docs/nowhere/"),
        .init(location: "Content/docs/links.md:21:12", severity: "error", kind: "missing-anchor", says: "no section #nope on this page"),
        .init(location: "Content/docs/links.md:21:36", severity: "error", kind: "missing-anchor",
              says: "no section #instal on /docs/install/; did you mean #install?"),
        .init(location: "Content/docs/links.md:23:1", severity: "error", kind: "missing-file",
              says: "no image Content/docs/images/missing.png"),
        .init(location: "Content/docs/links.md:25:14", severity: "error", kind: "missing-file",
              says: "no file Content/docs/files/manual.pdf"),
        .init(location: "Content/docs/links.md:25:49", severity: "error", kind: "missing-page",
              says: "Content/docs/draft.md is a draft; it is published only with --drafts"),
        .init(location: "Content/docs/links.md:27:14", severity: "error", kind: "missing-page", says: "no page Content/docs/missing.md"),
        .init(location: "Content/docs/links.md:29:15", severity: "error", kind: "missing-page", says: "no page Content/docs/missing.md"),
        .init(location: "Content/docs/links.md:33:3", severity: "error", kind: "missing-anchor", says: "no section #nope on this page"),
        // After four CJK characters: columns count characters, not bytes.
        .init(location: "Content/docs/links.md:35:5", severity: "error", kind: "missing-page", says: "no page Content/docs/不存在.md"),
        .init(location: "Content/docs/links.md:37:8", severity: "error", kind: "missing-page", says: "no page Content/docs/missing.md"),
        .init(location: "Content/docs/links.md:37:43", severity: "error", kind: "missing-page",
              says: "no page Content/docs/missing-reference.md"),
        .init(location: "Content/docs/links.md:41:1", severity: "warning", kind: "unmeasured-embed", says: "raw HTML without a declared size"),
        .init(location: "Content/docs/links.md:43:22", severity: "error", kind: "missing-anchor", says: "no section #no-such-id on this page"),
        .init(location: "Content/docs/renamed.md:3:7", severity: "error", kind: "duplicate-output",
              says: "/docs/install/ is also the output of Content/docs/install.md"),
    ]

    static func diagnosticLines(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    }

    @Test func textReportsEveryFindingOnceAtItsPlace() throws {
        let site = try TemporarySite(fixture: "broken-links")
        let outcome = try SitegenProcess.run(["check"], in: site.root)
        #expect(outcome.status == 1)
        let lines = Self.diagnosticLines(outcome.stderr)
        #expect(lines.count == Self.expected.count, "\(outcome.stderr)")
        for (line, expected) in zip(lines, Self.expected) {
            #expect(line.hasPrefix("\(expected.location): \(expected.severity): "), "\(line)")
            #expect(line.contains(expected.says), "\(line)")
        }
        #expect(outcome.stderr.hasSuffix("Checked 36 links on 6 pages: 15 errors, 1 warning\n"), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        // A check never writes the site.
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func jsonReportsTheSameFindingsWithTheirKinds() throws {
        let site = try TemporarySite(fixture: "broken-links")
        let outcome = try SitegenProcess.run(["check", "--format", "json"], in: site.root)
        #expect(outcome.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        #expect(findings.count == Self.expected.count, "\(outcome.stdout)")
        for (finding, expected) in zip(findings, Self.expected) {
            let file = finding["file"] as? String ?? ""
            let location = "\(file):\(finding["line"] as? Int ?? 0):\(finding["column"] as? Int ?? 0)"
            #expect(location == expected.location)
            #expect(finding["severity"] as? String == expected.severity)
            #expect(finding["kind"] as? String == expected.kind, "\(location)")
            #expect((finding["message"] as? String ?? "").contains(expected.says), "\(location)")
        }
        #expect(object?["errors"] as? Int == 15)
        #expect(object?["warnings"] as? Int == 1)
        // Only the report goes to stdout, and it is the same every time.
        #expect(Self.diagnosticLines(outcome.stderr).isEmpty)
        #expect(try SitegenProcess.run(["check", "--format", "json"], in: site.root).stdout == outcome.stdout)
    }

    @Test(arguments: [[], ["--format", "json"]])
    func githubActionsGetAnAnnotationPerFinding(format: [String]) throws {
        let site = try TemporarySite(fixture: "broken-links")
        let outcome = try SitegenProcess.run(["check"] + format, in: site.root, environment: ["GITHUB_ACTIONS": "true"])
        #expect(outcome.status == 1)
        let annotations = outcome.stderr.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == Self.expected.count, "\(outcome.stderr)")
        for (annotation, expected) in zip(annotations, Self.expected) {
            let parts = expected.location.split(separator: ":")
            let prefix = "::\(expected.severity) file=\(parts[0]),line=\(parts[1]),col=\(parts[2])::"
            #expect(annotation.hasPrefix(prefix), "\(annotation)")
        }
    }

    @Test func aCleanSitePasses() throws {
        let site = try TemporarySite(fixture: "basic")
        let outcome = try SitegenProcess.run(["check"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains(": error: "))
        let json = try SitegenProcess.run(["check", "--format", "json"], in: site.root)
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"errors\":0,"))
    }

    /// The valid links of the fixture alone: no errors; the embed's warning fails the check
    /// only with `--warnings-as-errors`.
    @Test func warningsFailOnlyWhenAskedTo() throws {
        let site = try TemporarySite(fixture: "broken-links")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/docs/renamed.md"))
        let links = try site.read("Content/docs/links.md")
        let valid = try #require(links.components(separatedBy: "# Broken links").first)
        try site.write("Content/docs/links.md", valid + "<div class=\"embed\">An embed.</div>\n\n[^1]: A note.\n")

        let outcome = try SitegenProcess.run(["check"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = Self.diagnosticLines(outcome.stderr)
        #expect(lines.count == 1, "\(outcome.stderr)")
        #expect(lines.first?.hasPrefix("Content/docs/links.md:17:1: warning: raw HTML without a declared size") == true,
                "\(outcome.stderr)")
        #expect(try SitegenProcess.run(["check", "--warnings-as-errors"], in: site.root).status == 1)
    }

    @Test func textNoFontCanShowIsAWarningOfItsOwnKind() throws {
        let site = try TemporarySite()
        try site.write("Content/a.md", "---\ntitle: A\n---\n\nPrivate \u{F0000} use, and an emoji \u{1F600} shipped.\n")
        let outcome = try SitegenProcess.run(["check", "--format", "json"], in: site.root)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\"file\":\"Content/a.md\",\"line\":5,\"column\":1,"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("\"kind\":\"unmeasured-text\""), "\(outcome.stdout)")
    }

    @Test func draftsAreLinkableWithDrafts() throws {
        let site = try TemporarySite(fixture: "broken-links")
        let outcome = try SitegenProcess.run(["check", "--drafts"], in: site.root)
        #expect(outcome.status == 1)
        #expect(!outcome.stderr.contains("draft.md is a draft"))
        #expect(Self.diagnosticLines(outcome.stderr).count == Self.expected.count - 1)
    }

    @Test func buildWithCheckFailsOnABrokenLinkAndKeepsThePreviousOutput() throws {
        let site = try TemporarySite(fixture: "broken-links")
        // Without the duplicate, the site builds; only the check finds its broken links.
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/docs/renamed.md"))
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let before = TemporarySite.digest(site.output)
        #expect(!before.isEmpty)

        try site.write("Content/docs/install.md", try site.read("Content/docs/install.md") + "\nChanged.\n")
        let outcome = try SitegenProcess.run(["build", "--check"], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("Content/docs/links.md:19:1: error: no page Content/docs/missing.md"))
        #expect(outcome.stderr.contains("Build failed with 14 errors; the previous output is unchanged."), "\(outcome.stderr)")
        #expect(TemporarySite.digest(site.output) == before)

        let clean = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build", "--check"], in: clean.root).status == 0)
        #expect(FileManager.default.fileExists(atPath: clean.output.appendingPathComponent("index.html").path))
    }

    @Test(arguments: [["check", "--format", "xml"], ["check", "extra"], ["check", "--source", "/no/such/site"]])
    func usageErrorsExitWithTwo(arguments: [String]) throws {
        let outcome = try SitegenProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("sitegen check --help"))
    }
}
