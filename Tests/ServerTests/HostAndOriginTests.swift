import SitegenTestSupport
import Foundation
import Testing
@testable import SitegenServer

@Suite("Host, Origin and malformed requests")
struct HostAndOriginTests {
    let site: TemporaryFolder
    let server: RunningServer

    init() throws {
        site = try TemporaryFolder()
        try site.write("index.html", "<body>home</body>")
        server = try RunningServer(root: site.url, allowedHosts: ["preview.example.com", ".app.github.dev"])
    }

    @Test func loopbackNamesAndAllowedHostsAreServed() throws {
        let port = server.port
        for host in ["localhost", "localhost:\(port)", "127.0.0.1", "127.0.0.1:\(port)", "[::1]:\(port)", "LOCALHOST",
                     "preview.example.com", "preview.example.com:443", "abc-8080.app.github.dev"] {
            #expect(try request(port: port, "/", host: host).status == 200, "Host: \(host)")
        }
    }

    @Test func otherHostsGet403() throws {
        for host in ["evil.com", "evil.com:\(server.port)", "localhost.evil.com", "app.github.dev.evil.com",
                     "127.0.0.1.nip.io", "10.0.0.1", "localhost:abc", "[evil.com]", ""] {
            let reply = try request(port: server.port, "/", host: host)
            #expect(reply.status == 403, "Host: \(host)")
            #expect(!reply.text.contains("home"))
        }
    }

    @Test func wildcardBindingAlsoAcceptsAddressLiterals() throws {
        let policy = HostPolicy(boundHost: "0.0.0.0", isWildcard: true, extraHosts: [])
        #expect(policy.allows(host: "192.168.1.20:8080"))
        #expect(policy.allows(host: "[fe80::1]:8080"))
        #expect(!policy.allows(host: "evil.com"))
        #expect(!policy.allows(host: "1.2.3.4.evil.com"))
        #expect(!HostPolicy(boundHost: "127.0.0.1", isWildcard: false, extraHosts: []).allows(host: "192.168.1.20"))
    }

    @Test func missingHostIs400OnHTTP11AndAcceptedOnHTTP10() throws {
        #expect(try request(port: server.port, "/", host: nil).status == 400)
        #expect(try request(port: server.port, "/", host: nil, version: "HTTP/1.0").status == 200)
    }

    @Test func twoHostHeadersAre400() throws {
        let reply = try request(port: server.port, "/", host: "localhost", headers: ["Host: evil.com"])
        #expect(reply.status == 400)
    }

    @Test func eventStreamAcceptsOnlyItsOwnOrigin() throws {
        let port = server.port
        for origin in ["http://evil.com", "null", "http://localhost.evil.com:\(port)", "file://", "http://localhost:\(port)/path",
                       "http://localhost:\(port + 1)", "http://localhost", "https://localhost:\(port)",
                       "http://127.0.0.1:\(port)", "http://[::1]:\(port)", "http://preview.example.com:\(port)"] {
            let client = try EventStreamClient(port: port, origin: origin)
            #expect(client.reply.status == 403, "Origin: \(origin)")
        }
        // No Origin: browsers send none on a same-origin GET, and neither does curl.
        for origin in [nil, "http://localhost:\(port)", "HTTP://LOCALHOST:\(port)"] {
            let client = try EventStreamClient(port: port, origin: origin)
            #expect(client.reply.status == 200, "Origin: \(origin ?? "none")")
            #expect(client.reply.header("content-type") == "text/event-stream; charset=utf-8")
        }
    }

    @Test(arguments: [
        // (Host, Origin, accepted)
        ("127.0.0.1:PORT", "http://127.0.0.1:PORT", true),
        ("[::1]:PORT", "http://[::1]:PORT", true),
        ("preview.example.com", "http://preview.example.com", true),
        ("preview.example.com", "http://preview.example.com:80", true),
        ("preview.example.com", "https://preview.example.com", true),
        ("abc-8080.app.github.dev", "https://abc-8080.app.github.dev", true),
        ("abc-8080.app.github.dev", "https://abc-8080.app.github.dev:8443", false),
        ("abc-8080.app.github.dev", "https://def-8080.app.github.dev", false),
        ("localhost:PORT", "https://abc-8080.app.github.dev", false),
        ("127.0.0.1:PORT", "http://localhost:PORT", false),
    ])
    func originIsComparedWithTheAddressTheRequestWasSentTo(host: String, origin: String, accepted: Bool) throws {
        let port = String(server.port)
        let client = try EventStreamClient(port: server.port, origin: origin.replacingOccurrences(of: "PORT", with: port),
                                           host: host.replacingOccurrences(of: "PORT", with: port))
        #expect(client.reply.status == (accepted ? 200 : 403))
    }

