import SitegenTestSupport
import Foundation
import Glibc
import Testing
@testable import SitegenServer

/// Slow, idle and hostile clients against a real server: they cannot starve page requests.
@Suite("Slow clients and connection limits", .serialized)
struct SlowClientTests {
    let site: TemporaryFolder

    init() throws {
        site = try TemporaryFolder()
        try site.write("index.html", "<!doctype html><body>home</body>")
    }

    /// The preview tool in a process of its own, with the server's default limits and deadline.
    @Test func pagesAreAnsweredWhile1100SlowClientsHoldConnections() throws {
        // The test holds one end of every connection: 1,100 descriptors beside the suite's own.
        let descriptorLimit = ConnectionBudget.raiseDescriptorLimit()
        try #require(descriptorLimit >= 1_600, "1,100 connections need more descriptors than the limit of \(descriptorLimit)")
        let tool = try PreviewTool(root: site.url)
        let swarm = SlowClientSwarm(port: tool.port, count: 1_100)
        #expect(swarm.refusedCount == 0)
        sleep(2)  // meanwhile request lines and headers grow a byte a second

        var slowest = Duration.zero
        for _ in 0..<20 {
            let started = ContinuousClock.now
            let reply = try request(port: tool.port, "/")
            slowest = max(slowest, started.duration(to: .now))
            #expect(reply.status == 200)
            #expect(reply.text.contains("home"))
        }
        // A bound against stalls, far above the figures scripts/bench-slow-clients prints.
        #expect(slowest < .seconds(1), "the slowest page took \(slowest)")
        #expect(swarm.endedByServerCount() == 0, "the slow clients were all still connected")
    }

    /// A request line, a header, or a body a GET carries, trickled after the given start.
    @Test(arguments: ["GET /", "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ",
                      "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n"])
    func aRequestTrickledAByteAtATimeIsClosedAtTheHeaderDeadline(start: String) throws {
        let server = try RunningServer(root: site.url) {
            $0.requestHeaderTimeout = .seconds(1)
            $0.connectionTimeoutSeconds = 30
        }
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send(start)
        let started = ContinuousClock.now
        var closed = false
        // A byte every 100 ms keeps libmicrohttpd's inactivity timeout from ever firing.
        while !closed, started.duration(to: .now) < .seconds(5) {
            if (try? connection.send("a")) == nil || connection.isClosedByServer(within: 0.1) { closed = true }
        }
        let elapsed = started.duration(to: .now)
        #expect(closed)
        #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(3), "closed after \(elapsed)")
        #expect(server.server.connections?.expiredCount.load(ordering: .relaxed) == 1)
        #expect(try server.get("/").status == 200)
    }

    @Test func aPostIsAnsweredAndClosedWithoutWaitingForItsBody() throws {
        let server = try RunningServer(root: site.url) { $0.connectionTimeoutSeconds = 30 }
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n")
        #expect(try connection.readReply().status == 405)
        #expect(connection.isClosedByServer(within: 2))
    }

