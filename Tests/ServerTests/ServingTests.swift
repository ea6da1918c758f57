import SitegenTestSupport
import Foundation
import Glibc
import Testing
@testable import SitegenServer

@Suite("Serving files")
struct ServingTests {
    let site: TemporaryFolder
    let server: RunningServer

    init() throws {
        site = try TemporaryFolder()
        try site.write("index.html", "<!doctype html><html><body><h1>Home</h1></body></html>\n")
        try site.write("docs/index.html", "<html><BODY>Docs</BODY></html>")
        try site.write("docs/guide.html", "<p>no body tag</p>")
        try site.write("404.html", "<html><body>Custom not found</body></html>")
        try site.write("app.3f9c2a1b.css", "body{}")
        try site.write("style.css", "p{}")
        server = try RunningServer(root: site.url)
    }

    @Test func pageIsServedWithTypeETagNoCacheAndLiveReloadScript() throws {
        let reply = try server.get("/index.html")
        #expect(reply.status == 200)
        #expect(reply.header("content-type") == "text/html; charset=utf-8")
        #expect(reply.header("cache-control") == "no-cache")
        #expect(reply.header("etag")?.hasPrefix("\"") == true)
        #expect(reply.text == "<!doctype html><html><body><h1>Home</h1>\(LiveReloadScript.tag)</body></html>\n")
    }

    @Test func scriptGoesBeforeLastClosingBodyInAnyCaseOrAtTheEnd() throws {
        #expect(try server.get("/docs/index.html").text == "<html><BODY>Docs\(LiveReloadScript.tag)</BODY></html>")
        #expect(try server.get("/docs/guide.html").text == "<p>no body tag</p>\(LiveReloadScript.tag)")
    }

    @Test func withoutLiveReloadPagesAreServedAsWritten() throws {
        let plain = try RunningServer(root: site.url, liveReload: false)
        #expect(try plain.get("/").text == "<!doctype html><html><body><h1>Home</h1></body></html>\n")
        #expect(try plain.get("/_sitegen/live.js").status == 404)
    }

    @Test func folderServesItsIndex() throws {
        let reply = try server.get("/docs/")
        #expect(reply.status == 200)
        #expect(reply.text.contains("Docs"))
        #expect(try server.get("/").text.contains("Home"))
    }

    @Test func folderWithoutSlashRedirectsKeepingTheQuery() throws {
        let reply = try server.get("/docs?lang=fr&x")
        #expect(reply.status == 301)
        #expect(reply.header("location") == "/docs/?lang=fr&x")
        #expect(try server.get("/docs").header("location") == "/docs/")
    }

    @Test func missingPageGetsTheSitesNotFoundPageWith404() throws {
        let reply = try server.get("/nowhere/")
        #expect(reply.status == 404)
        #expect(reply.text.contains("Custom not found"))
        #expect(reply.text.contains(LiveReloadScript.tag))
        #expect(reply.header("etag") == nil)
    }

    @Test func missingPageWithoutSiteNotFoundPageGetsAPlainOne() throws {
        try FileManager.default.removeItem(atPath: site.path + "/404.html")
        let reply = try server.get("/nowhere")
        #expect(reply.status == 404)
        #expect(reply.text.contains("404 Not Found"))
    }

