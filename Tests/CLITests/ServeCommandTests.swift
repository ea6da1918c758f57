import SitegenTestSupport
import Foundation
import Synchronization
import Testing

/// `sitegen serve` as a user runs it: a real process on a free port, spoken to over HTTP.
@Suite(.serialized) struct ServeCommandTests {
    @Test func servesPagesWithCleanURLs() throws {
        let site = try TemporarySite(fixture: "basic")
        let server = try RunningServer(site: site)
        let (status, body) = try server.get("/docs/install/")
        #expect(status == 200)
        #expect(body.contains("id=\"reqs\""))
        #expect(try server.get("/docs").0 == 301)
        #expect(try server.get("/no/such/page/").0 == 404)
        #expect(try server.get("/../../etc/passwd").0 == 404)
        #expect(try server.get("/", headers: ["Host: evil.example"]).0 == 403)
    }

    @Test func anEditReloadsThePageThatChanged() throws {
        let site = try TemporarySite(fixture: "basic")
        let server = try RunningServer(site: site)
        // A section added: the page keeps every character it showed, so the fonts, and the other pages, stay.
        let text = try site.read("Content/docs/install.md")
        let stream = try server.events(during: 3) {
            try site.write("Content/docs/install.md", text + "\n## Fresh {#fresh}\n\nNew words.\n")
        }
        #expect(stream.contains("event: reload"))
        #expect(stream.contains("\"/docs/install/\""))
        #expect(!stream.contains("\"/blog/first-post/\""))
        #expect(try server.get("/docs/install/").1.contains("id=\"fresh\""))
    }

    @Test func aBrokenPageShowsItsErrorUntilFixed() throws {
        let site = try TemporarySite(fixture: "basic")
        let server = try RunningServer(site: site)
        let broken = try server.events(during: 3) {
            try site.write("Content/docs/install.md", "---\ntitle: [oops\n---\n")
        }
        #expect(broken.contains("event: build-error"))
        let (status, body) = try server.get("/docs/install/")
        #expect(status == 500)
        #expect(body.contains("Content/docs/install.md:3:1: error: invalid YAML"))
        let fixed = try server.events(during: 3) {
            try site.write("Content/docs/install.md", "---\ntitle: Fixed\n---\n\nBack.\n")
        }
        #expect(fixed.contains("event: reload"))
        #expect(try server.get("/docs/install/").1.contains("Fixed"))
        #expect(server.process.isRunning)
    }

