import SitegenTestSupport
import Foundation
import Testing
@testable import SitegenServer

@Suite("Live reload stream and error page")
struct LiveReloadTests {
    let site: TemporaryFolder
    let server: RunningServer

    init() throws {
        site = try TemporaryFolder()
        try site.write("index.html", "<body>home</body>")
        try site.write("docs/a/index.html", "<body>a</body>")
        try site.write("style.css", "p{}")
        server = try RunningServer(root: site.url, heartbeat: .milliseconds(200))
    }

    @Test func streamStartsWithHelloThenCarriesReloadsAndFailures() throws {
        let client = try EventStreamClient(port: server.port)
        #expect(client.reply.header("cache-control") == "no-cache, no-transform")
        let hello = try #require(try client.next())
        #expect(hello.name == "hello")
        #expect(hello.json["generation"] as? Int == 0)
        #expect(hello.json["failed"] as? Bool == false)

        server.server.publish(changedPaths: ["/docs/a/", "/"])
        let reload = try #require(try client.next())
        #expect(reload.name == "reload")
        #expect(reload.paths == ["/", "/docs/a/"])
        #expect(reload.json["all"] as? Bool == false)
        #expect(reload.json["generation"] as? Int == 1)

        server.server.publish(buildFailure: ["Content/a.md:3:7: error: unclosed \"<b>\""])
        let failure = try #require(try client.next())
        #expect(failure.name == "build-error")
        #expect(failure.json["diagnostics"] as? [String] == ["Content/a.md:3:7: error: unclosed \"<b>\""])

        server.server.publishEverythingChanged()
        let all = try #require(try client.next())
        #expect(all.json["all"] as? Bool == true)
    }

    /// A build that changed nothing sends no reload, unless a failure is shown to end.
    @Test func aBuildChangingNoPageSendsNothingButEndsAFailure() throws {
        let client = try EventStreamClient(port: server.port)
        #expect(try client.next()?.name == "hello")
        server.server.publish(changedPaths: [])
        #expect(try client.next(timeout: 0.3) == nil)
        server.server.publish(buildFailure: ["Content/a.md:1:1: error: broken"])
        #expect(try client.next()?.name == "build-error")
        server.server.publish(changedPaths: [])
        let cleared = try #require(try client.next())
        #expect(cleared.name == "reload")
        #expect(cleared.paths == [])
        #expect(try request(port: server.port, "/").status == 200)
    }

    @Test func everyOpenStreamGetsTheEvent() throws {
        let clients = try (0..<5).map { _ in try EventStreamClient(port: server.port) }
        for client in clients { #expect(try client.next()?.name == "hello") }
        #expect(server.server.liveReloadConnectionCount == 5)
        server.server.publish(changedPaths: ["/docs/a/"])
        for client in clients { #expect(try client.next()?.paths == ["/docs/a/"]) }
    }

    @Test func reconnectingPageGetsWhatItMissedOrAFullReload() throws {
        let first = try EventStreamClient(port: server.port)
        let hello = try #require(try first.next())
        let serverID = try #require(hello.json["server"] as? String)
        server.server.publish(changedPaths: ["/docs/a/"])
        server.server.publish(changedPaths: ["/"])

        let caughtUp = try EventStreamClient(port: server.port, query: "?since=1&server=\(serverID)")
        #expect(try caughtUp.next()?.name == "hello")
        let missed = try #require(try caughtUp.next())
        #expect(missed.paths == ["/"])
        #expect(missed.json["generation"] as? Int == 2)

        let upToDate = try EventStreamClient(port: server.port, query: "?since=2&server=\(serverID)")
        #expect(try upToDate.next()?.name == "hello")
        #expect(try upToDate.next(timeout: 0.3) == nil)

        let restarted = try EventStreamClient(port: server.port, query: "?since=2&server=another-run")
        #expect(try restarted.next()?.name == "hello")
        #expect(try restarted.next()?.json["all"] as? Bool == true)
    }

    @Test func idleStreamGetsHeartbeatComments() throws {
        let client = try EventStreamClient(port: server.port)
        #expect(try client.next()?.name == "hello")
        #expect(try client.next(timeout: 0.7) == nil)
        #expect(client.comments.contains(": ping"))
    }

    @Test func failedBuildServesAnEscapedErrorPageForHTMLUntilFixed() throws {
        server.server.publish(buildFailure: ["Content/docs/a.md:12:5: error: unknown shortcode <tabs> & \"friends\""])
        for target in ["/", "/docs/a/", "/missing"] {
            let reply = try server.get(target)
            #expect(reply.status == 500, "\(target)")
            #expect(reply.header("cache-control") == "no-store")
            #expect(reply.text.contains("Content/docs/a.md:12:5: error: unknown shortcode &lt;tabs&gt; &amp; &quot;friends&quot;"))
            #expect(reply.text.contains("sitegen-build-error"))
            #expect(reply.text.contains(LiveReloadScript.tag))
        }
        #expect(try server.get("/style.css").status == 200)

        let client = try EventStreamClient(port: server.port)
        let hello = try #require(try client.next())
        #expect(hello.json["failed"] as? Bool == true)
        #expect(hello.json["diagnostics"] as? [String] == ["Content/docs/a.md:12:5: error: unknown shortcode <tabs> & \"friends\""])

        server.server.publish(changedPaths: ["/docs/a/"])
        #expect(try client.next()?.name == "reload")
        #expect(try server.get("/").status == 200)
        #expect(try server.get("/docs/a/").text.contains("a"))
    }

    @Test func clearingAFailureWithoutABuildAlsoRecovers() throws {
        server.server.publish(buildFailure: ["x.md:1:1: error: broken"])
        #expect(try server.get("/").status == 500)
        server.server.clearBuildFailure()
        #expect(try server.get("/").status == 200)
    }

    @Test func liveScriptIsServedAsJavaScript() throws {
        let reply = try server.get("/_sitegen/live.js")
        #expect(reply.status == 200)
        #expect(reply.header("content-type") == "text/javascript; charset=utf-8")
        #expect(reply.text.contains("EventSource"))
        #expect(reply.text.contains("sessionStorage"))
        let etag = try #require(reply.header("etag"))
        #expect(try server.get("/_sitegen/live.js", headers: ["If-None-Match: \(etag)"]).status == 304)
    }

    @Test func stoppingWithOpenStreamsEndsThemPromptly() throws {
        let clients = try (0..<3).map { _ in try EventStreamClient(port: server.port) }
        for client in clients { #expect(try client.next()?.name == "hello") }
        let started = ContinuousClock.now
        server.server.stop()
        #expect(started.duration(to: .now) < .seconds(1))
        for client in clients { #expect(client.connection.isClosedByServer(within: 2)) }
    }

    @Test func closedClientsAreForgotten() throws {
        do {
            let client = try EventStreamClient(port: server.port)
            #expect(try client.next()?.name == "hello")
            #expect(server.server.liveReloadConnectionCount == 1)
        }
        // The disconnect is noticed when the next heartbeat fails to write.
        let deadline = Date().addingTimeInterval(3)
        while server.server.liveReloadConnectionCount != 0, Date() < deadline { usleep(20_000) }
        #expect(server.server.liveReloadConnectionCount == 0)
    }
}
