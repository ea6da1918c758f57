import SitegenTestSupport
import Foundation
import Testing

/// `sitegen build` on a site full of broken files: every error reported with file:line:col,
/// exit status 1, and the previous output left exactly as it was.
@Suite struct BadInputTests {
    /// Each broken file, with the `file:line:col` its error must name.
    static let expected: [String] = [
        "Content/bytes/invalid-utf8.md:5:4",
        "Content/bytes/binary.md:1:1",
        "Content/bytes/nul.md:5:7",
        "Content/bytes/unclosed.md:1:1",
        "Content/yaml/alias-bomb.md:6:8",
        "Content/yaml/deep.md:2:",
        "Content/yaml/duplicate-key.md:4:1",
        "Content/yaml/title-number.md:2:8",
        "Content/yaml/title-list.md:2:8",
        "Content/yaml/title-map.md:3:3",
        "Content/yaml/title-null.md:2:8",
        "Content/yaml/impossible-date.md:3:7",
        "Content/paths/slug-dotdot.md:3:7",
        "Content/paths/slug-encoded.md:3:7",
        "Content/paths/slug-absolute.md:3:7",
        "Content/paths/slug-backslash.md:3:7",
        "Content/paths/same.md:1:1",
        "Content/paths/case.md:1:1",
        "Content/paths/passwd.md:1:1",
        "Content/paths/loop:1:1",
        "Content/paths/café.md:1:1",
    ]

    /// The bad-input fixture plus what git cannot carry well: symlinks out and in circles,
    /// and two names that differ only by Unicode normalization.
    static func makeBadSite() throws -> TemporarySite {
        let site = try TemporarySite(fixture: "bad-input")
        let paths = site.root.appendingPathComponent("Content/paths")
        try FileManager.default.createSymbolicLink(atPath: paths.appendingPathComponent("passwd.md").path,
                                                   withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: paths.appendingPathComponent("loop").path,
                                                   withDestinationPath: "../paths")
        try site.write("Content/paths/caf\u{E9}.md", "---\ntitle: NFC\n---\n")
        try site.write("Content/paths/cafe\u{301}.md", "---\ntitle: NFD\n---\n")
        return site
    }

    @Test func everyErrorIsReportedAndTheOutputIsUntouched() throws {
        let site = try Self.makeBadSite()
        // A previous, good build of another site sits in the output folder.
        let good = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build", "--output", site.output.path], in: good.root).status == 0)
        let before = TemporarySite.digest(site.output)

        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 1)
        for location in Self.expected {
            #expect(outcome.stderr.contains(location), "no error at \(location)\n\(outcome.stderr)")
        }
        #expect(outcome.stderr.contains("Build failed with "))
        #expect(TemporarySite.digest(site.output) == before)
        let errorLines = outcome.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errorLines.allSatisfy { $0.hasPrefix("Content/") }, "\(errorLines)")
    }

    @Test func githubActionsGetAnnotations() throws {
        let site = try Self.makeBadSite()
        let outcome = try SitegenProcess.run(["build"], in: site.root, environment: ["GITHUB_ACTIONS": "true"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("::error file=Content/yaml/duplicate-key.md,line=4,col=1::"))
    }

    @Test func aWriteFailureLeavesTheOutputUntouched() throws {
        let site = try TemporarySite(fixture: "basic")
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let before = TemporarySite.digest(site.output)
        try site.write("Content/big.md", String(repeating: "A long paragraph of words. ", count: 4000))
        // A file size limit makes writes fail the way a full disk does (EFBIG instead of ENOSPC).
        let outcome = try SitegenProcess.run(
            ["build"], in: site.root,
            prefix: ["/bin/sh", "-c", "ulimit -f 16; trap '' XFSZ; exec \"$@\"", "sh"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot write"))
        #expect(TemporarySite.digest(site.output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".public") }
        #expect(leftovers.isEmpty)
    }

    @Test func unreadableFilesAreReported() throws {
        let site = try TemporarySite(fixture: "basic")
        let secret = site.root.appendingPathComponent("Content/secret.md")
        try Data("---\ntitle: Secret\n---\n".utf8).write(to: secret)
        chmod(secret.path, 0)
        var prefix: [String] = []
        if getuid() == 0 {
            // Root reads everything: run as nobody, with the folders opened up for it.
            chmod(site.root.deletingLastPathComponent().path, 0o777)
            _ = try Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "a+rwX", site.root.path])
                .waitUntilExit()
            chmod(secret.path, 0)
            prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        let outcome = try SitegenProcess.run(["build"], in: site.root, prefix: prefix)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Content/secret.md:1:1: error: file is not readable"), "\(outcome.stderr)")
    }
}
