import SitegenTestSupport
import Foundation
import Testing

/// A build restarts itself once with glibc's allocator tuned (`AllocatorTuning`):
/// seen in the environment of a running `sitegen serve`, read from `/proc`.
@Suite(.serialized) struct AllocatorTuningTests {
    /// The running server's `GLIBC_TUNABLES` entries, from the environment the kernel holds.
    ///
    /// glibc parses its tunables in that memory and writes a NUL over each `:` between them:
    /// the tunables after the first read as entries of their own, and are joined again here.
    private func tunables(startingWith value: String) throws -> [String] {
        let site = try TemporarySite(fixture: "basic")
        let server = try RunningServer(site: site, environment: ["GLIBC_TUNABLES": value])
        #expect(try server.get("/docs/install/").0 == 200)
        let environ = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(server.process.processIdentifier)/environ"))
        var entries: [String] = []
        for entry in environ.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
            if entry.hasPrefix("GLIBC_TUNABLES=") {
                entries.append(entry)
            } else if entry.hasPrefix("glibc."), let last = entries.indices.last {
                entries[last] += ":" + entry
            }
        }
        return entries
    }

    private let added = "glibc.malloc.tcache_count=256:glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864"

    @Test func aBuildRunsTuned() throws {
        #expect(try tunables(startingWith: "") == ["GLIBC_TUNABLES=" + added])
    }

    @Test func otherTunablesAreKept() throws {
        #expect(try tunables(startingWith: "glibc.malloc.mxfast=64") == ["GLIBC_TUNABLES=glibc.malloc.mxfast=64:" + added])
    }

    @Test func theUsersSettingsWin() throws {
        #expect(try tunables(startingWith: "glibc.malloc.tcache_count=7:glibc.malloc.hugetlb=0")
            == ["GLIBC_TUNABLES=glibc.malloc.tcache_count=7:glibc.malloc.hugetlb=0:glibc.malloc.top_pad=67108864"])
    }

    @Test func noRestartWhenTheUserGivesEverySetting() throws {
        let given = "glibc.malloc.top_pad=0:glibc.malloc.tcache_count=7:glibc.malloc.hugetlb=0"
        #expect(try tunables(startingWith: given) == ["GLIBC_TUNABLES=" + given])
    }
}
