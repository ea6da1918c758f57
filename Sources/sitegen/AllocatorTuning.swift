#if canImport(Glibc)
import Glibc
#endif

/// Restarts a build once with a larger glibc thread cache for freed memory blocks.
///
/// A build makes and frees whole layout trees page after page: thousands of small blocks of
/// each size at a time. glibc's per-thread cache keeps 7 freed blocks of a size; the rest go
/// back through the arena's bins (`_int_malloc`, `unlink_chunk`, `malloc_consolidate`), a
/// tenth of a build's time. Keeping 256 took 0.95 of the wall time at 10,000 pages (11
/// alternating pairs, the restart included) for 1.5 % more peak memory; 64 took 1.02 of
/// 256's time, 1,000 no less for 5 % more memory. glibc reads the cache's size only from
/// `GLIBC_TUNABLES` as a process starts (`mallopt` has no parameter for it), so the process
/// starts itself again, once, with the tunable added: about 13 ms, the start of a process.
///
/// A `glibc.malloc.tcache_count` the user chose is kept as it is
/// (`GLIBC_TUNABLES=glibc.malloc.tcache_count=7` keeps glibc's default); where the restart
/// cannot happen (no `/proc`, `execve` refused), the build goes on untuned.
enum AllocatorTuning {
    static let tunable = "glibc.malloc.tcache_count"
    static let cachedBlocks = 256
    /// The commands that build pages; the others are over before the cache matters.
    static let tunedCommands: Set<String> = ["build", "serve", "check"]

    /// `GLIBC_TUNABLES` with the cache size added, or nil when it names the cache size already.
    static func tunables(adding current: String?) -> String? {
        let setting = "\(tunable)=\(cachedBlocks)"
        guard let current, !current.isEmpty else { return setting }
        let names = current.split(separator: ":").map { $0.split(separator: "=").first ?? "" }
        guard !names.contains(where: { $0 == tunable }) else { return nil }
        return current + ":" + setting
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
