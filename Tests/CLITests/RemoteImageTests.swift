import Foundation
import SitegenTestSupport
import Testing

/// Remote images, served from 127.0.0.1 as remote sites serve them: their sizes are read from
/// the first bytes of their files at build time, kept in the cache, and a server that hangs,
/// loops or sends too much costs a bounded time and nothing on the next build.
@Suite struct RemoteImageTests {
    let server: ImageTestServer
    let cache: TemporaryFolder
    let site: TemporarySite

    init() throws {
        server = try ImageTestServer()
        cache = try TemporaryFolder()
        site = try TemporarySite(fixture: "basic")
    }

    var environment: [String: String] { ["SITEGEN_CACHE_DIR": cache.url.path, "no_proxy": "127.0.0.1", "NO_PROXY": "127.0.0.1"] }

    func page(_ images: [String]) throws {
        let body = images.enumerated().map { "## Figure \($0.offset)\n\n![Figure \($0.offset)](\($0.element))\n\nAfter the figure." }
        try site.write("Content/remote.md", "---\ntitle: Remote\n---\n\n" + body.joined(separator: "\n\n") + "\n")
    }

    func build(_ extra: [String] = []) throws -> (status: Int32, log: String, html: String) {
        let outcome = try SitegenProcess.run(["build"] + extra, in: site.root, environment: environment)
        return (outcome.status, outcome.stderr, (try? site.read("public/remote/index.html")) ?? "")
    }

    @Test func remoteImagesAreSizedAndTheirPageVerified() throws {
        try page([server.url("/640x480.png"), server.url("/photos/300x200.jpg"), server.url("/art/120x90.svg")])
        let built = try build()
        #expect(built.status == 0, "\(built.log)")
        #expect(!built.log.contains("unknown"), "\(built.log)")
        #expect(built.html.contains("width=\"640\" height=\"480\""))
        #expect(built.html.contains("width=\"300\" height=\"200\""))
        #expect(built.html.contains("width=\"120\" height=\"90\""))
        #expect(!built.html.contains("\"unverified\":true"))
        #expect(server.requests.sorted() == ["/640x480.png", "/art/120x90.svg", "/photos/300x200.jpg"])
    }

    @Test func theNextBuildAsksTheServerNothing() throws {
        try page([server.url("/640x480.png")])
        #expect(try build().status == 0)
        server.stop()
        let again = try build()
        #expect(again.status == 0)
        #expect(again.html.contains("width=\"640\" height=\"480\""), "\(again.log)")
        #expect(server.requests == ["/640x480.png"])
    }

    @Test func aServerThatHangsCostsOneTimeoutAndNothingOnTheNextBuild() throws {
        try page((0 ..< 20).map { server.url("/hang/\($0)/10x10.png") })
        let started = Date()
        let built = try build()
        let seconds = Date().timeIntervalSince(started)
        #expect(built.status == 0)
        #expect(built.log.contains("did not answer"), "\(built.log)")
        #expect(built.html.contains("\"unverified\":true"))
        // The connections open at once wait out one timeout; the other images are not asked for.
        #expect(server.requests.count <= 6, "\(server.requests)")
        #expect(seconds < 15, "\(seconds) s")
        let asked = server.requests.count
        let again = try build()
        #expect(again.status == 0)
        #expect(server.requests.count == asked)
    }

    @Test func aRedirectLoopAndAMissingImageAreWarnedAbout() throws {
        try page([server.url("/loop/10x10.png"), server.url("/missing/10x10.png"), server.url("/20x30.png")])
        let built = try build()
        #expect(built.status == 0)
        #expect(built.log.contains("redirects more than 5 times"), "\(built.log)")
        #expect(built.log.contains("answered 404"), "\(built.log)")
        #expect(built.log.contains("Content/remote.md:"), "\(built.log)")
        #expect(built.html.contains("width=\"20\" height=\"30\""))
    }

    @Test func aHugeFileIsReadOnlyAsFarAsItsHeader() throws {
        try page([server.url("/huge/800x600.png")])
        let built = try build()
        #expect(built.status == 0, "\(built.log)")
        #expect(built.html.contains("width=\"800\" height=\"600\""))
        // The 2 GB body stops once the header is in: what was sent fits in the sockets' buffers.
        #expect(server.bodyBytesSent < 32 << 20, "\(server.bodyBytesSent) bytes sent")
    }

    @Test func offlineReadsNothingAndStillUsesWhatTheCacheKnows() throws {
        try page([server.url("/640x480.png"), server.url("/50x60.png")])
        let offline = try build(["--offline"])
        #expect(offline.status == 0)
        #expect(server.requests.isEmpty)
        #expect(offline.html.contains("\"unverified\":true"))
        #expect(try build().status == 0)
        #expect(server.requests.count == 2)
        let cached = try build(["--offline"])
        #expect(cached.html.contains("width=\"50\" height=\"60\""))
        #expect(!cached.html.contains("\"unverified\":true"))
    }
}
