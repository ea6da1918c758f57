import SitegenTestSupport
import Foundation
import Synchronization
import Testing

/// The real watch limit: a user namespace with `max_inotify_watches` set very low, and the
/// preview tool (PreviewTestServer, a PreviewSession serving a mirrored folder) inside it.
@Suite("Watch limit fallback", .enabled(if: canLimitInotifyWatches, "needs unprivileged user namespaces"))
struct WatchLimitTests {
    @Test func atTheLimitItSaysSoAndKeepsReloadingByPolling() throws {
        let folder = try TemporaryFolder("sitegen-watch-limit")
        for index in 0..<8 { try folder.write("src/d\(index)/page.html", "<body>page \(index)</body>") }
        // The test runner and the tool are built into the same products folder.
        let products = try #require(Bundle.main.executableURL).deletingLastPathComponent()
        let tool = products.appendingPathComponent("PreviewTestServer")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "missing \(tool.path)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-U", "-r", "/bin/sh", "-c",
                             "echo 3 > /proc/sys/user/max_inotify_watches && exec \"$0\" --root \"$1\" --watch \"$2\" --port 0",
                             tool.path, folder.path + "/public", folder.path + "/src"]
        let output = CapturedPipe()
        let errors = CapturedPipe()
        process.standardOutput = output.pipe
        process.standardError = errors.pipe
        try process.run()
        defer {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }

        #expect(errors.wait { $0.contains("fs.inotify.max_user_watches") })
        #expect(errors.text.contains("polling"))
        #expect(output.wait { $0.contains("listening on") })
        let address = try #require(output.text.range(of: "http://127.0.0.1:"))
        let port = try #require(Int(output.text[address.upperBound...].prefix { $0.isNumber }))

        let events = try EventStreamClient(port: port)
        #expect(try events.next(named: "hello") != nil)
        try folder.write("src/d5/page.html", "<body>page 5, edited</body>")
        let reload = try #require(try events.next(named: "reload", timeout: 5))
        #expect(reload.paths == ["/d5/page.html"])
        #expect(try request(port: port, "/d5/page.html").text.contains("edited"))

        process.terminate()  // SIGTERM, as Ctrl-C would: the tool stops its session and exits 0
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// Whether this machine lets a process lower its own inotify watch limit (a user namespace).
let canLimitInotifyWatches: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = ["-U", "-r", "/bin/sh", "-c", "echo 3 > /proc/sys/user/max_inotify_watches"]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
}()

/// Collects what a child process writes to a pipe.
final class CapturedPipe: Sendable {
    let pipe = Pipe()
    private let collected = Mutex("")

    init() {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.collected.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
    }

    var text: String { collected.withLock { $0 } }

    func wait(timeout: Double = 10, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(text) { return true }
            usleep(10_000)
        }
        return condition(text)
    }
}
