import SitegenTestSupport
import Foundation
import Testing

/// Ctrl-C (SIGINT) and SIGTERM during a build: the real binary, interrupted while it writes its
/// staging folder, removes that folder before it exits and leaves the previous output as it was.
@Suite(.serialized) struct InterruptTests {
    static let pageCount = 400

    /// A site big enough to be mid-build for a while, built once.
    func builtSite() throws -> TemporarySite {
        let site = try TemporarySite(fixture: "basic")
        for index in 0 ..< Self.pageCount {
            try site.write("Content/many/page-\(index).md",
                           "---\ntitle: Page \(index)\ntags: [t\(index % 7)]\n---\n\n## Part\n\nText \(index) with words to lay out.\n")
        }
        #expect(try SitegenProcess.run(["build"], in: site.root).status == 0)
        return site
    }

    func stagingFolders(_ site: TemporarySite) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.contains(".staging-") }
    }

    /// Starts a build, waits for its own staging folder to appear, then `delay` more, and
    /// signals it; returns its exit status and the last line it printed.
    func interruptedBuild(_ site: TemporarySite, signal: Int32, delay: TimeInterval) throws -> (status: Int32, said: String) {
        let log = site.root.deletingLastPathComponent().appendingPathComponent("stderr.txt")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = SitegenProcess.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        // Its own staging folder, named with its process id.
        let own = ".staging-\(process.processIdentifier)-"
        while process.isRunning, Date() < deadline {
            if try stagingFolders(site).contains(where: { $0.contains(own) }) { break }
            usleep(500)
        }
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let said = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").last.map(String.init) ?? ""
        return (process.terminationStatus, said)
    }

    /// How long a build writes into its staging folder, from an uninterrupted one.
    func stagingSeconds(_ site: TemporarySite) throws -> TimeInterval {
        let process = Process()
        process.executableURL = SitegenProcess.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var appeared: Date?
        while process.isRunning {
            if appeared == nil, try !stagingFolders(site).isEmpty { appeared = Date() }
            usleep(500)
        }
        #expect(process.terminationStatus == 0)
        return Date().timeIntervalSince(appeared ?? Date())
    }

    /// Moments spread over the time a build writes (ten for Ctrl-C), each after an edit a
    /// finished build would show: every run leaves no staging folder, and the output it found,
    /// byte for byte.
    @Test(.timeLimit(.minutes(10)), arguments: [(SIGINT, 10), (SIGTERM, 4)])
    func anInterruptedBuildLeavesNothingAndTheOldOutput(signal: Int32, runs: Int) throws {
        let site = try builtSite()
        let writing = try stagingSeconds(site)
        var interrupted = 0
        for run in 0 ..< runs {
            let before = TemporarySite.digest(site.output)
            try site.write("Content/many/page-0.md", "---\ntitle: Run \(run)\n---\n\nEdited for run \(run).\n")
            let delay = writing * Double(run) / Double(runs + 1)
            let (status, said) = try interruptedBuild(site, signal: signal, delay: delay)
            let leftovers = try stagingFolders(site)
            #expect(leftovers.isEmpty, "run \(run) at \(delay) s: \(leftovers)")
            if said == "Interrupted; the previous output is unchanged." {
                #expect(status == 128 + signal, "run \(run) at \(delay) s")
                #expect(TemporarySite.digest(site.output) == before, "run \(run) at \(delay) s changed the output")
                interrupted += 1
            } else {
                // The signal came once the new output was swapped in (or the build had ended):
                // then the output is the new one, whole.
                #expect(status == 0 || said == "Interrupted after the new output was written in whole.", "run \(run): \(said)")
                #expect(try site.read("public/many/page-0/index.html").contains("Edited for run \(run)."))
                #expect(TemporarySite.digest(site.output).split(separator: "\n").count == before.split(separator: "\n").count)
            }
        }
        // The moments lie inside the writing, measured a moment before: nearly all interrupt it.
        #expect(interrupted >= runs - 2, "only \(interrupted) of \(runs) runs were interrupted")
    }
}
