import Testing
import SitegenCore

/// The path part of the base URL, which prefixes every link of a site served under a sub-path.
@Suite struct SiteConfigTests {
    @Test func basePathComesFromTheConfiguredURL() throws {
        let config = try SiteConfig.parse("baseURL: https://example.org/docs\n", file: "sitegen.yml")
        #expect(config.baseURL == "https://example.org/docs/")
        #expect(config.basePath == "/docs/")
        #expect(try SiteConfig.parse("baseURL: https://example.org\n", file: "sitegen.yml").basePath == "/")
        #expect(SiteConfig().basePath == "/")
    }

    /// `--base-url` replaces the URL after the config is read: the path must follow it.
    @Test func basePathFollowsAnOverriddenURL() throws {
        var config = try SiteConfig.parse("baseURL: https://example.org/docs/\n", file: "sitegen.yml")
        config.baseURL = SiteConfig.normalizedBaseURL("https://example.org/v2/guide")
        #expect(config.basePath == "/v2/guide/")
        config.baseURL = "/"
        #expect(config.basePath == "/")
    }
}
