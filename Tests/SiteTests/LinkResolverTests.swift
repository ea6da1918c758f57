import Testing
@testable import SitegenSite

@Suite struct LinkResolverTests {
    let resolver = LinkResolver(
        routes: ["docs/install.md": "/docs/install/", "docs/images/a.png": "/docs/images/a.png",
                 "blog/hello world.md": "/blog/hello-world/", "_index.md": "/"],
        basePath: "/site/")

    @Test func externalAndFragmentLinksStay() {
        for link in ["https://example.org/x", "mailto:a@b.c", "#top", "//cdn.example/x.js", "data:image/png;base64,xx"] {
            #expect(resolver.resolve(link, from: "docs") == link)
        }
    }

    @Test(arguments: [
        ("https://example.org/x", true), ("mailto:a@b.c", true), ("git+ssh-v2.0:x", true), ("C:", true),
        ("1http:x", false), (":x", false), ("+a:x", false), ("a/b:c", false), ("./a:b", false), ("#a:b", false),
        ("a b:c", false), ("é:x", false), ("a\u{301}:x", false), ("a@:x", false), ("[:x", false), ("noscheme", false),
        ("", false),
    ])
    func schemes(link: String, hasScheme: Bool) {
        #expect(LinkResolver.hasScheme(link) == hasScheme)
    }

    @Test func markdownFileLinksBecomePageURLs() {
        #expect(resolver.resolve("install.md", from: "docs") == "/site/docs/install/")
        #expect(resolver.resolve("install.md#steps", from: "docs") == "/site/docs/install/#steps")
        #expect(resolver.resolve("../docs/install.md", from: "blog") == "/site/docs/install/")
        #expect(resolver.resolve("hello%20world.md", from: "blog") == "/site/blog/hello-world/")
    }

    @Test func assetsResolveAgainstTheSourceFolder() {
        #expect(resolver.resolve("images/a.png", from: "docs") == "/site/docs/images/a.png")
        #expect(resolver.resolve("./images/a.png", from: "docs") == "/site/docs/images/a.png")
    }

    @Test func rootRelativeLinksGetTheBasePath() {
        #expect(resolver.resolve("/docs/install/", from: "blog") == "/site/docs/install/")
        #expect(resolver.resolve("/", from: "blog") == "/site/")
    }

    @Test func unknownRelativeLinksKeepTheirShape() {
        #expect(resolver.resolve("../blog/", from: "docs") == "/site/blog/")
        #expect(resolver.resolve("missing.png", from: "docs") == "/site/docs/missing.png")
        #expect(resolver.resolve("../../../etc/passwd", from: "docs") == "/site/etc/passwd")
    }
}
