import SitegenComposition
import SitegenCore
import SitegenEmit
import SitegenLayout
import SitegenMarkdown
import Testing

/// Raw HTML images and videos: their addresses resolved as Markdown images' are, and the
/// size the layout found written on them.
@Suite struct RawHTMLMediaTests {
    let renderer = HTMLRenderer(options: MarkdownOptions(unsafeHTML: true)) { address in
        address.hasPrefix("img/") ? "/book/ch1/" + address : address
    }

    func page(_ markdown: String, sizes: [String: ImageDimensions] = [:]) throws -> String {
        let document = try DocumentReader.read(bytes: Array(markdown.utf8), file: "Content/ch1.md",
                                               options: MarkdownOptions(unsafeHTML: true))
        return renderer.render(PageComposition(body: document, imageSizes: sizes))
    }

    @Test func relativeSourcesPostersAndSourceSetsAreResolved() throws {
        let html = try page("""
            <picture>
            <source srcset="img/a.webp 1x, img/a@2x.webp 2x" type="image/webp">
            <img src="img/a.png" alt="A">
            </picture>

            <video poster="img/p.jpg" src="https://example.com/v.mp4">
            </video>

            Text with <img src="img/inline.png"> and <img src="/abs.png">.
            """, sizes: ["img/a.png": ImageDimensions(width: 300, height: 100), "img/p.jpg": ImageDimensions(width: 64, height: 48)])
        #expect(html.contains("<picture data-sg-media>"))
        #expect(html.contains("srcset=\"/book/ch1/img/a.webp 1x, /book/ch1/img/a@2x.webp 2x\""))
        #expect(html.contains("<img src=\"/book/ch1/img/a.png\" alt=\"A\" width=\"300\" height=\"100\">"))
        #expect(html.contains("<video poster=\"/book/ch1/img/p.jpg\" src=\"https://example.com/v.mp4\" data-sg-media width=\"64\" height=\"48\">"))
        #expect(html.contains("<img src=\"/book/ch1/img/inline.png\"> and <img src=\"/abs.png\">"))
    }

    @Test func declaredSizesAndOtherHTMLAreKept() throws {
        let html = try page("<img src=\"img/b.png\" width=\"10\" height=\"20\" />\n\n<div class=\"x\" data-src=\"img/c.png\"></div>\n",
                            sizes: ["img/b.png": ImageDimensions(width: 300, height: 100)])
        #expect(html.contains("<img src=\"/book/ch1/img/b.png\" width=\"10\" height=\"20\" data-sg-media />"))
        #expect(html.contains("<div class=\"x\" data-src=\"img/c.png\"></div>"))
    }

    @Test func whichBlocksAreMedia() {
        #expect(RawHTMLMedia("<img src=\"a.png\">\n") == .image(source: "a.png", declared: nil, alternatives: []))
        #expect(RawHTMLMedia("<img src=\"a.png\" srcset=\"b.png 2x\">") == .image(source: "a.png", declared: nil, alternatives: ["b.png"]))
        #expect(RawHTMLMedia("<video poster=\"p.jpg\">\nFallback text.\n</video>") == .video(poster: "p.jpg"))
        #expect(RawHTMLMedia("<video poster=\"p.jpg\" height=\"90\">\n</video>") == nil)
        #expect(RawHTMLMedia("<img src=\"a.png\" width=\"10\">") == nil)
        #expect(RawHTMLMedia("<figure>\n<img src=\"a.png\">\n<figcaption>A</figcaption>\n</figure>") == nil)
        #expect(RawHTMLMedia("<img src=\"a.png\"> and text") == nil)
    }
}