    @Test func headSendsTheHeadersOfGetWithoutABody() throws {
        let get = try server.get("/docs/")
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send("HEAD /docs/ HTTP/1.1\r\nHost: localhost\r\n\r\nGET /style.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let head = try connection.readReply(bodyExpected: false)
        #expect(head.status == 200)
        #expect(head.header("content-length") == String(get.body.count))
        #expect(head.header("etag") == get.header("etag"))
        #expect(head.header("content-type") == get.header("content-type"))
        // The next reply on the same connection starts right away: HEAD sent no body.
        let next = try connection.readReply()
        #expect(next.status == 200)
        #expect(next.text == "p{}")
    }

    @Test func matchingIfNoneMatchGets304() throws {
        let etag = try #require(try server.get("/style.css").header("etag"))
        let notModified = try server.get("/style.css", headers: ["If-None-Match: \(etag)"])
        #expect(notModified.status == 304)
        #expect(notModified.body.isEmpty)
        #expect(notModified.header("etag") == etag)
        #expect(try server.get("/style.css", headers: ["If-None-Match: W/\(etag)"]).status == 304)
        #expect(try server.get("/style.css", headers: ["If-None-Match: \"other\", \(etag)"]).status == 304)
        #expect(try server.get("/style.css", headers: ["If-None-Match: *"]).status == 304)
        #expect(try server.get("/style.css", headers: ["If-None-Match: \"other\""]).status == 200)
    }

    @Test func changedFileGetsANewETag() throws {
        let before = try #require(try server.get("/style.css").header("etag"))
        try site.write("style.css", "p{color:red}")
        let after = try server.get("/style.css", headers: ["If-None-Match: \(before)"])
        #expect(after.status == 200)
        #expect(after.text == "p{color:red}")
        #expect(after.header("etag") != before)
    }

    @Test func rewritingAPageWithTheSameBytesKeepsItsETag() throws {
        let before = try #require(try server.get("/").header("etag"))
        try FileManager.default.removeItem(atPath: site.path + "/index.html")
        try site.write("index.html", "<!doctype html><html><body><h1>Home</h1></body></html>\n")
        #expect(try server.get("/", headers: ["If-None-Match: \(before)"]).status == 304)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])
    func otherMethodsGet405WithAllow(method: String) throws {
        let reply = try request(port: server.port, "/", method: method)
        #expect(reply.status == 405)
        #expect(reply.header("allow") == "GET, HEAD")
        #expect(try server.get("/").status == 200)
    }

    @Test(arguments: [
        ("a.html", "text/html; charset=utf-8"), ("a.css", "text/css; charset=utf-8"),
        ("a.js", "text/javascript; charset=utf-8"), ("a.json", "application/json"),
        ("a.xml", "application/xml"), ("a.svg", "image/svg+xml"), ("a.png", "image/png"),
        ("a.jpg", "image/jpeg"), ("a.jpeg", "image/jpeg"), ("a.gif", "image/gif"), ("a.webp", "image/webp"),
        ("a.woff2", "font/woff2"), ("a.woff", "font/woff"), ("a.otf", "font/otf"), ("a.ttf", "font/ttf"),
        ("a.ico", "image/x-icon"), ("a.txt", "text/plain; charset=utf-8"), ("a.js.map", "application/json"),
        ("a.pdf", "application/pdf"), ("a.wasm", "application/wasm"), ("A.PNG", "image/png"),
        ("noextension", "application/octet-stream"), ("a.unknown", "application/octet-stream"),
    ])
    func contentTypes(file: String, expected: String) throws {
        try site.write("types/\(file)", "x")
        let reply = try server.get("/types/\(file)")
        #expect(reply.status == 200)
        #expect(reply.header("content-type") == expected)
        #expect(reply.header("x-content-type-options") == "nosniff")
    }

    @Test func contentHashedNamesAreImmutableOthersRevalidate() throws {
        #expect(try server.get("/app.3f9c2a1b.css").header("cache-control") == "public, max-age=31536000, immutable")
        #expect(try server.get("/style.css").header("cache-control") == "no-cache")
        #expect(ContentType.isContentHashed("font.0123456789abcdef.woff2"))
        #expect(!ContentType.isContentHashed("app.3F9C2A1B.css"))  // upper case: not our pattern
        #expect(!ContentType.isContentHashed("app.3f9c2a1.css"))  // seven digits
        #expect(!ContentType.isContentHashed("3f9c2a1b.css"))
    }

    @Test func largeFileIsSentFromDiskWithAnIdentityETag() throws {
        var bytes = [UInt8](repeating: 0, count: 3 * 1024 * 1024 + 17)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ index >> 8) }
        try site.write("big.woff2", Data(bytes))
        let reply = try server.get("/big.woff2")
        #expect(reply.status == 200)
        #expect(reply.body == bytes)
        let etag = try #require(reply.header("etag"))
        #expect(etag.hasPrefix("\"f"))
        #expect(try server.get("/big.woff2", headers: ["If-None-Match: \(etag)"]).status == 304)
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        let connection = try RawHTTPConnection(port: server.port)
        for target in ["/", "/docs/", "/style.css", "/missing"] {
            try connection.send("GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let reply = try connection.readReply()
            #expect(reply.status == (target == "/missing" ? 404 : 200))
            #expect(reply.header("connection")?.lowercased() != "close")
        }
    }

    @Test func setRootServesAnotherFolderFromTheNextRequest() throws {
        let other = try TemporaryFolder()
        try other.write("index.html", "<body>other site</body>")
        server.server.setRoot(other.url)
        #expect(try server.get("/").text.contains("other site"))
        #expect(try server.get("/docs/").status == 404)
    }

    @Test func rootSwappedByRenamingASymlinkIsPickedUpAtOnce() throws {
        let base = try TemporaryFolder()
        try base.write("build-1/index.html", "<body>first build</body>")
        try base.write("build-2/index.html", "<body>second build</body>")
        try FileManager.default.createSymbolicLink(atPath: base.path + "/current", withDestinationPath: "build-1")
        let swapped = try RunningServer(root: base.subfolder("current"))
        let first = try swapped.get("/")
        #expect(first.text.contains("first build"))
        // The builder's atomic switch: a new link renamed over the old one.
        try FileManager.default.createSymbolicLink(atPath: base.path + "/next", withDestinationPath: "build-2")
        #expect(rename(base.path + "/next", base.path + "/current") == 0)
        let second = try swapped.get("/", headers: ["If-None-Match: \(first.header("etag") ?? "")"])
        #expect(second.status == 200)
        #expect(second.text.contains("second build"))
    }

    @Test func missingRootIs503UntilTheFirstBuildLands() throws {
        let base = try TemporaryFolder()
        let early = try RunningServer(root: base.subfolder("public"))
        let waiting = try early.get("/")
        #expect(waiting.status == 503)
        #expect(waiting.header("retry-after") == "1")
        #expect(waiting.text.contains(LiveReloadScript.tag))
        try base.write("public/index.html", "<body>built</body>")
        #expect(try early.get("/").text.contains("built"))
    }
}
