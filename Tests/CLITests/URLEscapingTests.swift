import SitegenTestSupport
import Foundation
import FoundationXML
import Testing

/// A base URL with characters that are legal in a URL but special in HTML, XML or CSS (`&`, `'`,
/// `(`, `)`, `%20`) comes out well-formed in each, and every URL made from it still names a file
/// of the output.
@Suite struct URLEscapingTests {
    static let baseURL = "https://example.org/a&b'c(d)%20e/"
    static let basePath = "/a&b'c(d)%20e/"

    func builtSite() throws -> TemporarySite {
        let site = try TemporarySite(fixture: "basic")
        let outcome = try SitegenProcess.run(["build", "--base-url", Self.baseURL], in: site.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return site
    }

    /// The file a URL below the base path names (`…/docs/` → `docs/index.html`), if it exists.
    func file(for url: String, in site: TemporarySite) -> String? {
        var path = url
        if path.hasPrefix("https://example.org") { path.removeFirst("https://example.org".count) }
        guard path.hasPrefix(Self.basePath) else { return nil }
        path = String(path.dropFirst(Self.basePath.count))
        if let hash = path.firstIndex(of: "#") { path = String(path[..<hash]) }
        guard var decoded = path.removingPercentEncoding else { return nil }
        if decoded.isEmpty || decoded.hasSuffix("/") { decoded += "index.html" }
        let full = site.output.appendingPathComponent(decoded).path
        return FileManager.default.fileExists(atPath: full) ? decoded : nil
    }

    /// HTML attribute values decoded as a browser does: `&amp;`, `&#39;`, `&#x27;`, `&quot;`, `&lt;`, `&gt;`.
    static func decodedAttribute(_ value: String) -> String? {
        var result = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            let known = ["&amp;": "&", "&#39;": "'", "&#x27;": "'", "&quot;": "\"", "&lt;": "<", "&gt;": ">"]
            guard let (entity, text) = known.first(where: { rest.hasPrefix($0.key) }) else { return nil }
            result += text
            rest = rest.dropFirst(entity.count)
        }
        return result + rest
    }

    @Test func htmlAttributesAreEscapedAndLeadToFiles() throws {
        let site = try builtSite()
        var checked = 0
        for (path, data) in TemporarySite.snapshot(site.output) where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for attribute in ["href=\"", "src=\""] {
                var rest = Substring(html)
                while let start = rest.range(of: attribute) {
                    let valueStart = start.upperBound
                    guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
                    let raw = String(rest[valueStart..<end])
                    rest = rest[end...]
                    guard raw.contains("a&amp;b") || raw.contains("a&b") else { continue }
                    // An unescaped `&` or `'` would be a bare ampersand or, in '…', the end of the value.
                    let decoded = try #require(Self.decodedAttribute(raw), "\(path): bare '&' in \(raw)")
                    #expect(!raw.contains("'"), "\(path): \(raw)")
                    #expect(file(for: decoded, in: site) != nil, "\(path): \(decoded) names no file")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// `url("…")` in the generated stylesheet reads back, CSS escapes undone, as the base path's fonts.
    @Test func cssURLsAreStringsThatLeadToTheFonts() throws {
        let site = try builtSite()
        let css = TemporarySite.snapshot(site.output).filter { $0.0.hasPrefix("assets/layout.") && $0.0.hasSuffix(".css") }
        let text = String(decoding: try #require(css.first).1, as: UTF8.self)
        var fonts = 0
        var rest = Substring(text)
        while let start = rest.range(of: "url(\"") {
            let end = try #require(rest[start.upperBound...].firstIndex(of: "\""))
            let url = String(rest[start.upperBound..<end])
            rest = rest[rest.index(after: end)...]
            #expect(rest.hasPrefix(")"), "the string ends before its url(): \(url)")
            #expect(!url.contains("\\") && !url.contains("\n"))
            #expect(url.hasPrefix(Self.basePath + "assets/fonts/"), "\(url)")
            #expect(file(for: url, in: site) != nil, "\(url) names no file")
            fonts += 1
        }
        #expect(fonts >= 4)
    }

    /// The sitemap and the feed parse as XML, and their URLs are the base URL's.
    @Test(arguments: ["sitemap.xml", "feed.xml"])
    func xmlParsesAndItsURLsLeadToFiles(_ name: String) throws {
        let site = try builtSite()
        let data = try Data(contentsOf: site.output.appendingPathComponent(name))
        let collector = URLCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        #expect(parser.parse(), "\(name): \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.urls.count >= 3)
        for url in collector.urls {
            #expect(url.hasPrefix(Self.baseURL), "\(url)")
            #expect(file(for: url, in: site) != nil, "\(name): \(url) names no file")
        }
    }

    /// Text of `<loc>` and `<id>`, and `href` of `<link>`: the URLs of a sitemap or feed.
    final class URLCollector: NSObject, XMLParserDelegate {
        var urls: [String] = []
        private var text: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "loc" || name == "id" { text = "" }
            if name == "link", let href = attributes["href"] { urls.append(href) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "loc" || name == "id", let text {
                urls.append(text)
                self.text = nil
            }
        }
    }
}