    @Test func aPageInALinkedFolderReloadsWhenSaved() throws {
        let site = try TemporarySite(fixture: "basic")
        try site.write("Shared/notes.md", "---\ntitle: Notes\n---\n\nFirst words.\n")
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("Content/linked").path,
                                                   withDestinationPath: "../Shared")
        let server = try RunningServer(site: site)
        #expect(try server.get("/linked/notes/").1.contains("First words."))
        let stream = try server.events(during: 3) {
            try site.write("Shared/notes.md", "---\ntitle: Notes\n---\n\nFirst words, and second words.\n")
        }
        #expect(stream.contains("\"/linked/notes/\""))
        #expect(try server.get("/linked/notes/").1.contains("second words"))
    }

    @Test func aNewFolderWithANewPageIsServed() throws {
        let site = try TemporarySite(fixture: "basic")
        let server = try RunningServer(site: site)
        let stream = try server.events(during: 3) {
            try site.write("Content/guides/deep/new-page.md", "---\ntitle: Brand new\n---\n\nHello.\n")
        }
        #expect(stream.contains("/guides/deep/new-page/"))
        #expect(try server.get("/guides/deep/new-page/").0 == 200)
    }

    @Test func thePreviewEqualsAFullBuild() throws {
        let site = try TemporarySite(fixture: "basic")
        let preview = site.root.deletingLastPathComponent().appendingPathComponent("preview")
        let server = try RunningServer(site: site, arguments: ["--output", preview.path])
        _ = try server.events(during: 2) {
            try site.write("Content/blog/first-post.md", "---\ntitle: Renamed post\ndate: 2026-05-01\n---\n\nText.\n")
            try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/docs/plain-name.md"))
            // A bigger image moves everything below it: the cached layout of its page must not be reused.
            try site.write("Content/docs/images/diagram.svg",
                           "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"300\"></svg>\n")
        }
        let full = site.root.deletingLastPathComponent().appendingPathComponent("full")
        let built = try SitegenProcess.run(["build", "--base-url", "/", "--output", full.path], in: site.root)
        #expect(built.status == 0)
        #expect(TemporarySite.digest(preview) == TemporarySite.digest(full))
        #expect(!TemporarySite.digest(preview).contains("plain-name"))
        #expect(try String(contentsOf: preview.appendingPathComponent("docs/install/index.html"), encoding: .utf8)
            .contains("height=\"300\""))
    }

    @Test func pageSavesRebuildIncrementallyAndEqualAFullBuild() throws {
        let site = try TemporarySite(fixture: "basic")
        let preview = site.root.deletingLastPathComponent().appendingPathComponent("preview")
        let server = try RunningServer(site: site, arguments: ["--output", preview.path, "--timings"])
        // A body, a title, a date and tags: each save reloads, and each is an incremental rebuild.
        let edits = [
            ("Content/docs/install.md", "Second section with", "Second section, with"),
            ("Content/blog/first-post.md", "title: First post", "title: The first post"),
            ("Content/blog/first-post.md", "date: 2026-01-15", "date: 2026-06-15"),
            ("Content/blog/first-post.md", "tags: [news]", "tags: [news, guide]"),
        ]
        for (file, old, new) in edits {
            let text = try site.read(file)
            let stream = try server.events(during: 2) {
                try site.write(file, text.replacingOccurrences(of: old, with: new))
            }
            #expect(stream.contains("event: reload"), "no reload after editing \(file)")
        }
        #expect(server.output.components(separatedBy: "Incremental rebuild").count - 1 == edits.count)
        let full = site.root.deletingLastPathComponent().appendingPathComponent("full")
        let built = try SitegenProcess.run(["build", "--base-url", "/", "--output", full.path], in: site.root)
        #expect(built.status == 0)
        #expect(TemporarySite.digest(preview) == TemporarySite.digest(full))
        #expect(try String(contentsOf: preview.appendingPathComponent("tags/guide/index.html"), encoding: .utf8)
            .contains("The first post"))
    }

    @Test func aFolderSitegenDidNotWriteIsRefusedAtOnce() throws {
        let site = try TemporarySite(fixture: "basic")
        let other = site.root.deletingLastPathComponent().appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: other.appendingPathComponent("thesis.txt"))
        // `timeout` ends a server that keeps serving instead of exiting (status 124).
        let outcome = try SitegenProcess.run(["serve", "--port", "0", "--output", other.path], in: site.root,
                                             prefix: ["/usr/bin/timeout", "20"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("\(other.path) exists and was not written by sitegen"))
        #expect(outcome.stderr.contains("choose another --output"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: other.path) == ["thesis.txt"])
    }

    @Test func aBusyPortIsNamed() throws {
        let site = try TemporarySite(fixture: "basic")
        let first = try RunningServer(site: site)
        let second = try SitegenProcess.run(["serve", "--port", "\(first.port)"], in: site.root)
        #expect(second.status == 1)
        #expect(second.stderr.contains("port \(first.port) is already in use"))
        #expect(second.stderr.contains("--port 0"))
    }

    @Test func theFirstBuildShowsItsProgressOnATerminal() throws {
        let site = try TemporarySite(fixture: "basic")
        let pidFile = site.root.deletingLastPathComponent().appendingPathComponent("serve.pid").path
        // `script` gives the server a terminal, where the progress line is drawn (never into a pipe or file).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "echo $$ > '\(pidFile)'; exec '\(SitegenProcess.executable.path)' serve --port 0", "/dev/null"]
        process.currentDirectoryURL = site.root
        process.environment = ProcessInfo.processInfo.environment.merging(["TERM": "xterm"]) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = Pipe()
        let output = Mutex("")
        try process.run()
        let handle = pipe.fileHandleForReading
        Thread {
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                output.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }.start()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !output.withLock({ $0.contains("Serving") }) { usleep(20_000) }
        if let pid = Int32((try? String(contentsOfFile: pidFile, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") {
            kill(pid, SIGINT)
            let stop = Date().addingTimeInterval(10)
            while process.isRunning, Date() < stop { usleep(20_000) }
            if process.isRunning { kill(pid, SIGKILL) }
        }
        process.waitUntilExit()
        let text = output.withLock { $0 }
        let serving = try #require(text.range(of: "Serving"), "the server never started: \(text)")
        let beforeServing = text[..<serving.lowerBound]
        // The line `sitegen build` draws: each step, and its items as they are done.
        #expect(beforeServing.contains("\r\u{1B}[2KReading pages "), "\(beforeServing.debugDescription)")
        #expect(beforeServing.contains("\r\u{1B}[2KRendering pages "))
        #expect(beforeServing.contains("\r\u{1B}[2KPublishing the theme's files…"))
        // Cleared before the build's messages, which start lines of their own.
        #expect(beforeServing.contains("\r\u{1B}[2KWriting the site…\r\u{1B}[2K"))
        #expect(beforeServing.last?.isNewline == true)
    }
}
