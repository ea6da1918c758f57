import Foundation
import Testing

/// The command line itself: help, version, usage errors and their exit statuses.
@Suite struct CommandLineTests {
    @Test func helpListsEveryCommand() throws {
        let outcome = try SitegenProcess.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("build"))
        #expect(outcome.stdout.contains("init"))
    }

    @Test(arguments: ["build", "check", "init"])
    func everySubcommandHasHelp(command: String) throws {
        let outcome = try SitegenProcess.run([command, "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Usage: sitegen \(command)"))
    }

    @Test func buildHelpNamesItsOptions() throws {
        let outcome = try SitegenProcess.run(["build", "--help"])
        for option in ["--source DIR", "--output DIR", "--drafts", "--base-url URL"] {
            #expect(outcome.stdout.contains(option), "missing \(option)")
        }
    }

    @Test func versionIsPrinted() throws {
        let outcome = try SitegenProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("sitegen "))
    }

    @Test(arguments: [["frobnicate"], ["build", "--nope"], ["build", "--source"], ["build", "extra"], ["init"],
                      ["build", "--drafts=yes"]])
    func usageErrorsExitWithTwo(arguments: [String]) throws {
        let outcome = try SitegenProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("error: "))
        #expect(outcome.stderr.contains("--help"))
    }

    @Test func noArgumentsPrintsHelpAndExitsWithTwo() throws {
        let outcome = try SitegenProcess.run([])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("Usage: sitegen"))
    }
}
