import SitegenTestSupport
import Foundation
import Synchronization
import Testing

/// A running `sitegen serve --port 0`, stopped with SIGINT at the end.
final class RunningServer {
    let process = Process()
    let port: Int
    let log: URL

    init(site: TemporarySite, arguments: [String] = [], environment: [String: String] = [:]) throws {
        log = site.root.deletingLastPathComponent().appendingPathComponent("serve.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = SitegenProcess.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = site.root
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        var found: Int?
        for _ in 0 ..< 300 where found == nil {
            usleep(20_000)
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: "http://127.0.0.1:") {
                found = Int(text[range.upperBound...].prefix { $0.isNumber })
            }
        }
        port = try #require(found, "the server never said where it listens")
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        process.waitUntilExit()
    }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// (status, body) of a GET, through curl so that nothing in this process caches.
    func get(_ path: String, headers: [String] = []) throws -> (Int, String) {
        let result = try SitegenProcess.runTool(
            "/usr/bin/curl", ["-s", "-w", "\n%{http_code}", "--max-time", "5"] + headers.flatMap { ["-H", $0] }
                + ["http://127.0.0.1:\(port)\(path)"])
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
        return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
    }

    /// The status of a GET of each of `paths`, through one curl.
    func statuses(_ paths: [String]) throws -> [Int] {
        let result = try SitegenProcess.runTool(
            "/usr/bin/curl", ["-s", "--max-time", "5"] + paths.flatMap {
                ["-o", "/dev/null", "-w", "%{http_code}\n", "http://127.0.0.1:\(port)\($0)"]
            })
        return result.split(separator: "\n").map { Int($0) ?? 0 }
    }

    /// Opens the live-reload stream, runs `action`, and returns what the stream said within `seconds`.
    func events(during seconds: Int, _ action: () throws -> Void) throws -> String {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-sN", "--max-time", "\(seconds)", "http://127.0.0.1:\(port)/_sitegen/events"]
        let pipe = Pipe()
        curl.standardOutput = pipe
        try curl.run()
        usleep(300_000)
        try action()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The live-reload stream of a running server, read as it comes (through curl), as an open page would.
final class LiveEvents: Sendable {
    /// One event: its name (`reload`, `build-error`, `hello`), its data, when it came.
    struct Event: Sendable {
        var name: String
        var data: String
        var received: Date
    }

    private let curl = Process()
    private let received = Mutex<(events: [Event], partial: String)>(([], ""))

    init(port: Int) throws {
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-sN", "http://127.0.0.1:\(port)/_sitegen/events"]
        let pipe = Pipe()
        curl.standardOutput = pipe
        curl.standardError = FileHandle.nullDevice
        try curl.run()
        let handle = pipe.fileHandleForReading
        Thread { [weak self] in
            while true {
                let data = handle.availableData
                guard !data.isEmpty, let self else { return }
                self.take(String(decoding: data, as: UTF8.self))
            }
        }.start()
        #expect(wait(timeout: 10) { $0.contains { $0.name == "hello" } }, "the event stream never said hello")
    }

    deinit {
        // SIGKILL: a child of a test thread inherits its blocked signals, SIGTERM among them.
        if curl.isRunning { kill(curl.processIdentifier, SIGKILL) }
        curl.waitUntilExit()
    }

    private func take(_ text: String) {
        received.withLock { state in
            state.partial += text
            while let end = state.partial.range(of: "\n\n") {
                let block = state.partial[..<end.lowerBound]
                var name: String?
                var data = ""
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
                }
                if let name { state.events.append(Event(name: name, data: data, received: Date())) }
                state.partial = String(state.partial[end.upperBound...])
            }
        }
    }

    var events: [Event] { received.withLock { $0.events } }

    /// Waits until `condition` holds for the events so far, at most `timeout` seconds; returns whether it did.
    @discardableResult
    func wait(timeout: Double, until condition: ([Event]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(events) { return true }
            usleep(5_000)
        }
        return condition(events)
    }
}