    @Test func absoluteFormTargetsAreServedAndTheirAuthorityChecked() throws {
        let port = server.port
        for target in ["http://localhost:\(port)/", "HTTP://LOCALHOST:\(port)", "http://127.0.0.1:\(port)/?x=1",
                       "https://preview.example.com/index.html"] {
            let reply = try request(port: port, target)
            #expect(reply.status == 200, "\(target)")
            #expect(reply.text.contains("home"))
        }
        // The authority in the target names the server; the Host header is ignored but still required.
        #expect(try request(port: port, "http://localhost:\(port)/", host: "evil.com").status == 200)
        #expect(try request(port: port, "http://evil.com/", host: "localhost:\(port)").status == 403)
        #expect(try request(port: port, "http://localhost.evil.com:\(port)/").status == 403)
        #expect(try request(port: port, "http://localhost:\(port)/", host: nil).status == 400)
        for target in ["http://user@localhost:\(port)/", "http:///index.html", "ftp://localhost:\(port)/", "http://?x"] {
            #expect(try request(port: port, target).status == 400, "\(target)")
        }
        let events = try EventStreamClient(port: port, origin: "http://localhost:\(port)", host: "evil.com",
                                           target: "http://localhost:\(port)/_sitegen/events")
        #expect(events.reply.status == 200)
        let foreign = try EventStreamClient(port: port, origin: "http://localhost:\(port)", host: "localhost:\(port)",
                                            target: "http://127.0.0.1:\(port)/_sitegen/events")
        #expect(foreign.reply.status == 403)
    }

    @Test(arguments: [
        "GET / FOO/1.1\r\nHost: localhost\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: localhost\r\nNoColonHere\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n",
        "GET /\r\n\r\n",
    ])
    func malformedRequestsAre400(raw: String) throws {
        let reply = try rawRequest(port: server.port, Array(raw.utf8))
        #expect(reply?.status == 400)
        #expect(try server.get("/").status == 200)
    }

    @Test func garbageIsRefusedWithoutAnAnswer() throws {
        let reply = try rawRequest(port: server.port, Array("GARBAGE\r\n\r\n".utf8))
        #expect(reply == nil || reply?.status == 400)
        #expect(try server.get("/").status == 200)
    }

    @Test func oversizedHeadersAre431AndLongTargets414() throws {
        let headers = try rawRequest(port: server.port, Array(
            ("GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: " + String(repeating: "a", count: 64 * 1024) + "\r\n\r\n").utf8))
        #expect(headers?.status == 431)
        let target = try rawRequest(port: server.port, Array(
            ("GET /" + String(repeating: "a", count: 64 * 1024) + " HTTP/1.1\r\nHost: localhost\r\n\r\n").utf8))
        #expect(target?.status == 414)
        // A browser's usual load of cookies still fits.
        #expect(try request(port: server.port, "/", headers: ["Cookie: " + String(repeating: "c", count: 8 * 1024)]).status == 200)
        #expect(try server.get("/").status == 200)
    }

    @Test func refusedRequestsLeaveNoBookkeepingBehind() throws {
        for raw in ["GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: " + String(repeating: "a", count: 64 * 1024) + "\r\n\r\n",
                    "GET / FOO/1.1\r\nHost: x\r\n\r\n", "GET /x HTTP/1.1\r\nHost: evil.com\r\n\r\n",
                    "GET /index.html HTTP/1.1\r\nHost: localhost\r\n\r\n"] {
            _ = try rawRequest(port: server.port, Array(raw.utf8))
        }
        let deadline = Date().addingTimeInterval(2)
        while server.server.requestsInFlight != 0, Date() < deadline { usleep(10_000) }
        #expect(server.server.requestsInFlight == 0)
    }

    @Test func busyPortIsAClearError() throws {
        let second = PreviewServer(configuration: .init(root: site.url, port: server.port))
        #expect(throws: PreviewServerError.portInUse(port: server.port)) { try second.start() }
        #expect(PreviewServerError.portInUse(port: 8080).description
            == "port 8080 is already in use; choose another with --port N, or --port 0 for any free port")
    }

    @Test func portZeroPicksAFreePortAndReportsIt() throws {
        #expect(server.port > 0)
        #expect(server.server.url == "http://127.0.0.1:\(server.port)/")
        let other = try RunningServer(root: site.url)
        #expect(other.port > 0 && other.port != server.port)
    }

    @Test func badHostOrPortIsAClearError() {
        let badHost = PreviewServer(configuration: .init(root: site.url, host: "example.com", port: 0))
        #expect(throws: PreviewServerError.invalidHost("example.com")) { try badHost.start() }
        let badPort = PreviewServer(configuration: .init(root: site.url, port: 70_000))
        #expect(throws: PreviewServerError.invalidPort(70_000)) { try badPort.start() }
    }

    @Test func stoppedServerReleasesItsPort() throws {
        let first = PreviewServer(configuration: .init(root: site.url, port: 0))
        try first.start()
        let port = first.port
        first.stop()
        let again = PreviewServer(configuration: .init(root: site.url, port: port))
        try again.start()
        #expect(try request(port: port, "/").status == 200)
        again.stop()
    }

    @Test func idleIncompleteRequestIsClosedAfterTheTimeout() throws {
        let strict = PreviewServer(configuration: .init(root: site.url, port: 0, connectionTimeoutSeconds: 1))
        try strict.start()
        defer { strict.stop() }
        let connection = try RawHTTPConnection(port: strict.port)
        try connection.send("GET / HTTP/1.1\r\nHost: local")  // and then nothing
        #expect(connection.isClosedByServer(within: 4))
        #expect(try request(port: strict.port, "/").status == 200)
    }
}
