import Foundation
import SitegenTestSupport
import Testing

/// A build's log fits a screen: warnings of one kind are summed up, `--verbose` lists them
/// all, `--quiet` prints errors only.
@Suite struct BuildLogTests {
    /// A site with 30 images of unknown size on 30 pages, and one raw HTML block.
    func siteWithManyWarnings() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("sitegen.yml", "title: Log\nunsafe: true\n")
        for number in 1...30 {
            try site.write("Content/page-\(number).md", "# Page \(number)\n\n![figure](missing-\(number).png)\n\nText.\n")
        }
        try site.write("Content/embed.md", "# Embed\n\n<div class=\"widget\">x</div>\n\nText.\n")
        return site
    }

    func warningLines(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
    }

    @Test func warningsOfOneKindAreSummedUp() throws {
        let site = try siteWithManyWarnings()
        let outcome = try SitegenProcess.run(["build"], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let warnings = warningLines(outcome.stderr)
        #expect(warnings.count == 2, "\(outcome.stderr)")
        #expect(warnings.first?.hasPrefix("Content/embed.md:3:1: warning: raw HTML without a declared size") == true)
        #expect(warnings.last?.hasPrefix("Content/page-1.md:3:1: warning: the size of image 'missing-1.png' is unknown") == true)
        #expect(outcome.stderr.contains("… and 29 more warnings like it (--verbose lists them)"))
        #expect(outcome.stderr.split(separator: "\n").count <= 6, "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").last?.hasPrefix("Built 33 pages") == true)
    }

    @Test func verboseListsEveryWarningAndQuietOnlyErrors() throws {
        let site = try siteWithManyWarnings()
        let verbose = try SitegenProcess.run(["build", "--verbose"], in: site.root)
        #expect(verbose.status == 0)
        #expect(warningLines(verbose.stderr).count == 31)
        #expect(!verbose.stderr.contains("more warnings like it"))
        let quiet = try SitegenProcess.run(["build", "--quiet"], in: site.root)
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        try site.write("Content/broken.md", "---\ntitle: [a, b]\n---\n")
        let failed = try SitegenProcess.run(["build", "--quiet"], in: site.root)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("Content/broken.md:2:8: error:"), "\(failed.stderr)")
        #expect(warningLines(failed.stderr).isEmpty)
        let both = try SitegenProcess.run(["build", "--quiet", "--verbose"], in: site.root)
        #expect(both.status == 2 && both.stderr.contains("--verbose and --quiet cannot be given together"))
    }

    @Test func checkSumsUpItsWarningsToo() throws {
        let site = try siteWithManyWarnings()
        let outcome = try SitegenProcess.run(["check"], in: site.root)
        #expect(outcome.status == 1, "missing images are errors of the check: \(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.count == 30)
    }
}
