import SitegenTestSupport
import Foundation
import Testing

/// Where a build may write, and what an interrupted build leaves behind.
@Suite struct OutputSafetyTests {
    @Test(arguments: [".", "Content", "Content/out", "..", "/"])
    func refusesOutputsThatOverlapTheSource(output: String) throws {
        let site = try TemporarySite(fixture: "basic")
        let before = TemporarySite.digest(site.root)
        let outcome = try SitegenProcess.run(["build", "--output", output], in: site.root)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("choose another --output"))
        #expect(TemporarySite.digest(site.root) == before)
    }

    @Test func refusesTheHomeFolder() throws {
        let site = try TemporarySite(fixture: "basic")
        let home = site.root.deletingLastPathComponent().appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let outcome = try SitegenProcess.run(["build", "--output", home.path], in: site.root,
                                             environment: ["HOME": home.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("home folder"))
    }

    @Test func neverReplacesAFolderItDidNotWrite() throws {
        let site = try TemporarySite(fixture: "basic")
        let other = site.root.deletingLastPathComponent().appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: other.appendingPathComponent("thesis.txt"))
        let outcome = try SitegenProcess.run(["build", "--output", other.path], in: site.root)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("was not written by sitegen"))
        #expect(try String(contentsOf: other.appendingPathComponent("thesis.txt"), encoding: .utf8) == "precious")
    }

    /// A build killed at any moment leaves either the old output or the new one, never a mix,
    /// and the next build sweeps its staging folder away.
    @Test(arguments: [SIGKILL, SIGINT, SIGTERM])
    func aKilledBuildLeavesTheOldOrTheNewOutput(signal: Int32) throws {
        let site = try TemporarySite(fixture: "basic")
        for index in 0 ..< 1500 {
            try site.write("Content/many/page-\(index).md", "---\ntitle: Page \(index)\n---\n\n## Part\n\nText \(index).\n")
        }
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let old = TemporarySite.digest(site.output)
        try site.write("Content/many/page-0.md", "---\ntitle: Changed\n---\n\nNew text.\n")

        for delay in [20_000, 80_000, 200_000] as [useconds_t] {
            let process = Process()
            process.executableURL = SitegenProcess.executable
            process.arguments = ["build"]
            process.currentDirectoryURL = site.root
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(delay)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let now = TemporarySite.digest(site.output)
            if now != old {
                // The build finished before the signal: the output must be the complete new site.
                #expect(try site.read("public/many/page-0/index.html").contains("Changed"))
                #expect(now.split(separator: "\n").count == old.split(separator: "\n").count)
            }
        }
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".public") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
