#if canImport(Glibc)
import Glibc
#endif

/// Restarts a build once with glibc's allocator tuned for it.
///
/// A build makes and frees whole layout trees page after page: thousands of small blocks of
/// each size at a time, in a heap of hundreds of megabytes. Three of glibc's settings help:
///
/// - `tcache_count=256`: glibc's per-thread cache keeps 7 freed blocks of a size; the rest
///   go back through the arena's bins (`_int_malloc`, `unlink_chunk`, `malloc_consolidate`),
///   where a build's many frees of one size pile up. 256 holds a page's worth of blocks for
///   little more memory; fewer leave the bins busy, more only add memory.
/// - `hugetlb=1` and `top_pad=67108864`: the heap asks the kernel for transparent huge
///   pages (2 MiB instead of 4 KiB: far fewer page faults and TLB misses while a page's tree
///   is walked), and grows 64 MiB at a time, so that it grows in whole huge pages. Where
///   the kernel gives huge pages to every process already, or never, `hugetlb` changes
///   nothing. `Content/docs/cli.md` ("The memory allocator") says how to compare the settings.
///
/// glibc reads these only from `GLIBC_TUNABLES` as a process starts (`mallopt` has no
/// parameter for the first two), so the process starts itself again, once, with them
/// added: the cost of starting a process. A setting the user gives is kept as it is
/// (`GLIBC_TUNABLES=glibc.malloc.tcache_count=7` keeps glibc's default cache); where the
/// restart cannot happen (no `/proc`, `execve` refused), the build goes on untuned.
enum AllocatorTuning {
    static let settings: [(name: String, value: Int)] = [
        ("glibc.malloc.tcache_count", 256),
        ("glibc.malloc.hugetlb", 1),
        ("glibc.malloc.top_pad", 64 << 20),
    ]
    /// The commands that build pages; the others are over before the allocator matters.
    static let tunedCommands: Set<String> = ["build", "serve", "check"]

    /// `GLIBC_TUNABLES` with the settings it does not name added, or nil when it names them all.
    static func tunables(adding current: String?) -> String? {
        let current = current ?? ""
        let named = Set(current.split(separator: ":").map { String($0.split(separator: "=").first ?? "") })
        let added = settings.filter { !named.contains($0.name) }.map { "\($0.name)=\($0.value)" }
        guard !added.isEmpty else { return nil }
        return ([current].filter { !$0.isEmpty } + added).joined(separator: ":")
    }

    /// Replaces the process with itself, tuned, when `command` builds pages; returns when it
    /// does not, when the tuning is there already, or when the restart fails.
    static func restartIfUntuned(command: String?) {
        #if canImport(Glibc)
        // glibc drops the tunable for a set-user-ID process: restarting it would loop.
        guard let command, tunedCommands.contains(command), getuid() == geteuid(), getgid() == getegid()
        else { return }
        let name = "GLIBC_TUNABLES"
        guard let value = tunables(adding: getenv(name).map { String(cString: $0) }) else { return }
        var environment: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let variable = entry.pointee {
            if !String(cString: variable).hasPrefix(name + "=") { environment.append(variable) }
            entry += 1
        }
        let tuned = strdup(name + "=" + value)
        environment.append(tuned)
        environment.append(nil)
        execve("/proc/self/exe", CommandLine.unsafeArgv, environment)
        free(tuned)
        #endif
    }
}
