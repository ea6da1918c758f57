import SitegenRemote
import SitegenTestSupport
import Testing

/// The reader against a real HTTP server on 127.0.0.1.
@Suite struct RemoteHeadReaderTests {
    @Test func aSmallFileIsReadWhole() throws {
        let server = try ImageTestServer()
        // Held to the end: released after its last use, it would stop before the reader is done.
        defer { server.stop() }
        let url = server.url("/art/40x30.svg")
        let heads = RemoteHeadReader().read([url]) { _ in false }
        guard case .bytes(let bytes)? = heads[url] else { Issue.record("\(heads)"); return }
        #expect(bytes == ImageTestServer.image("svg", width: 40, height: 30))
    }

    @Test func readingStopsOnceTheReaderHasEnough() throws {
        let server = try ImageTestServer()
        // Held to the end: released after its last use, it would stop before the reader is done.
        defer { server.stop() }
        let url = server.url("/huge/10x10.png")
        var reader = RemoteHeadReader()
        reader.byteLimit = 64 << 20
        let heads = reader.read([url]) { $0.count >= 24 }
        guard case .bytes(let bytes)? = heads[url] else { Issue.record("\(heads)"); return }
        #expect(bytes.count >= 24)
        #expect(bytes.count < 1 << 20)
    }

    @Test func onlyHTTPAndHTTPSAreRead() throws {
        let heads = RemoteHeadReader().read(["file:///etc/passwd", "ftp://example.org/x.png", "http:///x.png"]) { _ in true }
        #expect(heads.count == 3)
        for (_, head) in heads {
            #expect(head == .failed(RemoteReadFailure("is not an http or https URL")))
        }
    }

    @Test func aRedirectLoopIsLeftAtTheLimit() throws {
        let server = try ImageTestServer()
        // Held to the end: released after its last use, it would stop before the reader is done.
        defer { server.stop() }
        let url = server.url("/loop/10x10.png")
        var reader = RemoteHeadReader()
        reader.redirectLimit = 2
        let heads = reader.read([url]) { _ in true }
        #expect(heads[url] == .failed(RemoteReadFailure("redirects more than 2 times")))
    }

    @Test func aClosedPortFailsAtOnceAsASilentServer() throws {
        let server = try ImageTestServer()
        // Held to the end: released after its last use, it would stop before the reader is done.
        defer { server.stop() }
        let url = server.url("/10x10.png")
        server.stop()
        let heads = RemoteHeadReader().read([url, url + "?again"]) { _ in true }
        for (_, head) in heads {
            guard case .failed(let failure) = head else { Issue.record("\(head)"); continue }
            #expect(failure.serverDidNotAnswer)
        }
    }
}