    @Test func silentAndIdleConnectionsCloseAtTheDeadlineAndBusyOnesStayOpen() throws {
        let server = try RunningServer(root: site.url) { $0.requestHeaderTimeout = .seconds(1) }
        let silent = try RawHTTPConnection(port: server.port)
        let idle = try RawHTTPConnection(port: server.port)
        try idle.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try idle.readReply().status == 200)
        // A connection asking again within the deadline each time is served on, well past it.
        let busy = try RawHTTPConnection(port: server.port)
        let started = ContinuousClock.now
        while started.duration(to: .now) < .milliseconds(2500) {
            try busy.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try busy.readReply().status == 200)
            usleep(300_000)
        }
        #expect(silent.isClosedByServer(within: 1))
        #expect(idle.isClosedByServer(within: 1))
    }

    @Test func overThePageCapTheLongestWaitingConnectionMakesRoom() throws {
        let server = try RunningServer(root: site.url) { $0.connectionLimit = 4 }
        let registry = try #require(server.server.connections)
        var waiting: [RawHTTPConnection] = []
        for _ in 0..<4 {
            waiting.append(try RawHTTPConnection(port: server.port))
            try waitUntil { registry.openCount == waiting.count }
        }
        #expect(try server.get("/").status == 200)
        #expect(waiting[0].isClosedByServer(within: 2))
        #expect(!waiting[3].isClosedByServer(within: 0.2))
        #expect(registry.evictedCount.load(ordering: .relaxed) == 1)
    }

    @Test func whenEveryPageConnectionIsAnsweringANewOneIsRefusedAndTheOthersFinish() throws {
        let size = 32 << 20  // more than the loopback socket buffers hold, so the answers stay in progress
        try site.write("big.bin", Data(count: size))
        let server = try RunningServer(root: site.url) { $0.connectionLimit = 2 }
        let downloads = try (0..<2).map { _ in try RawHTTPConnection(port: server.port) }
        for download in downloads { try download.send("GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n") }
        try waitUntil { server.server.requestsInFlight == 2 }

        let refused = try RawHTTPConnection(port: server.port)
        let reply = try refused.readReply()
        #expect(reply.status == 503)
        #expect(reply.header("retry-after") == "1")
        // A client that sends its request at once reads the same answer.
        let eager = try rawRequest(port: server.port, Array("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
        #expect(eager?.status == 503)
        #expect(server.server.connections?.refusedCount.load(ordering: .relaxed) == 2)
        for download in downloads {
            download.setTimeout(10)
            #expect(try download.readReply().body.count == size)
        }
    }

    @Test func eventStreamsHaveACapOfTheirOwn() throws {
        let server = try RunningServer(root: site.url, heartbeat: .milliseconds(100)) {
            $0.connectionLimit = 2
            $0.eventStreamLimit = 3
        }
        let registry = try #require(server.server.connections)
        var streams = try (0..<3).map { _ in try EventStreamClient(port: server.port) }
        #expect(streams.allSatisfy { $0.reply.status == 200 })
        do {
            let fourth = try EventStreamClient(port: server.port)
            #expect(fourth.reply.status == 503)
            #expect(fourth.reply.header("retry-after") == "5")
        }
        try waitUntil { registry.openCount == 3 }

        // Streams do not count as page connections: both page connections remain.
        let pages = try (0..<2).map { _ in try RawHTTPConnection(port: server.port) }
        for page in pages {
            try page.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try page.readReply().status == 200)
        }
        #expect(registry.streamCount == 3)
        #expect(registry.evictedCount.load(ordering: .relaxed) == 0)

        // Page clients filling their cap cannot keep a browser from reopening its stream.
        streams.removeFirst()
        try waitUntil { server.server.liveReloadConnectionCount == 2 }
        let reopened = try EventStreamClient(port: server.port)
        #expect(reopened.reply.status == 200)
        #expect(try reopened.next(named: "hello") != nil)
        #expect(registry.evictedCount.load(ordering: .relaxed) == 1)
    }

    @Test func limitsAreFittedIntoTheDescriptorLimit() {
        let roomy = ConnectionBudget(pageConnections: 4096, eventStreams: 1024, descriptorLimit: 20_000)
        #expect(roomy.pageConnections == 4096 && roomy.eventStreams == 1024)
        for limit in [512, 1024, 2048, 4096] {
            let tight = ConnectionBudget(pageConnections: 4096, eventStreams: 1024, descriptorLimit: limit)
            #expect(tight.daemonLimit <= limit - 256, "descriptor limit \(limit)")
            #expect(tight.pageConnections > tight.eventStreams)
        }
        ConnectionBudget.raiseDescriptorLimit()
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #expect(limit.rlim_cur == min(limit.rlim_max, rlim_t(ConnectionBudget.descriptorCeiling)))
    }

    private func waitUntil(timeout: Double = 5, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline { usleep(5_000) }
        try #require(condition())
    }
}
