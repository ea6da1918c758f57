import SitegenTestSupport
import Foundation
import Glibc
import Testing
@testable import SitegenServer

/// The whole loop with real files, a real builder, the real server and a real event stream.
@Suite("Preview session")
struct PreviewSessionTests {
    let sources: TemporaryFolder
    let builder: TinySiteBuilder
    let session: PreviewSession
    let events: EventStreamClient
    var port: Int { session.server.port }

    init() throws {
        sources = try TemporaryFolder("sitegen-session")
        try sources.write("Content/index.html", "<body>home</body>")
        try sources.write("Content/docs/a.html", "<body>\n  page a\n</body>")
        let builder = TinySiteBuilder(source: sources.url)
        self.builder = builder
        let server = PreviewServer(configuration: .init(root: builder.output, port: 0))
        session = PreviewSession(
            server: server,
            watching: [.folder(sources.subfolder("Content"))],
            watcherOptions: .init(log: { _ in }),
            rebuild: { builder.build($0) })
        try session.start()
        events = try EventStreamClient(port: server.port)
        _ = try events.next(named: "hello")
    }

    @Test func firstBuildIsServed() throws {
        #expect(try request(port: port, "/").text.contains("home"))
        #expect(try request(port: port, "/docs/a/").text.contains("page a"))
    }

    @Test func editingAPageSendsAReloadForThatPageOnly() throws {
        let saved = ContinuousClock.now
        try sources.write("Content/docs/a.html", "<body>\n  page a, edited\n</body>")
        let reload = try #require(try events.next(named: "reload"))
        print("save → reload event: \(saved.duration(to: .now))")
        #expect(reload.paths == ["/docs/a/"])
        #expect(try request(port: port, "/docs/a/").text.contains("page a, edited"))
    }

    @Test func renameOverSaveSendsAReload() throws {
        let folder = sources.path + "/Content/docs"
        try sources.write("Content/docs/.a.html.swp", "swap")
        try sources.write("Content/docs/a.html~", "<body>old</body>")
        try sources.write("Content/docs/.a.html.new", "<body>\n  renamed into place\n</body>")
        #expect(rename(folder + "/.a.html.new", folder + "/a.html") == 0)
        let reload = try #require(try events.next(named: "reload"))
        #expect(reload.paths == ["/docs/a/"])
        #expect(try request(port: port, "/docs/a/").text.contains("renamed into place"))
    }

    @Test func newSubfolderWithANewPageIsBuiltAndAnnounced() throws {
        #expect(try request(port: port, "/guides/intro/start/").status == 404)
        try sources.write("Content/guides/intro/start.html", "<body>start here</body>")
        let reload = try #require(try events.next(named: "reload"))
        #expect(reload.paths == ["/guides/intro/start/"])
        let page = try request(port: port, "/guides/intro/start/")
        #expect(page.status == 200)
        #expect(page.text.contains("start here"))
    }

    @Test func brokenPageShowsTheErrorThenRecoversWhenFixed() throws {
        try sources.write("Content/docs/a.html", "<body>\n  {{broken <b>\n</body>")
        let failure = try #require(try events.next(named: "build-error"))
        let expected = "Content/docs/a.html:2:3: error: unclosed tag <{{broken>"
        #expect(failure.json["diagnostics"] as? [String] == [expected])
        let errorPage = try request(port: port, "/docs/a/")
        #expect(errorPage.status == 500)
        #expect(errorPage.text.contains("Content/docs/a.html:2:3: error: unclosed tag &lt;{{broken&gt;"))
        #expect(try request(port: port, "/").status == 500)

        try sources.write("Content/docs/a.html", "<body>\n  fixed\n</body>")
        let reload = try #require(try events.next(named: "reload"))
        #expect(reload.paths == ["/docs/a/"])
        #expect(try request(port: port, "/docs/a/").text.contains("fixed"))
        #expect(try request(port: port, "/").status == 200)
    }

    @Test func burstOfSavesCostsAtMostTwoBuilds() throws {
        for index in 0..<20 {
            try sources.write("Content/docs/a.html", "<body>version \(index)</body>")
        }
        let first = try #require(try events.next(named: "reload"))
        #expect(first.paths == ["/docs/a/"])
        let second = try events.next(named: "reload", timeout: 0.5)
        #expect(second == nil || second?.paths == ["/docs/a/"])
        #expect(try events.next(named: "reload", timeout: 0.3) == nil)
        #expect(try request(port: port, "/docs/a/").text.contains("version 19"))
    }
}
