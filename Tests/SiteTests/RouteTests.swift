import Testing
@testable import SitegenSite

@Suite struct RouteTests {
    @Test func pagesGetCleanURLs() {
        #expect(Route.page(["docs", "intro"]) == Route(urlPath: "/docs/intro/", outputFile: "docs/intro/index.html"))
        #expect(Route.page([]) == Route(urlPath: "/", outputFile: "index.html"))
        #expect(Route.file(["docs", "a.png"]) == Route(urlPath: "/docs/a.png", outputFile: "docs/a.png"))
    }

    @Test func namesArePublishedLowerCasedWithHyphens() {
        #expect(Route.urlComponent("My  Post") == "my-post")
        #expect(Route.urlComponent("安装指南") == "安装指南")
        #expect(Route.urlComponent("Cafe\u{301}") == "caf\u{E9}")
    }

    @Test func collisionKeysFoldCaseAndNormalization() {
        let nfc = Route.page(["caf\u{E9}"])
        let nfd = Route(urlPath: "/cafe\u{301}/", outputFile: "cafe\u{301}/index.html")
        #expect(nfc.collisionKey == nfd.collisionKey)
        #expect(Route.page(["About"]).collisionKey == Route.page(["about"]).collisionKey)
        #expect(Route.page(["a"]).collisionKey != Route.page(["b"]).collisionKey)
    }

    @Test(arguments: ["../x", "%2e%2e%2fx", "%252e%252e%252fx", "/etc/passwd", "..\\x", "a/b", "..", ".", "", "  ",
                      ".hidden", "a\u{0}b", "%00"])
    func unsafeSlugsAreRefused(slug: String) {
        #expect(Route.problem(withSlug: slug) != nil)
    }

    @Test(arguments: ["hello-world", "安装", "v1.2", "a b"])
    func ordinarySlugsPass(slug: String) {
        #expect(Route.problem(withSlug: slug) == nil)
    }
}
