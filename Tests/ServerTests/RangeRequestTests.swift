import SitegenTestSupport
import Foundation
import Testing
@testable import SitegenServer

/// `Range` requests, as audio and video elements send them to seek.
@Suite("Range requests")
struct RangeRequestTests {
    let site: TemporaryFolder
    let server: RunningServer
    /// 1,000 bytes that differ from their neighbours, so a wrong offset shows.
    let media = (0..<1000).map { UInt8($0 % 251) }
    /// Above the cache's file size, so it is sent from disk; made once for every test.
    static let large: [UInt8] = {
        var bytes = [UInt8](repeating: 0, count: 3 << 20)
        for index in stride(from: 0, to: bytes.count, by: 997) { bytes[index] = UInt8(truncatingIfNeeded: index >> 10) | 1 }
        return bytes
    }()
    var large: [UInt8] { Self.large }

    init() throws {
        site = try TemporaryFolder()
        try site.write("index.html", "<!doctype html><body>home</body>")
        try site.write("media.webm", Data(media))
        try site.write("large.mp4", Data(Self.large))
        server = try RunningServer(root: site.url)
    }

    @Test(arguments: [
        ("bytes=0-99", 0..<100), ("bytes=900-", 900..<1000), ("bytes=-10", 990..<1000), ("bytes=-5000", 0..<1000),
        ("bytes=990-5000", 990..<1000), ("bytes=999-999", 999..<1000), ("Bytes = 10-19", 10..<20),
        ("bytes=5-99999999999999999999999", 5..<1000),
    ])
    func oneRangeIs206WithItsBytes(header: String, range: Range<Int>) throws {
        let reply = try server.get("/media.webm", headers: ["Range: \(header)"])
        #expect(reply.status == 206)
        #expect(reply.header("content-range") == "bytes \(range.lowerBound)-\(range.upperBound - 1)/1000")
        #expect(reply.header("content-length") == String(range.count))
        #expect(reply.header("accept-ranges") == "bytes")
        #expect(reply.header("content-type") == "video/webm")
        #expect(reply.body == Array(media[range]))
    }

    @Test(arguments: ["bytes=1000-", "bytes=5000-6000", "bytes=-0"])
    func aRangeOutsideTheFileIs416(header: String) throws {
        let reply = try server.get("/media.webm", headers: ["Range: \(header)"])
        #expect(reply.status == 416)
        #expect(reply.header("content-range") == "bytes */1000")
        #expect(reply.body.isEmpty)
    }

    /// Several ranges get the whole file, as do ranges the server may ignore.
    @Test(arguments: ["bytes=0-1,5-6", "bytes=5-2", "items=0-1", "bytes=abc", "bytes=", "bytes=--5"])
    func otherRangeHeadersGetTheWholeFile(header: String) throws {
        let reply = try server.get("/media.webm", headers: ["Range: \(header)"])
        #expect(reply.status == 200)
        #expect(reply.body == media)
        #expect(reply.header("content-range") == nil)
    }

    @Test func filesSayTheyAcceptRanges() throws {
        let reply = try server.get("/media.webm")
        #expect(reply.status == 200)
        #expect(reply.header("accept-ranges") == "bytes")
        #expect(reply.body == media)
    }

    @Test func headAnswersLikeGetWithoutTheBody() throws {
        let part = try request(port: server.port, "/media.webm", method: "HEAD", headers: ["Range: bytes=100-199"])
        #expect(part.status == 206)
        #expect(part.header("content-length") == "100")
        #expect(part.header("content-range") == "bytes 100-199/1000")
        let outside = try request(port: server.port, "/media.webm", method: "HEAD", headers: ["Range: bytes=2000-"])
        #expect(outside.status == 416)
        #expect(outside.header("content-range") == "bytes */1000")
    }

    @Test func largeFilesFromDiskAreSentFromTheRangeStart() throws {
        let reply = try server.get("/large.mp4", headers: ["Range: bytes=2000000-2000099"])
        #expect(reply.status == 206)
        #expect(reply.header("content-range") == "bytes 2000000-2000099/\(large.count)")
        #expect(reply.body == Array(large[2_000_000..<2_000_100]))
        let tail = try server.get("/large.mp4", headers: ["Range: bytes=-1000"])
        #expect(tail.body == Array(large[(large.count - 1000)...]))
    }

    @Test func conditionalRequestsStillWork() throws {
        let etag = try #require(try server.get("/media.webm").header("etag"))
        // If-None-Match comes first: the client's copy is current.
        let cached = try server.get("/media.webm", headers: ["If-None-Match: \(etag)", "Range: bytes=0-9"])
        #expect(cached.status == 304)
        // If-Range: the part when the client's copy is this one, the whole file otherwise.
        let same = try server.get("/media.webm", headers: ["If-Range: \(etag)", "Range: bytes=0-9"])
        #expect(same.status == 206)
        #expect(same.body == Array(media[0..<10]))
        for stale in ["\"other\"", "W/\(etag)", "Tue, 01 Dec 2026 10:00:00 GMT"] {
            let reply = try server.get("/media.webm", headers: ["If-Range: \(stale)", "Range: bytes=0-9"])
            #expect(reply.status == 200, "If-Range: \(stale)")
            #expect(reply.body == media)
        }
    }

    @Test func aPageIsCutFromTheBytesItIsServedAs() throws {
        let whole = try server.get("/")
        #expect(whole.text.contains(LiveReloadScript.tag))
        let reply = try server.get("/", headers: ["Range: bytes=-20"])
        #expect(reply.status == 206)
        #expect(reply.body == Array(whole.body.suffix(20)))
        #expect(reply.header("etag") == whole.header("etag"))
    }
}
